import type { Migration } from './types';

// Positions that come in from a company's applicant tracking system (services/positionsImport):
// - `positions.external_id`: the ATS's own id of a position, unique per company, so an import
//   updates the position it made before instead of adding it again. Positions made here (the demo,
//   older data) have none; NULLs never collide in a unique index on either engine.
// - `import_tokens`: the company's token for the import API, as its SHA-256 only (the token is shown
//   once, when made); one per company, replaced when rotated.
export const positionsImport: Migration = {
  version: 20,
  name: 'positions_import',
  sqlite: `
ALTER TABLE positions ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX positions_external_id ON positions(domain, external_id);

CREATE TABLE import_tokens (
  domain     TEXT PRIMARY KEY REFERENCES domains(id),
  token_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
  postgres: `
ALTER TABLE positions ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX positions_external_id ON positions(domain, external_id);

CREATE TABLE import_tokens (
  domain     TEXT PRIMARY KEY REFERENCES domains(id),
  token_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
