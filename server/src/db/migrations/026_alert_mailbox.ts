import type { Migration } from './types';

// Job-alert confirmations are capped per mailbox and per recipient domain (issue 25): `victim+1@`,
// `Victim@` and, at gmail, `v.ictim@` reach one mailbox, so the daily cap counts `mailbox`
// (services/alerts/mailboxOf.ts) and the hourly one `mail_domain`; `email` stays the exact address
// mail is sent to. Rows from before get a lower-cased address and its domain (no tags folded): the
// caps look back a day at most, so they count right again within a day.
const columns = (domainOf: string) => `
ALTER TABLE job_alerts ADD COLUMN mailbox TEXT;
ALTER TABLE job_alerts ADD COLUMN mail_domain TEXT;
UPDATE job_alerts SET mailbox = LOWER(email), mail_domain = LOWER(${domainOf});
CREATE INDEX job_alerts_mailbox ON job_alerts(domain, mailbox, confirmation_sent_at);
CREATE INDEX job_alerts_mail_domain ON job_alerts(domain, mail_domain, confirmation_sent_at);
`;

export const alertMailbox: Migration = {
  version: 26,
  name: 'alert_mailbox',
  sqlite: columns(`substr(email, instr(email, '@') + 1)`),
  postgres: columns(`split_part(email, '@', 2)`),
};
