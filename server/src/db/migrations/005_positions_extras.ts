import type { Migration } from './types';

// What the position page, the job cart and saved searches keep:
// - `candidate_skills` and `candidates.experience_years`: what match details compare with a
//   position's skills and seniority (filled by the profile; the demo seeds them).
// - `departments`: per-department facts a company shares on its position pages (hiring manager).
// - the job cart, kept per visitor session until log-in and per candidate afterwards. The session
//   rows name the session by its hash without a foreign key: log-in deletes the old session, and
//   its cart must still be there to be handed to the candidate.
// - saved searches: `search_key` is the normalised query + location + filters, so "is this search
//   saved?" is one index look-up per search.
export const positionsExtras: Migration = {
  version: 5,
  name: 'positions_extras',
  up: `
CREATE TABLE candidate_skills (
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  skill        TEXT NOT NULL,
  PRIMARY KEY (candidate_id, skill)
) WITHOUT ROWID;

ALTER TABLE candidates ADD COLUMN experience_years INTEGER;

CREATE TABLE departments (
  domain         TEXT NOT NULL REFERENCES domains(id),
  name           TEXT NOT NULL,
  hiring_manager TEXT,
  PRIMARY KEY (domain, name)
) WITHOUT ROWID;

CREATE TABLE job_cart_session_items (
  domain       TEXT NOT NULL REFERENCES domains(id),
  session_hash TEXT NOT NULL,
  position_id  INTEGER NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (domain, session_hash, position_id)
) WITHOUT ROWID;
CREATE INDEX job_cart_session_created ON job_cart_session_items(created_at);
CREATE INDEX job_cart_session_position ON job_cart_session_items(position_id);

CREATE TABLE job_cart_candidate_items (
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL,
  PRIMARY KEY (candidate_id, position_id)
) WITHOUT ROWID;
CREATE INDEX job_cart_candidate_position ON job_cart_candidate_items(position_id);

CREATE TABLE saved_searches (
  id               INTEGER PRIMARY KEY,
  domain           TEXT NOT NULL REFERENCES domains(id),
  candidate_id     INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  query            TEXT NOT NULL,
  location         TEXT NOT NULL,
  filters_json     TEXT NOT NULL,
  search_key       TEXT NOT NULL,
  created_at       TEXT NOT NULL,
  last_notified_at TEXT,
  UNIQUE (candidate_id, search_key)
);
CREATE INDEX saved_searches_candidate ON saved_searches(domain, candidate_id, created_at);
`,
};
