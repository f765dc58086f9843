import type { Migration } from './types';

// - A visitor (logged-out apply) applies once per position with an email: that lookup gets its index.
// - `application_version` grows with every change to a company's applications (any process), as
//   `search_version` does for positions (migration 4): the time-to-hire insight, an aggregate over all
//   decided applications, is computed once per version instead of on every position page.
export const formsLimits: Migration = {
  version: 8,
  name: 'forms_limits',
  sqlite: `
CREATE INDEX application_submissions_visitor ON application_submissions(domain, position_id, email) WHERE candidate_id IS NULL;

CREATE TABLE application_version (
  domain  TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TRIGGER applications_version_insert AFTER INSERT ON applications BEGIN
  INSERT INTO application_version (domain, version) VALUES (new.domain, 1)
    ON CONFLICT (domain) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER applications_version_update AFTER UPDATE ON applications BEGIN
  INSERT INTO application_version (domain, version) VALUES (new.domain, 1)
    ON CONFLICT (domain) DO UPDATE SET version = version + 1;
  UPDATE application_version SET version = version + 1 WHERE domain = old.domain AND old.domain <> new.domain;
END;

CREATE TRIGGER applications_version_delete AFTER DELETE ON applications BEGIN
  UPDATE application_version SET version = version + 1 WHERE domain = old.domain;
END;
`,
  postgres: `
CREATE INDEX application_submissions_visitor ON application_submissions(domain, position_id, email) WHERE candidate_id IS NULL;

CREATE TABLE application_version (
  domain  TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE FUNCTION applications_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO application_version (domain, version) VALUES (NEW.domain, 1)
      ON CONFLICT (domain) DO UPDATE SET version = application_version.version + 1;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.domain <> NEW.domain) THEN
    UPDATE application_version SET version = version + 1 WHERE domain = OLD.domain;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER applications_version AFTER INSERT OR UPDATE OR DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_version_bump();
`,
};
