import type { Migration } from './types';

// The candidate's own settings (issue 13, /careers/settings):
// - `language`: the language the candidate chose (one of the company's supportedLanguages); NULL
//   follows the company's default. The shell's boot data uses it when the address has no `hl`.
// - `notifications_off_json`: the in-app notification categories the candidate turned off, as a
//   JSON list of category ids (services/account/notificationPreferences.ts); notify() skips them.
// - `deleted_at`: set when an account was deleted but signed-offer evidence had to be kept: the row
//   stays as the evidence's anchor with every personal field emptied (services/account/deleteAccount.ts).
// - a backfill of the onboarding forms that sign-ups were told about but never given (below).
export const accountSettings: Migration = {
  version: 18,
  name: 'account_settings',
  sqlite: `
ALTER TABLE candidates ADD COLUMN language TEXT;
ALTER TABLE candidates ADD COLUMN notifications_off_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidates ADD COLUMN deleted_at TEXT;

-- Candidates onboarded before markOnboarded assigned the forms were told 'New form to complete:
-- Onboarding forms.' and found 'No data found': they get the company's onboarding forms now, dated
-- by that notification. Only those with the notification and no onboarding form at all.
INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at)
SELECT n.domain, f.id, n.candidate_id, 'open', '{}', NULL, MIN(n.created_at), MIN(n.created_at)
FROM notifications n
JOIN forms f ON f.domain = n.domain AND f.kind = 'onboarding'
WHERE n.message = 'New form to complete: Onboarding forms.' AND n.redirect_url = '/careers/onboarding'
  AND NOT EXISTS (
    SELECT 1 FROM form_responses r JOIN forms g ON g.domain = r.domain AND g.id = r.form_id
    WHERE r.domain = n.domain AND r.candidate_id = n.candidate_id AND g.kind = 'onboarding'
  )
GROUP BY n.domain, f.id, n.candidate_id;
`,
  postgres: `
ALTER TABLE candidates ADD COLUMN language TEXT;
ALTER TABLE candidates ADD COLUMN notifications_off_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidates ADD COLUMN deleted_at TEXT;

-- Candidates onboarded before markOnboarded assigned the forms were told 'New form to complete:
-- Onboarding forms.' and found 'No data found': they get the company's onboarding forms now, dated
-- by that notification. Only those with the notification and no onboarding form at all.
INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at)
SELECT n.domain, f.id, n.candidate_id, 'open', '{}', NULL, MIN(n.created_at), MIN(n.created_at)
FROM notifications n
JOIN forms f ON f.domain = n.domain AND f.kind = 'onboarding'
WHERE n.message = 'New form to complete: Onboarding forms.' AND n.redirect_url = '/careers/onboarding'
  AND NOT EXISTS (
    SELECT 1 FROM form_responses r JOIN forms g ON g.domain = r.domain AND g.id = r.form_id
    WHERE r.domain = n.domain AND r.candidate_id = n.candidate_id AND g.kind = 'onboarding'
  )
GROUP BY n.domain, f.id, n.candidate_id;
`,
};
