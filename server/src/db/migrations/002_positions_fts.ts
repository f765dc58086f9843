import type { Migration } from './types';

// Full-text index over the searchable text of positions, kept in step by triggers, so a
// keyword search over 100,000 positions is an index lookup rather than a LIKE scan.
// External content: the text lives once, in `positions`; the index holds only tokens.
export const positionsFts: Migration = {
  version: 2,
  name: 'positions_fts',
  sqlite: `
CREATE VIRTUAL TABLE positions_fts USING fts5(
  title, department, skills_json, location_name, description,
  content='positions', content_rowid='id',
  tokenize='porter unicode61 remove_diacritics 2'
);

CREATE TRIGGER positions_fts_insert AFTER INSERT ON positions BEGIN
  INSERT INTO positions_fts(rowid, title, department, skills_json, location_name, description)
  VALUES (new.id, new.title, new.department, new.skills_json, new.location_name, new.description);
END;

CREATE TRIGGER positions_fts_delete AFTER DELETE ON positions BEGIN
  INSERT INTO positions_fts(positions_fts, rowid, title, department, skills_json, location_name, description)
  VALUES ('delete', old.id, old.title, old.department, old.skills_json, old.location_name, old.description);
END;

CREATE TRIGGER positions_fts_update AFTER UPDATE OF title, department, skills_json, location_name, description ON positions BEGIN
  INSERT INTO positions_fts(positions_fts, rowid, title, department, skills_json, location_name, description)
  VALUES ('delete', old.id, old.title, old.department, old.skills_json, old.location_name, old.description);
  INSERT INTO positions_fts(rowid, title, department, skills_json, location_name, description)
  VALUES (new.id, new.title, new.department, new.skills_json, new.location_name, new.description);
END;

INSERT INTO positions_fts(positions_fts) VALUES ('rebuild');
`,
  // Full-text search on PostgreSQL: filled in by the search store work.
  postgres: ``,
};
