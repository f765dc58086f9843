import type { Migration } from './types';

// What several server instances on one PostgreSQL database share beyond the data itself.
// - `rate_limit_hits`: the per-client request counters of the rate limits (plugins/rateLimitStore.ts),
//   one row per key (route and client address) with the start of its current window. UNLOGGED on
//   PostgreSQL: counters are worth nothing after a crash, and skipping the write-ahead log makes each
//   request's counting write cheaper. `expires_at` (window start + window) lets old rows be pruned.
// - `scheduled_work`: when each piece of background work last started (services/scheduledWork.ts),
//   so an hourly job runs once an hour for the whole cluster, not once per instance.
// SQLite serves one process and keeps its counters in memory: the tables exist there too (both engines
// build the same schema) and stay empty. Times are milliseconds since 1970, as in login_attempts.
export const clusterCoordination: Migration = {
  version: 12,
  name: 'cluster_coordination',
  sqlite: `
CREATE TABLE rate_limit_hits (
  key          TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,
  hits         INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX rate_limit_hits_expires ON rate_limit_hits(expires_at);

CREATE TABLE scheduled_work (
  name            TEXT PRIMARY KEY,
  last_started_at INTEGER NOT NULL
) WITHOUT ROWID;
`,
  postgres: `
CREATE UNLOGGED TABLE rate_limit_hits (
  key          TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  expires_at   BIGINT NOT NULL,
  hits         INTEGER NOT NULL
);

CREATE INDEX rate_limit_hits_expires ON rate_limit_hits(expires_at);

CREATE TABLE scheduled_work (
  name            TEXT PRIMARY KEY,
  last_started_at BIGINT NOT NULL
);
`,
};
