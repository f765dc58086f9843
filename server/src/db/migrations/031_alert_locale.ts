import type { Migration } from './types';

// The language a visitor's job alert is mailed in (issue 30): the page they subscribed from chose it
// (i18n/requestLocale.ts), and its confirmation and "new jobs" mails are written in it unless the address has an
// account with a language of its own (services/alerts/mailLocale.ts). Rows from before have none: their mails
// follow the company's default language, else English, as before.
const column = `
ALTER TABLE job_alerts ADD COLUMN locale TEXT;
`;

export const alertLocale: Migration = {
  version: 31,
  name: 'alert_locale',
  sqlite: column,
  postgres: column,
};
