import type { Migration } from './types';

// Two helpers of the search engine (services/search):
// - `search_version` grows with every change to a company's positions (any process, the seed CLI
//   included), so cached search answers know they are stale with one tiny read, not a guess by time.
// - `position_skills` is skills_json as rows: the skills filter and its counts become an index
//   lookup and a GROUP BY in SQL, instead of parsing JSON for every position on every search.
export const searchSupport: Migration = {
  version: 4,
  name: 'search_support',
  sqlite: `
CREATE TABLE search_version (
  domain  TEXT PRIMARY KEY REFERENCES domains(id),
  version INTEGER NOT NULL
);

CREATE TABLE position_skills (
  domain      TEXT NOT NULL REFERENCES domains(id),
  position_id INTEGER NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
  skill       TEXT NOT NULL,
  PRIMARY KEY (position_id, skill)
) WITHOUT ROWID;
CREATE INDEX position_skills_skill ON position_skills(domain, skill, position_id);

INSERT OR IGNORE INTO position_skills (domain, position_id, skill)
SELECT p.domain, p.id, j.value FROM positions p, json_each(p.skills_json) j WHERE json_valid(p.skills_json) AND j.type = 'text';

CREATE TRIGGER positions_search_insert AFTER INSERT ON positions BEGIN
  INSERT OR IGNORE INTO position_skills (domain, position_id, skill)
  SELECT new.domain, new.id, j.value FROM json_each(CASE WHEN json_valid(new.skills_json) THEN new.skills_json ELSE '[]' END) j WHERE j.type = 'text';
  INSERT INTO search_version (domain, version) VALUES (new.domain, 1)
    ON CONFLICT (domain) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER positions_search_skills AFTER UPDATE OF skills_json, domain ON positions BEGIN
  DELETE FROM position_skills WHERE position_id = old.id;
  INSERT OR IGNORE INTO position_skills (domain, position_id, skill)
  SELECT new.domain, new.id, j.value FROM json_each(CASE WHEN json_valid(new.skills_json) THEN new.skills_json ELSE '[]' END) j WHERE j.type = 'text';
END;

-- Every change counts (archiving, dates, places), not only text: cached counts depend on all of them.
CREATE TRIGGER positions_search_update AFTER UPDATE ON positions BEGIN
  INSERT INTO search_version (domain, version) VALUES (new.domain, 1)
    ON CONFLICT (domain) DO UPDATE SET version = version + 1;
  UPDATE search_version SET version = version + 1 WHERE domain = old.domain AND old.domain <> new.domain;
END;

CREATE TRIGGER positions_search_delete AFTER DELETE ON positions BEGIN
  DELETE FROM position_skills WHERE position_id = old.id;
  UPDATE search_version SET version = version + 1 WHERE domain = old.domain;
END;

-- Searches filter, count and group live positions of one company by these columns. The indexes
-- cover every one of them: a query that had to read the table row would also read the long
-- description stored before most of them. One index for scans in posting order, one for map
-- and distance searches (a range on latitude). They replace the narrower indexes of migration 1,
-- which the planner would otherwise pick for GROUP BY and then read the table.
DROP INDEX positions_domain_department;
DROP INDEX positions_domain_type;
DROP INDEX positions_domain_place;
DROP INDEX positions_domain_latlng;
CREATE INDEX positions_search ON positions(domain, archived_at, posted_at, department, employment_type, city, country, is_remote, lat, lng, location_name);
CREATE INDEX positions_search_geo ON positions(domain, archived_at, lat, lng, is_remote, location_name, city, department, employment_type, country, posted_at);
`,
  postgres: `
CREATE TABLE search_version (
  domain  TEXT PRIMARY KEY REFERENCES domains(id),
  version INTEGER NOT NULL
);

CREATE TABLE position_skills (
  domain      TEXT NOT NULL REFERENCES domains(id),
  position_id INTEGER NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
  skill       TEXT NOT NULL,
  PRIMARY KEY (position_id, skill)
);
CREATE INDEX position_skills_skill ON position_skills(domain, skill, position_id);

-- skills_json as rows (ignoring text that is not a JSON array of strings), as on SQLite.
CREATE FUNCTION position_skills_of(skills_json TEXT) RETURNS SETOF TEXT LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE parsed jsonb;
BEGIN
  BEGIN
    parsed := skills_json::jsonb;
  EXCEPTION WHEN others THEN
    RETURN;
  END;
  IF jsonb_typeof(parsed) <> 'array' THEN RETURN; END IF;
  RETURN QUERY SELECT DISTINCT item #>> '{}' FROM jsonb_array_elements(parsed) AS j(item) WHERE jsonb_typeof(item) = 'string';
END $$;

-- Grows the version of each company named (in one order, so two writers never wait on each other in turn).
CREATE FUNCTION search_version_bump(domains TEXT[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_version (domain, version) SELECT DISTINCT d, 1 FROM unnest(domains) AS d ORDER BY d
    ON CONFLICT (domain) DO UPDATE SET version = search_version.version + 1;
$$;

-- Once per statement, not per row: seeding or importing thousands of positions in one INSERT bumps
-- each company's version once (per-row updates of one row in one transaction slow down as they pile up).
CREATE FUNCTION positions_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO position_skills (domain, position_id, skill)
    SELECT n.domain, n.id, s.skill FROM new_rows n CROSS JOIN LATERAL position_skills_of(n.skills_json) AS s(skill)
    ON CONFLICT DO NOTHING;
  PERFORM search_version_bump(ARRAY(SELECT domain FROM new_rows));
  RETURN NULL;
END $$;

-- Every change counts (archiving, dates, places), not only text: cached counts depend on all of them.
CREATE FUNCTION positions_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM position_skills ps USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE ps.position_id = o.id AND (o.skills_json IS DISTINCT FROM n.skills_json OR o.domain <> n.domain);
  INSERT INTO position_skills (domain, position_id, skill)
    SELECT n.domain, n.id, s.skill FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL position_skills_of(n.skills_json) AS s(skill)
    WHERE o.skills_json IS DISTINCT FROM n.skills_json OR o.domain <> n.domain
    ON CONFLICT DO NOTHING;
  PERFORM search_version_bump(ARRAY(SELECT domain FROM new_rows UNION SELECT domain FROM old_rows));
  RETURN NULL;
END $$;

-- position_skills rows go with their position (ON DELETE CASCADE).
CREATE FUNCTION positions_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_version_bump(ARRAY(SELECT domain FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION positions_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER positions_search_insert AFTER INSERT ON positions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION positions_search_inserted();
CREATE TRIGGER positions_search_update AFTER UPDATE ON positions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION positions_search_updated();
CREATE TRIGGER positions_search_delete AFTER DELETE ON positions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION positions_search_deleted();
CREATE TRIGGER positions_search_truncate AFTER TRUNCATE ON positions
  FOR EACH STATEMENT EXECUTE FUNCTION positions_search_truncated();

DROP INDEX positions_domain_department;
DROP INDEX positions_domain_type;
DROP INDEX positions_domain_place;
DROP INDEX positions_domain_latlng;
CREATE INDEX positions_search ON positions(domain, archived_at, posted_at, department, employment_type, city, country, is_remote, lat, lng, location_name);
CREATE INDEX positions_search_geo ON positions(domain, archived_at, lat, lng, is_remote, location_name, city, department, employment_type, country, posted_at);
`,
};
