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
  // The same search on PostgreSQL (services/search/store/postgresSearchStore.ts): a weighted
  // tsvector per position, kept by a generated column and indexed with GIN. It reads text as FTS5's
  // tokenizer does, as far as PostgreSQL allows: punctuation separates words ("Node.js" is "node" and
  // "js"), accents are dropped (unaccent), words are stemmed (Snowball English, close to porter), and
  // no word is a stop word. Weights stand for bm25's column weights (10, 4, 6, 2, 1): title A,
  // department and skills B, location C, description D; a place is searched as C only.
  postgres: `
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Snowball's English stemmer without its stop-word list: FTS5 drops no word ("you", "it" are searchable).
CREATE TEXT SEARCH DICTIONARY careers_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH CONFIGURATION careers (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION careers
  ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
  WITH unaccent, careers_stem;

-- PostgreSQL's parser keeps "node.js" (a host), "ci/cd" (a file), "a@b.org", "full-stack" or "<b>"
-- whole, where FTS5 splits at every character that is not a letter or digit; every other ASCII
-- punctuation mark the parser already splits at. replace() is several times cheaper than one
-- regexp_replace, and this runs for every description written.
CREATE FUNCTION careers_words(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(
    $1, '.', ' '), '/', ' '), '-', ' '), '@', ' '), ':', ' '), '~', ' '), '<', ' '), '>', ' '), '&', ' ')
$$;

ALTER TABLE positions ADD COLUMN search_text tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('careers', careers_words(title)), 'A') ||
  setweight(to_tsvector('careers', careers_words(department) || ' ' || careers_words(skills_json)), 'B') ||
  setweight(to_tsvector('careers', careers_words(location_name)), 'C') ||
  setweight(to_tsvector('careers', careers_words(description)), 'D')
) STORED;
CREATE INDEX positions_search_text ON positions USING gin (search_text);

-- Ranking reads a vector per match: search_text, with the description, is stored out of line (TOAST)
-- and costs a fetch and decompression each; this one, without it, sits in the row. A word found
-- only in the description ranks below every other match, as it does with bm25's weight of 1.
ALTER TABLE positions ADD COLUMN search_rank_text tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('careers', careers_words(title)), 'A') ||
  setweight(to_tsvector('careers', careers_words(department) || ' ' || careers_words(skills_json)), 'B') ||
  setweight(to_tsvector('careers', careers_words(location_name)), 'C')
) STORED;
-- Rows shrink to what search reads (description and search_text go out of line), so the matches of a
-- common word are a fifth of the pages to visit; the rank vector stays in the row (MAIN).
ALTER TABLE positions ALTER COLUMN search_rank_text SET STORAGE MAIN;
ALTER TABLE positions SET (toast_tuple_target = 512);
`,
};
