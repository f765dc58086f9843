import type { Migration } from './types';

// The form toolkit's server side (spec §3 Form toolkit entities, §7 forms_list and draft_applications):
// - `forms`: a company's form definitions, the JSON of shared/src/forms/types.ts FormDefinition.
// - `form_responses`: a candidate's copy of a form (assigned = open, saved = in_progress, submitted =
//   completed). Visitors' submissions of public forms (talent network) have no candidate.
// - `form_files`: uploaded files, checked by content; stored values keep only the file's id.
// - `application_submissions`: the answers of an application. A logged-out application (when the
//   company allows it) has an email instead of a candidate and an application row.
// Draft applications already have their table (migration 1); their answers_json holds form values.
export const forms: Migration = {
  version: 7,
  name: 'forms',
  up: `
CREATE TABLE forms (
  domain          TEXT NOT NULL REFERENCES domains(id),
  id              TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('application','onboarding','general')),
  title           TEXT NOT NULL,
  is_public       INTEGER NOT NULL DEFAULT 0,
  definition_json TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (domain, id)
);
CREATE INDEX forms_kind ON forms(domain, kind);

CREATE TABLE form_responses (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL,
  form_id      TEXT NOT NULL,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  status       TEXT NOT NULL CHECK (status IN ('open','in_progress','completed')),
  values_json  TEXT NOT NULL DEFAULT '{}',
  due_at       TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  submitted_at TEXT,
  FOREIGN KEY (domain, form_id) REFERENCES forms(domain, id)
);
CREATE UNIQUE INDEX form_responses_candidate ON form_responses(domain, candidate_id, form_id) WHERE candidate_id IS NOT NULL;
CREATE INDEX form_responses_form ON form_responses(domain, form_id);

CREATE TABLE form_files (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  name         TEXT NOT NULL,
  type         TEXT NOT NULL,
  size         INTEGER NOT NULL,
  sha256       TEXT NOT NULL,
  content      BLOB NOT NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX form_files_candidate ON form_files(domain, candidate_id);

CREATE TABLE application_submissions (
  id             INTEGER PRIMARY KEY,
  domain         TEXT NOT NULL REFERENCES domains(id),
  position_id    INTEGER NOT NULL REFERENCES positions(id),
  form_id        TEXT NOT NULL,
  application_id INTEGER REFERENCES applications(id) ON DELETE CASCADE,
  candidate_id   INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  email          TEXT,
  values_json    TEXT NOT NULL,
  created_at     TEXT NOT NULL,
  CHECK (candidate_id IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX application_submissions_application ON application_submissions(application_id);
CREATE INDEX application_submissions_position ON application_submissions(domain, position_id);
CREATE INDEX application_submissions_candidate ON application_submissions(domain, candidate_id);
`,
};
