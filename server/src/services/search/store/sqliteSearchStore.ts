import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { searchVersion } from '../searchVersion';
import { expiryOf, type ExpiryRow } from './expiryRow';
import type { TextQuery, TextTerm } from '../ftsQuery';
import { asPrefix } from './descriptionPrefix';
import type { IndexGroupRow, IndexRows, Scored, SearchStore } from './searchStore';

// Each word becomes a quoted FTS5 string: quotes inside are doubled, so operators (AND, OR, NOT,
// NEAR), columns (title:), '*', '^' and parentheses never reach FTS5 as syntax.
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

const termMatch = (term: TextTerm, descriptions: boolean) => {
  const word = `${quoted(term.word)}${asPrefix(term.word, descriptions) ? '*' : ''}`;
  return term.fixes.length ? `(${[word, ...term.fixes.map(quoted)].join(' OR ')})` : word;
};

/** The FTS5 MATCH expression of a text query: every word as a prefix (short words whole when descriptions are searched), a place in the location column only, descriptions when asked. */
export function sqliteMatch(query: TextQuery): string | null {
  const parts: string[] = [];
  // Every column but the description (the last) unless descriptions are searched too.
  if (query.terms.length) {
    const descriptions = query.descriptions ?? true;
    const all = query.terms.map((term) => termMatch(term, descriptions)).join(' AND ');
    parts.push(descriptions ? all : `{title department skills_json location_name} : (${all})`);
  }
  if (query.place.length) parts.push(`location_name : (${query.place.map((w) => `${quoted(w)}*`).join(' AND ')})`);
  return parts.map((p) => `(${p})`).join(' AND ') || null;
}

// Weights of bm25 per FTS column: title, department, skills, location, description.
const BM25 = sql.raw('bm25(positions_fts, 10.0, 4.0, 6.0, 2.0, 1.0)');

/**
 * The search on SQLite: FTS5's positions_fts (migration 2), one index for every company. Values
 * always travel as parameters, so each text is prepared once per connection (database.ts).
 */
class SqliteSearchStore implements SearchStore {
  constructor(private readonly db: Db) {}

  matchOf(query: TextQuery): string | null {
    return sqliteMatch(query);
  }

  // The in-memory index is read as groups of positions sharing every indexed value (some 20,000
  // at 100,000 positions) with their ids as one text: far fewer values to hand over than one row per
  // position. The queries read only covering indexes of migration 4. One read transaction: the
  // version stored with the index is the one its rows were read at, whoever writes meanwhile.
  readIndex(domain: string, now: string): Promise<IndexRows> {
    return this.db.transaction().execute(async (trx) => {
      const version = await searchVersion(trx, domain);
      const { rows: order } = await sql<{ ids: string | null }>`SELECT group_concat(id, ',' ORDER BY posted_at DESC, id DESC) AS ids
        FROM positions WHERE domain = ${domain} AND archived_at IS NULL`.execute(trx);
      const { rows: groups } = await sql<IndexGroupRow>`SELECT department, employment_type, city, country, is_remote, lat, lng, location_name,
          group_concat(id) AS ids
        FROM positions WHERE domain = ${domain} AND archived_at IS NULL
        GROUP BY department, employment_type, city, country, is_remote, lat, lng, location_name`.execute(trx);
      const { rows: skills } = await sql<{ skill: string; ids: string }>`SELECT skill, group_concat(position_id) AS ids
        FROM position_skills WHERE domain = ${domain} GROUP BY skill ORDER BY skill`.execute(trx);
      // The index positions_titles (migration 6) covers it.
      const { rows: titles } = await sql<{ title: string; ids: string }>`SELECT title, group_concat(id) AS ids
        FROM positions WHERE domain = ${domain} AND archived_at IS NULL GROUP BY title`.execute(trx);
      const { rows: edges } = await sql<ExpiryRow>`SELECT group_concat(CASE WHEN valid_through <= ${now} THEN id END) AS expired_ids,
          MAX(CASE WHEN valid_through <= ${now} THEN valid_through END) AS expired_through,
          MIN(CASE WHEN valid_through > ${now} THEN valid_through END) AS next_expiry
        FROM positions WHERE domain = ${domain} AND archived_at IS NULL`.execute(trx);
      return { version, order: order[0]?.ids ?? '', groups, skills, titles, ...expiryOf(edges[0]) };
    });
  }

  // One pass over the full-text index, ids only, handed over as one text (a third faster than one
  // row per id at 50,000 matches). Every company's matches: the caller keeps its own.
  async matchingIds(_domain: string, match: string): Promise<string> {
    const { rows } = await sql<{ ids: string | null }>`SELECT group_concat(rowid) AS ids FROM positions_fts WHERE positions_fts MATCH ${match}`.execute(this.db);
    return rows[0]?.ids ?? '';
  }

  // `+rowid` keeps the IN list a filter: as a constraint it would re-run the full-text query once per id.
  async matchesAmong(_domain: string, match: string, ids: number[], scored: boolean): Promise<Scored[]> {
    const score = scored ? BM25 : sql.raw('0');
    const { rows } = await sql<{ id: number; score: number }>`SELECT rowid AS id, ${score} AS score FROM positions_fts
      WHERE positions_fts MATCH ${match} AND +rowid IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`.execute(this.db);
    return rows.map((r) => [r.id, r.score]);
  }

  // bm25 costs most of a ranked search (it reads each matching row's sizes), so SQLite keeps only
  // the best `limit` rows instead of handing every score over.
  async rankedMatches(_domain: string, match: string, limit: number, ids: number[] | null): Promise<Scored[]> {
    const among = ids ? sql`AND +rowid IN (SELECT value FROM json_each(${JSON.stringify(ids)}))` : sql``;
    const { rows } = await sql<{ id: number; score: number }>`SELECT rowid AS id, ${BM25} AS score FROM positions_fts
      WHERE positions_fts MATCH ${match} ${among} ORDER BY score LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => [r.id, r.score]);
  }
}

export function sqliteSearchStore(db: Db): SearchStore {
  return new SqliteSearchStore(db);
}
