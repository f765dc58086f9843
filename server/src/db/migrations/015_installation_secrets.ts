import type { Migration } from './types';

// Secrets of the installation that every instance must share, by name: the key of the e-signature
// provider's page tokens (services/offers/esign/esignSecret.ts) is the first. Created by the code on
// first start (INSERT … ON CONFLICT DO NOTHING, so instances starting together agree on one), never
// here: db:copy copies into an empty database only, and a row made by the migration would fill it.
// Like signing_keys, it belongs to no company.
export const installationSecrets: Migration = {
  version: 15,
  name: 'installation_secrets',
  sqlite: `
CREATE TABLE installation_secrets (
  name       TEXT PRIMARY KEY,
  secret     TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
  postgres: `
CREATE TABLE installation_secrets (
  name       TEXT PRIMARY KEY,
  secret     TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
