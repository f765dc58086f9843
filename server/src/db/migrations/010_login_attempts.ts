import type { Migration } from './types';

// Failed log-ins per account, so a password guesser is slowed down per account and not only per IP
// address (one attacker has many). In the database rather than in memory so the count survives a
// restart and is shared by every instance.
// - `account_hash` is a SHA-256 of the normalized email: attempts are counted for addresses that
//   have no account too (so the answer reveals nothing), and those addresses need not be kept in clear.
// - Times are milliseconds since 1970: the rules are arithmetic on them.
// - Rows whose last failure is older than the window are deleted as logins come in (the index).
export const loginAttempts: Migration = {
  version: 10,
  name: 'login_attempts',
  sqlite: `
CREATE TABLE login_attempts (
  domain         TEXT NOT NULL,
  account_hash   TEXT NOT NULL,
  failures       INTEGER NOT NULL,
  last_failed_at INTEGER NOT NULL,
  retry_at       INTEGER NOT NULL,
  PRIMARY KEY (domain, account_hash)
) WITHOUT ROWID;

CREATE INDEX login_attempts_last_failed ON login_attempts(last_failed_at);
`,
  postgres: `
CREATE TABLE login_attempts (
  domain         TEXT NOT NULL,
  account_hash   TEXT NOT NULL,
  failures       INTEGER NOT NULL,
  last_failed_at BIGINT NOT NULL,
  retry_at       BIGINT NOT NULL,
  PRIMARY KEY (domain, account_hash)
);

CREATE INDEX login_attempts_last_failed ON login_attempts(last_failed_at);
`,
};
