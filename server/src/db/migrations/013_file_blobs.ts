import type { Migration } from './types';

// Uploaded files' bytes may live in the database (FILES_STORE=database, the default with PostgreSQL),
// so that every instance behind one database reads every file without a shared volume:
// - `file_blobs`: one row per content, keyed by its SHA-256 (form_files.sha256 refers to it; many rows
//   may share one content). `created_at` is renewed when a new upload uses a stored content, so the
//   sweep of contents no row uses leaves alone those an upload is about to refer to.
// A plain rowid table on SQLite: WITHOUT ROWID suits small rows, not files.
export const fileBlobs: Migration = {
  version: 13,
  name: 'file_blobs',
  sqlite: `
CREATE TABLE file_blobs (
  sha256     TEXT PRIMARY KEY,
  size       INTEGER NOT NULL,
  content    BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX file_blobs_created ON file_blobs(created_at);
`,
  postgres: `
CREATE TABLE file_blobs (
  sha256     TEXT PRIMARY KEY,
  size       INTEGER NOT NULL,
  content    BYTEA NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX file_blobs_created ON file_blobs(created_at);
`,
};
