import type { Migration } from './types';

// Whom an outbox row's e-mail goes to, as a column (issue 24): "delete my account" removes the mail
// to the candidate's address with one indexed DELETE, and "download my data" lists it, like every
// other table with an `email` column (services/account/candidateRecords.ts) — the address inside
// payload_json is neither indexed nor seen by the schema walk that checks those lists. NULL for
// rows that are not one person's mail (announce_positions). Rows queued before this version get the
// address from their payload (sent rows have an emptied payload and stay NULL: retention removes them).
const column = (fromPayload: string) => `
ALTER TABLE outbox ADD COLUMN email TEXT;
UPDATE outbox SET email = ${fromPayload} WHERE kind IN ('new_jobs_mail', 'job_alert_confirmation') AND sent_at IS NULL;
CREATE INDEX outbox_email ON outbox(domain, LOWER(email));
`;

export const outboxRecipient: Migration = {
  version: 24,
  name: 'outbox_recipient',
  sqlite: column(`json_extract(payload_json, '$.to')`),
  postgres: column(`(payload_json::jsonb)->>'to'`),
};
