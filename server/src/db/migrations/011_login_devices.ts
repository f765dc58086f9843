import type { Migration } from './types';

// Browsers that have logged in to an account before (a device cookie, as OWASP describes against
// account lock-out): their attempts are counted apart from everyone else's, so an attacker who keeps
// an account's wait going cannot keep its owner out on a browser they used before.
// - `token_hash`: SHA-256 of the cookie's random token; `account_hash` as in login_attempts.
export const loginDevices: Migration = {
  version: 11,
  name: 'login_devices',
  sqlite: `
CREATE TABLE login_devices (
  domain       TEXT NOT NULL,
  account_hash TEXT NOT NULL,
  token_hash   TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  PRIMARY KEY (domain, account_hash, token_hash)
) WITHOUT ROWID;

CREATE INDEX login_devices_created ON login_devices(created_at);
`,
  postgres: `
CREATE TABLE login_devices (
  domain       TEXT NOT NULL,
  account_hash TEXT NOT NULL,
  token_hash   TEXT NOT NULL,
  created_at   BIGINT NOT NULL,
  PRIMARY KEY (domain, account_hash, token_hash)
);

CREATE INDEX login_devices_created ON login_devices(created_at);
`,
};
