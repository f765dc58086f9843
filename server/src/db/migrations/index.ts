import { initial } from './001_initial';
import { positionsFts } from './002_positions_fts';
import { embedAndNotificationConfig } from './003_embed_and_notification_config';
import { searchSupport } from './004_search_support';
import { positionsExtras } from './005_positions_extras';
import { searchTitles } from './006_search_titles';
import { forms } from './007_forms';
import { formsLimits } from './008_forms_limits';
import { formUploads } from './009_form_uploads';
import { loginAttempts } from './010_login_attempts';
import { loginDevices } from './011_login_devices';
import { clusterCoordination } from './012_cluster_coordination';
import { fileBlobs } from './013_file_blobs';
import { offerSigning } from './014_offer_signing';
import { installationSecrets } from './015_installation_secrets';
import { applicationTimeline } from './016_application_timeline';
import { profileResume } from './017_profile_resume';
import { accountSettings } from './018_account_settings';
import { alertsMail } from './019_alerts_mail';
import { positionsImport } from './020_positions_import';
import { applicationTracking } from './021_application_tracking';
import { outbox } from './022_outbox';
import { nudgeSubject } from './023_nudge_subject';
import { outboxRecipient } from './024_outbox_recipient';
import { offerEventsKeyed } from './025_offer_events_keyed';
import { alertMailbox } from './026_alert_mailbox';
import { sealKeyWrap } from './027_seal_key_wrap';
import { alertRequests } from './029_alert_requests';
import { positionUpdatedAt } from './030_position_updated_at';
import { alertLocale } from './031_alert_locale';
import { notificationEvent } from './032_notification_event';
import { themeBuilder } from './033_theme_builder';
import type { Migration } from './types';

/** All migrations, oldest first. Append new ones; never edit or reorder applied ones. */
export const migrations: readonly Migration[] = [
  initial, positionsFts, embedAndNotificationConfig, searchSupport, positionsExtras, searchTitles, forms, formsLimits, formUploads, loginAttempts, loginDevices,
  clusterCoordination,
  fileBlobs,
  offerSigning,
  installationSecrets,
  applicationTimeline,
  profileResume,
  accountSettings,
  alertsMail,
  positionsImport,
  applicationTracking,
  outbox,
  nudgeSubject,
  outboxRecipient,
  offerEventsKeyed,
  alertMailbox,
  sealKeyWrap,
  alertRequests,
  positionUpdatedAt,
  alertLocale,
  notificationEvent,
  themeBuilder,
];
export type { Migration } from './types';
