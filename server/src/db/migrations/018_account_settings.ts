import type { Migration } from './types';

// The candidate's own settings (issue 13, /careers/settings):
// - `language`: the language the candidate chose (one of the company's supportedLanguages); NULL
//   follows the company's default. The shell's boot data uses it when the address has no `hl`.
// - `notifications_off_json`: the in-app notification categories the candidate turned off, as a
//   JSON list of category ids (services/account/notificationPreferences.ts); notify() skips them.
// - `deleted_at`: set when an account was deleted but signed-offer evidence had to be kept: the row
//   stays as the evidence's anchor with every personal field emptied (services/account/deleteAccount.ts).
export const accountSettings: Migration = {
  version: 18,
  name: 'account_settings',
  sqlite: `
ALTER TABLE candidates ADD COLUMN language TEXT;
ALTER TABLE candidates ADD COLUMN notifications_off_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidates ADD COLUMN deleted_at TEXT;
`,
  postgres: `
ALTER TABLE candidates ADD COLUMN language TEXT;
ALTER TABLE candidates ADD COLUMN notifications_off_json TEXT NOT NULL DEFAULT '[]';
ALTER TABLE candidates ADD COLUMN deleted_at TEXT;
`,
};
