import type { Migration } from './types';

// Companies created before widget embedding lack two config keys the boot data now promises.
// Existing companies embed nowhere until they list origins; they "have action-required
// notifications configured" exactly when they have sent one (the demo company has).
export const embedAndNotificationConfig: Migration = {
  version: 3,
  name: 'embed_and_notification_config',
  sqlite: `
UPDATE domains
SET config_json = json_set(config_json, '$.configs.embedConfig', json('{"allowedOrigins":[]}'))
WHERE json_type(config_json, '$.configs.embedConfig') IS NULL;

UPDATE domains
SET config_json = json_set(
  config_json,
  '$.configs.notificationsConfig.hasActionRequiredNotificationsConfigured',
  json(CASE WHEN EXISTS (
    SELECT 1 FROM notifications n WHERE n.domain = domains.id AND n.notification_type = 'action_required'
  ) THEN 'true' ELSE 'false' END)
)
WHERE json_type(config_json, '$.configs.notificationsConfig') = 'object'
  AND json_type(config_json, '$.configs.notificationsConfig.hasActionRequiredNotificationsConfigured') IS NULL;
`,
  postgres: `
UPDATE domains
SET config_json = jsonb_set(config_json::jsonb, '{configs,embedConfig}', '{"allowedOrigins":[]}'::jsonb, true)::text
WHERE jsonb_typeof(config_json::jsonb #> '{configs,embedConfig}') IS NULL;

UPDATE domains
SET config_json = jsonb_set(
  config_json::jsonb,
  '{configs,notificationsConfig,hasActionRequiredNotificationsConfigured}',
  to_jsonb(EXISTS (
    SELECT 1 FROM notifications n WHERE n.domain = domains.id AND n.notification_type = 'action_required'
  )),
  true
)::text
WHERE jsonb_typeof(config_json::jsonb #> '{configs,notificationsConfig}') = 'object'
  AND jsonb_typeof(config_json::jsonb #> '{configs,notificationsConfig,hasActionRequiredNotificationsConfigured}') IS NULL;
`,
};
