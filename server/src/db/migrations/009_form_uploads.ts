import type { Migration } from './types';

// Uploads arrive before the answers that use them (streamed multipart, one file a request), so a file
// may exist without any stored answer referring to it yet:
// - `visitor`: the hashed session id of a visitor who is not logged in (public forms, logged-out apply);
//   such a file belongs to that session only.
// - `uploader_ip`: for the per-address quota of files not yet part of an answer.
// - `attached_at`: when stored answers first referred to the file; NULL while pending. Pending files are
//   deleted after a retention period.
// - `content`: bytes now live in the blob store (DATA_DIR/files, named by SHA-256, one copy per content);
//   rows from before keep theirs until the server moves them there at start.
// Client log lines (/vslog) are now deleted by age and by count per company: indexes for both.
export const formUploads: Migration = {
  version: 9,
  name: 'form_uploads',
  sqlite: `
CREATE TABLE form_files_next (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  visitor      TEXT,
  uploader_ip  TEXT,
  name         TEXT NOT NULL,
  type         TEXT NOT NULL,
  size         INTEGER NOT NULL,
  sha256       TEXT NOT NULL,
  content      BLOB,
  attached_at  TEXT,
  created_at   TEXT NOT NULL
);
INSERT INTO form_files_next (id, domain, candidate_id, name, type, size, sha256, content, attached_at, created_at)
  SELECT id, domain, candidate_id, name, type, size, sha256, content, created_at, created_at FROM form_files;
DROP TABLE form_files;
ALTER TABLE form_files_next RENAME TO form_files;
CREATE INDEX form_files_candidate ON form_files(domain, candidate_id);
CREATE INDEX form_files_visitor ON form_files(visitor) WHERE visitor IS NOT NULL;
CREATE INDEX form_files_pending ON form_files(created_at) WHERE attached_at IS NULL;
CREATE INDEX form_files_sha256 ON form_files(sha256);

CREATE INDEX vslog_created ON vslog(created_at);
CREATE INDEX vslog_domain_id ON vslog(domain, id);
`,
  postgres: `
ALTER TABLE form_files ADD COLUMN visitor TEXT;
ALTER TABLE form_files ADD COLUMN uploader_ip TEXT;
ALTER TABLE form_files ADD COLUMN attached_at TEXT;
ALTER TABLE form_files ALTER COLUMN content DROP NOT NULL;
CREATE INDEX form_files_visitor ON form_files(visitor) WHERE visitor IS NOT NULL;
CREATE INDEX form_files_pending ON form_files(created_at) WHERE attached_at IS NULL;
CREATE INDEX form_files_sha256 ON form_files(sha256);

CREATE INDEX vslog_created ON vslog(created_at);
CREATE INDEX vslog_domain_id ON vslog(domain, id);
`,
};
