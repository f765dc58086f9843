/**
 * Every SQL text the search runs. Values always travel as parameters, so each text is prepared
 * once per connection. Filters, places, counts, markers and paging by date or distance work on
 * the in-memory index (searchIndex.ts); SQLite answers what only it knows: the full-text matches
 * and their bm25 relevance.
 */

// Weights of bm25 per FTS column: title, department, skills, location, description.
const BM25 = 'bm25(positions_fts, 10.0, 4.0, 6.0, 2.0, 1.0)';

/** Ids of the positions matching an FTS5 expression (every company's, archived ones too), as "1,5,9". */
export const TEXT_MATCHES = 'SELECT group_concat(rowid) FROM positions_fts WHERE positions_fts MATCH ?';

/** The same among the ids of a JSON array (the positions of a small place), with or without each one's bm25. */
export const TEXT_MATCHES_AMONG = 'SELECT rowid FROM positions_fts WHERE positions_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?))';
export const SCORED_MATCHES_AMONG = `SELECT rowid, ${BM25} FROM positions_fts WHERE positions_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?))`;

// bm25 costs most of a ranked search (it reads each matching row's sizes), so SQLite keeps only
// the best `LIMIT` rows instead of handing every score over. `+rowid` keeps the IN list a filter:
// as a constraint it would re-run the full-text query once per id.
/** The best-ranked matches: [id, score], lower score first. */
export const RANKED_MATCHES = `SELECT rowid, ${BM25} AS score FROM positions_fts WHERE positions_fts MATCH ? ORDER BY score LIMIT ?`;
/** The same among the ids of a JSON array. */
export const RANKED_MATCHES_AMONG = `SELECT rowid, ${BM25} AS score FROM positions_fts WHERE positions_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?)) ORDER BY score LIMIT ?`;

// The in-memory index is read as groups of positions sharing every indexed value (some 20,000
// at 100,000 positions) with their ids as one text: far fewer values to hand over than one row per
// position. Both queries read only covering indexes of migration 4.
/** Live positions, newest first (posted_at DESC, id DESC). */
export const INDEX_ORDER = 'SELECT id FROM positions WHERE domain = ? AND archived_at IS NULL ORDER BY posted_at DESC, id DESC';
/** Live positions grouped by the values the search filters, counts and groups by. */
export const INDEX_GROUPS = `SELECT department, employment_type, city, country, is_remote, lat, lng, location_name, group_concat(id) FROM positions
  WHERE domain = ? AND archived_at IS NULL GROUP BY department, employment_type, city, country, is_remote, lat, lng, location_name`;
/** Skills with the ids of their positions, in skill order (archived positions are dropped in memory). */
export const INDEX_SKILLS = 'SELECT skill, group_concat(position_id) FROM position_skills WHERE domain = ? GROUP BY skill ORDER BY skill';
