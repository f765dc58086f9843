import type { Migration } from './types';

// The per-requester cap of job-alert confirmations (ALERT_CONFIRMATIONS_PER_IP_PER_HOUR, attack review
// of issue 25): one row per confirmation queued, with who asked for it (services/alerts/requesterOf.ts:
// a hash of the IPv4 address or IPv6 /64). In the database, not in memory, so the cap holds across
// instances. Rows are of use for an hour; the hourly clean-up deletes older ones. No address of anyone.
const table = `
CREATE TABLE job_alert_requests (
  requester    TEXT NOT NULL,
  requested_at TEXT NOT NULL
);
CREATE INDEX job_alert_requests_requester ON job_alert_requests(requester, requested_at);
CREATE INDEX job_alert_requests_requested_at ON job_alert_requests(requested_at);
`;

export const alertRequests: Migration = {
  version: 29,
  name: 'alert_requests',
  sqlite: table,
  postgres: table,
};
