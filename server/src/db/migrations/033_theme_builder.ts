import type { Migration } from './types';

// The theme builder (issue 32).
// - `candidates.role`: 'candidate' (everyone who signs up) or 'theme_editor' (a company's brand people, who edit the
//   careers site's theme). A column, not a second accounts table: an editor logs in through the same form and session.
// - `theme_drafts`: the one unpublished theme per company and product a theme editor is working on.
// - `theme_versions`: every published theme, append-only. `version` counts per company and product; the newest is
//   the one visitors get. A publish whose contrast pairs failed records who accepted that and why
//   (`override_reason`, `override_failures`); a restore records the version it copied (`restored_from`).
// - `theme_assets`: uploaded hero images and logos, named by their bytes' SHA-256 and extension, kept in the database
//   (small, and every instance behind one database serves them without a shared volume).
const tables = (bytes: string) => `
ALTER TABLE candidates ADD COLUMN role TEXT NOT NULL DEFAULT 'candidate';

CREATE TABLE theme_drafts (
  domain        TEXT NOT NULL REFERENCES domains(id),
  product       TEXT NOT NULL,
  document_json TEXT NOT NULL,
  saved_by      TEXT NOT NULL,
  saved_at      TEXT NOT NULL,
  PRIMARY KEY (domain, product)
);

CREATE TABLE theme_versions (
  domain            TEXT NOT NULL REFERENCES domains(id),
  product           TEXT NOT NULL,
  version           INTEGER NOT NULL,
  document_json     TEXT NOT NULL,
  published_by      TEXT NOT NULL,
  published_at      TEXT NOT NULL,
  override_reason   TEXT,
  override_failures INTEGER,
  restored_from     INTEGER,
  PRIMARY KEY (domain, product, version)
);

CREATE TABLE theme_assets (
  domain       TEXT NOT NULL REFERENCES domains(id),
  id           TEXT NOT NULL,
  content      ${bytes} NOT NULL,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  width        INTEGER NOT NULL,
  height       INTEGER NOT NULL,
  uploaded_by  TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (domain, id)
);
`;

export const themeBuilder: Migration = {
  version: 33,
  name: 'theme_builder',
  sqlite: tables('BLOB'),
  postgres: tables('BYTEA'),
};
