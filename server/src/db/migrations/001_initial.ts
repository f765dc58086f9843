import type { Migration } from './types';

// Times are ISO-8601 UTC strings (they sort correctly as text); booleans are 0/1.
// Every table a company owns carries `domain`, and every query filters on it.
export const initial: Migration = {
  version: 1,
  name: 'initial',
  sqlite: `
CREATE TABLE domains (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  config_json TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE candidates (
  id              INTEGER PRIMARY KEY,
  domain          TEXT NOT NULL REFERENCES domains(id),
  email           TEXT NOT NULL,
  password_hash   TEXT NOT NULL,
  first_name      TEXT NOT NULL DEFAULT '',
  last_name       TEXT NOT NULL DEFAULT '',
  location        TEXT,
  avatar          TEXT,
  has_resume      INTEGER NOT NULL DEFAULT 0,
  is_admin        INTEGER NOT NULL DEFAULT 0,
  is_bootstrapped INTEGER NOT NULL DEFAULT 0,
  is_onboarded    INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  UNIQUE (domain, email)
);

-- id_hash = sha256 of the cookie value: a stolen database does not hand out live sessions.
CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  domain       TEXT NOT NULL REFERENCES domains(id),
  csrf_token   TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL
);
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE INDEX sessions_candidate ON sessions(candidate_id);

CREATE TABLE positions (
  id              INTEGER PRIMARY KEY,
  domain          TEXT NOT NULL REFERENCES domains(id),
  title           TEXT NOT NULL,
  department      TEXT NOT NULL,
  description     TEXT NOT NULL,
  skills_json     TEXT NOT NULL DEFAULT '[]',
  employment_type TEXT NOT NULL CHECK (employment_type IN ('FULL_TIME','PART_TIME','CONTRACTOR','INTERN','TEMPORARY')),
  location_name   TEXT NOT NULL,
  city            TEXT NOT NULL,
  region          TEXT,
  country         TEXT NOT NULL,
  lat             REAL NOT NULL,
  lng             REAL NOT NULL,
  is_remote       INTEGER NOT NULL DEFAULT 0,
  salary_min      INTEGER,
  salary_max      INTEGER,
  salary_currency TEXT,
  posted_at       TEXT NOT NULL,
  valid_through   TEXT,
  archived_at     TEXT
);
-- Search lists live positions of one company, newest first; filters and the map narrow further.
CREATE INDEX positions_domain_live ON positions(domain, archived_at, posted_at DESC);
CREATE INDEX positions_domain_department ON positions(domain, department);
CREATE INDEX positions_domain_type ON positions(domain, employment_type);
CREATE INDEX positions_domain_place ON positions(domain, country, city);
CREATE INDEX positions_domain_latlng ON positions(domain, lat, lng);

CREATE TABLE applications (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  status       TEXT NOT NULL,
  stage        TEXT NOT NULL,
  is_active    INTEGER NOT NULL DEFAULT 1,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX applications_candidate ON applications(domain, candidate_id, is_active);
CREATE INDEX applications_position ON applications(position_id);

CREATE TABLE interviews (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  scheduled_at TEXT NOT NULL,
  kind         TEXT NOT NULL,
  location     TEXT,
  link         TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX interviews_candidate ON interviews(domain, candidate_id, scheduled_at);
CREATE INDEX interviews_position ON interviews(position_id);

CREATE TABLE events (
  id          INTEGER PRIMARY KEY,
  domain      TEXT NOT NULL REFERENCES domains(id),
  title       TEXT NOT NULL,
  starts_at   TEXT NOT NULL,
  location    TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX events_domain ON events(domain, starts_at);

CREATE TABLE event_registrations (
  event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  domain       TEXT NOT NULL REFERENCES domains(id),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (event_id, candidate_id)
);
CREATE INDEX event_registrations_candidate ON event_registrations(domain, candidate_id);

CREATE TABLE saved_positions (
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (candidate_id, position_id)
);
CREATE INDEX saved_positions_candidate ON saved_positions(domain, candidate_id, created_at);
CREATE INDEX saved_positions_position ON saved_positions(position_id);

CREATE TABLE draft_applications (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  answers_json TEXT NOT NULL DEFAULT '{}',
  updated_at   TEXT NOT NULL,
  UNIQUE (candidate_id, position_id)
);
CREATE INDEX draft_applications_candidate ON draft_applications(domain, candidate_id);
CREATE INDEX draft_applications_position ON draft_applications(position_id);

CREATE TABLE referrals (
  id            INTEGER PRIMARY KEY,
  domain        TEXT NOT NULL REFERENCES domains(id),
  candidate_id  INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id   INTEGER NOT NULL REFERENCES positions(id),
  referrer_name TEXT NOT NULL,
  status        TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX referrals_candidate ON referrals(domain, candidate_id);
CREATE INDEX referrals_position ON referrals(position_id);

CREATE TABLE nudges (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  message      TEXT NOT NULL,
  action_url   TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX nudges_candidate ON nudges(domain, candidate_id);

CREATE TABLE offers (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  status       TEXT NOT NULL CHECK (status IN ('Extended','Declined','Accepted','Canceled','Expired')),
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  expires_at   TEXT
);
CREATE INDEX offers_candidate ON offers(domain, candidate_id, updated_at);
CREATE INDEX offers_position ON offers(position_id);

-- A document is signed in the embedded flow (pdf bytes) or, when url is set, with the e-sign provider.
CREATE TABLE offer_documents (
  id         INTEGER PRIMARY KEY,
  domain     TEXT NOT NULL REFERENCES domains(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  status     TEXT NOT NULL CHECK (status IN ('Pending','Signed','Unsigned')),
  signed     INTEGER NOT NULL DEFAULT 0,
  url        TEXT,
  pdf        BLOB,
  s3_path    TEXT,
  updated_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE INDEX offer_documents_offer ON offer_documents(offer_id);

CREATE TABLE notifications (
  id                INTEGER PRIMARY KEY,
  domain            TEXT NOT NULL REFERENCES domains(id),
  candidate_id      INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  category_title    TEXT NOT NULL,
  message           TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  is_clicked        INTEGER NOT NULL DEFAULT 0,
  is_viewed         INTEGER NOT NULL DEFAULT 0,
  redirect_url      TEXT,
  notification_type TEXT NOT NULL CHECK (notification_type IN ('read_only','action_required'))
);
CREATE INDEX notifications_candidate ON notifications(domain, candidate_id, created_at DESC);

CREATE TABLE vslog (
  id           INTEGER PRIMARY KEY,
  domain       TEXT NOT NULL,
  namespace    TEXT NOT NULL,
  event        TEXT NOT NULL,
  pid          INTEGER,
  data_json    TEXT,
  metrics_json TEXT,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX vslog_domain ON vslog(domain, namespace, created_at);
`,
  postgres: `
CREATE TABLE domains (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  config_json TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE candidates (
  id              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain          TEXT NOT NULL REFERENCES domains(id),
  email           TEXT NOT NULL,
  password_hash   TEXT NOT NULL,
  first_name      TEXT NOT NULL DEFAULT '',
  last_name       TEXT NOT NULL DEFAULT '',
  location        TEXT,
  avatar          TEXT,
  has_resume      INTEGER NOT NULL DEFAULT 0,
  is_admin        INTEGER NOT NULL DEFAULT 0,
  is_bootstrapped INTEGER NOT NULL DEFAULT 0,
  is_onboarded    INTEGER NOT NULL DEFAULT 0,
  created_at      TEXT NOT NULL,
  UNIQUE (domain, email)
);

-- id_hash = sha256 of the cookie value: a stolen database does not hand out live sessions.
CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE CASCADE,
  domain       TEXT NOT NULL REFERENCES domains(id),
  csrf_token   TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL
);
CREATE INDEX sessions_expires ON sessions(expires_at);
CREATE INDEX sessions_candidate ON sessions(candidate_id);

CREATE TABLE positions (
  id              INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain          TEXT NOT NULL REFERENCES domains(id),
  title           TEXT NOT NULL,
  department      TEXT NOT NULL,
  description     TEXT NOT NULL,
  skills_json     TEXT NOT NULL DEFAULT '[]',
  employment_type TEXT NOT NULL CHECK (employment_type IN ('FULL_TIME','PART_TIME','CONTRACTOR','INTERN','TEMPORARY')),
  location_name   TEXT NOT NULL,
  city            TEXT NOT NULL,
  region          TEXT,
  country         TEXT NOT NULL,
  lat             DOUBLE PRECISION NOT NULL,
  lng             DOUBLE PRECISION NOT NULL,
  is_remote       INTEGER NOT NULL DEFAULT 0,
  salary_min      INTEGER,
  salary_max      INTEGER,
  salary_currency TEXT,
  posted_at       TEXT NOT NULL,
  valid_through   TEXT,
  archived_at     TEXT
);
-- Search lists live positions of one company, newest first; filters and the map narrow further.
CREATE INDEX positions_domain_live ON positions(domain, archived_at, posted_at DESC);
CREATE INDEX positions_domain_department ON positions(domain, department);
CREATE INDEX positions_domain_type ON positions(domain, employment_type);
CREATE INDEX positions_domain_place ON positions(domain, country, city);
CREATE INDEX positions_domain_latlng ON positions(domain, lat, lng);

CREATE TABLE applications (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  status       TEXT NOT NULL,
  stage        TEXT NOT NULL,
  is_active    INTEGER NOT NULL DEFAULT 1,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX applications_candidate ON applications(domain, candidate_id, is_active);
CREATE INDEX applications_position ON applications(position_id);

CREATE TABLE interviews (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  scheduled_at TEXT NOT NULL,
  kind         TEXT NOT NULL,
  location     TEXT,
  link         TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX interviews_candidate ON interviews(domain, candidate_id, scheduled_at);
CREATE INDEX interviews_position ON interviews(position_id);

CREATE TABLE events (
  id          INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain      TEXT NOT NULL REFERENCES domains(id),
  title       TEXT NOT NULL,
  starts_at   TEXT NOT NULL,
  location    TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX events_domain ON events(domain, starts_at);

CREATE TABLE event_registrations (
  event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  domain       TEXT NOT NULL REFERENCES domains(id),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (event_id, candidate_id)
);
CREATE INDEX event_registrations_candidate ON event_registrations(domain, candidate_id);

CREATE TABLE saved_positions (
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  created_at   TEXT NOT NULL,
  PRIMARY KEY (candidate_id, position_id)
);
CREATE INDEX saved_positions_candidate ON saved_positions(domain, candidate_id, created_at);
CREATE INDEX saved_positions_position ON saved_positions(position_id);

CREATE TABLE draft_applications (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  answers_json TEXT NOT NULL DEFAULT '{}',
  updated_at   TEXT NOT NULL,
  UNIQUE (candidate_id, position_id)
);
CREATE INDEX draft_applications_candidate ON draft_applications(domain, candidate_id);
CREATE INDEX draft_applications_position ON draft_applications(position_id);

CREATE TABLE referrals (
  id            INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain        TEXT NOT NULL REFERENCES domains(id),
  candidate_id  INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id   INTEGER NOT NULL REFERENCES positions(id),
  referrer_name TEXT NOT NULL,
  status        TEXT NOT NULL,
  created_at    TEXT NOT NULL
);
CREATE INDEX referrals_candidate ON referrals(domain, candidate_id);
CREATE INDEX referrals_position ON referrals(position_id);

CREATE TABLE nudges (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  kind         TEXT NOT NULL,
  message      TEXT NOT NULL,
  action_url   TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX nudges_candidate ON nudges(domain, candidate_id);

CREATE TABLE offers (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL REFERENCES domains(id),
  candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  position_id  INTEGER NOT NULL REFERENCES positions(id),
  status       TEXT NOT NULL CHECK (status IN ('Extended','Declined','Accepted','Canceled','Expired')),
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  expires_at   TEXT
);
CREATE INDEX offers_candidate ON offers(domain, candidate_id, updated_at);
CREATE INDEX offers_position ON offers(position_id);

-- A document is signed in the embedded flow (pdf bytes) or, when url is set, with the e-sign provider.
CREATE TABLE offer_documents (
  id         INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain     TEXT NOT NULL REFERENCES domains(id),
  offer_id   INTEGER NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  status     TEXT NOT NULL CHECK (status IN ('Pending','Signed','Unsigned')),
  signed     INTEGER NOT NULL DEFAULT 0,
  url        TEXT,
  pdf        BYTEA,
  s3_path    TEXT,
  updated_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE INDEX offer_documents_offer ON offer_documents(offer_id);

CREATE TABLE notifications (
  id                INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain            TEXT NOT NULL REFERENCES domains(id),
  candidate_id      INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
  category_title    TEXT NOT NULL,
  message           TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  is_clicked        INTEGER NOT NULL DEFAULT 0,
  is_viewed         INTEGER NOT NULL DEFAULT 0,
  redirect_url      TEXT,
  notification_type TEXT NOT NULL CHECK (notification_type IN ('read_only','action_required'))
);
CREATE INDEX notifications_candidate ON notifications(domain, candidate_id, created_at DESC);

CREATE TABLE vslog (
  id           INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  domain       TEXT NOT NULL,
  namespace    TEXT NOT NULL,
  event        TEXT NOT NULL,
  pid          INTEGER,
  data_json    TEXT,
  metrics_json TEXT,
  candidate_id INTEGER REFERENCES candidates(id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX vslog_domain ON vslog(domain, namespace, created_at);
`,
};
