import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { searchVersion } from '../searchVersion';
import { expiryOf, type ExpiryRow } from './expiryRow';
import type { TextQuery, TextTerm } from '../ftsQuery';
import { asPrefix } from './descriptionPrefix';
import type { IndexGroupRow, IndexRows, Scored, SearchStore } from './searchStore';

// A quoted tsquery operand. Words hold only letters and digits (ftsQuery.ts), so '&', '|', '!',
// ':' or parentheses a visitor types never get here; quoting is the second line of defence.
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

// Weights A, B, C are title, department and skills, location: every part but the description (D).
const termMatch = (term: TextTerm, weights: string) => {
  const word = asPrefix(term.word, !weights) ? `${lexeme(term.word)}:*${weights}` : `${lexeme(term.word)}${weights ? `:${weights}` : ''}`;
  return term.fixes.length ? `(${[word, ...term.fixes.map((fix) => `${lexeme(fix)}${weights ? `:${weights}` : ''}`)].join(' | ')})` : word;
};

/**
 * The tsquery text of a text query, for to_tsquery('careers', …), which stems and unaccents each
 * word as the stored text was: every word as a prefix (':*'; short words whole when descriptions are searched), a place's words in the location (C) only,
 * descriptions (D) only when asked.
 */
export function postgresMatch(query: TextQuery): string | null {
  const weights = (query.descriptions ?? true) ? '' : 'ABC';
  const parts = [...query.terms.map((term) => termMatch(term, weights)), ...query.place.map((w) => `${lexeme(w)}:*C`)];
  return parts.join(' & ') || null;
}

// ts_rank's weights for D, C, B, A (description, location, department and skills, title): bm25's
// column weights on SQLite (1, 2, 4-6, 10) scaled to 1. Normalization 1 divides by 1 + the log of
// the length, as bm25 ranks a word in a short text above the same word in a long one. It reads
// search_rank_text, the vector without the description (migration 2), which sits in the row.
const RANK = sql.raw(`ts_rank('{0.1, 0.2, 0.5, 1.0}'::float4[], search_rank_text, q, 1)`);
const query = (match: string) => sql`to_tsquery('careers', ${match})`;

/**
 * The search on PostgreSQL: positions.search_text, a weighted tsvector with a GIN index
 * (migration 2). Scores are -ts_rank, so lower is better as with bm25.
 */
class PostgresSearchStore implements SearchStore {
  constructor(private readonly db: Db) {}

  /**
   * Runs a text query where the planner may not read the table instead of the GIN index. A common
   * word matches half the positions, and the planner then prefers reading every row (or an index on
   * the company) and testing each search_text, which must be fetched out of line and decompressed:
   * four to five times slower than the index's list of matches. Matching reads the index and the
   * rows' ids only, as FTS5 does, so it filters neither company nor archived positions either; the
   * caller keeps its own. A list of ids is tested as `id + 0`, which no index can answer: looked up
   * by primary key, each listed row's search_text would be fetched and decompressed to test it, while
   * the array (a parameter, so a constant to the planner) is hashed and checked against the matches.
   */
  private withIndex<R>(run: (trx: Db) => Promise<R>): Promise<R> {
    return this.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return run(trx);
    });
  }

  matchOf(textQuery: TextQuery): string | null {
    return postgresMatch(textQuery);
  }

  // Repeatable read: every statement sees the snapshot of the first (read committed would give each
  // its own), so the version stored with the index is the one its rows were read at.
  readIndex(domain: string, now: string): Promise<IndexRows> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const version = await searchVersion(trx, domain);
        // Times sort as their UTF-8 bytes (SQLite's order), whatever the database's collation; as bytes
        // the sort is also several times faster than comparing text, even under COLLATE "C".
        const { rows: order } = await sql<{ ids: string | null }>`SELECT string_agg(id::text, ',' ORDER BY convert_to(posted_at, 'UTF8') DESC, id DESC) AS ids
          FROM positions WHERE domain = ${domain} AND archived_at IS NULL`.execute(trx);
        const { rows: groups } = await sql<IndexGroupRow>`SELECT department, employment_type, city, country, is_remote, lat, lng, location_name,
            string_agg(id::text, ',') AS ids
          FROM positions WHERE domain = ${domain} AND archived_at IS NULL
          GROUP BY department, employment_type, city, country, is_remote, lat, lng, location_name`.execute(trx);
        const { rows: skills } = await sql<{ skill: string; ids: string }>`SELECT skill, string_agg(position_id::text, ',') AS ids
          FROM position_skills WHERE domain = ${domain} GROUP BY skill`.execute(trx);
        const { rows: titles } = await sql<{ title: string; ids: string }>`SELECT title, string_agg(id::text, ',') AS ids
          FROM positions WHERE domain = ${domain} AND archived_at IS NULL GROUP BY title`.execute(trx);
        const { rows: edges } = await sql<ExpiryRow>`SELECT string_agg(CASE WHEN valid_through <= ${now} THEN id::text END, ',') AS expired_ids,
            MAX(CASE WHEN valid_through <= ${now} THEN valid_through END) AS expired_through,
            MIN(CASE WHEN valid_through > ${now} THEN valid_through END) AS next_expiry
          FROM positions WHERE domain = ${domain} AND archived_at IS NULL`.execute(trx);
        return { version, order: order[0]?.ids ?? '', groups, skills, titles, ...expiryOf(edges[0]) };
      });
  }

  async matchingIds(_domain: string, match: string): Promise<string> {
    const { rows } = await this.withIndex((trx) =>
      sql<{ ids: string | null }>`SELECT string_agg(id::text, ',') AS ids FROM positions WHERE search_text @@ ${query(match)}`.execute(trx),
    );
    return rows[0]?.ids ?? '';
  }

  async matchesAmong(_domain: string, match: string, ids: number[], scored: boolean): Promise<Scored[]> {
    const score = scored ? sql`-${RANK}` : sql.raw('0');
    const { rows } = await this.withIndex((trx) =>
      sql<{ id: number; score: number }>`SELECT id, ${score} AS score FROM positions, ${query(match)} AS q
        WHERE search_text @@ q AND id + 0 = ANY(${ids}::int[])`.execute(trx),
    );
    return rows.map((r) => [r.id, r.score]);
  }

  async rankedMatches(_domain: string, match: string, limit: number, ids: number[] | null): Promise<Scored[]> {
    const among = ids ? sql`AND id + 0 = ANY(${ids}::int[])` : sql``;
    const { rows } = await this.withIndex((trx) =>
      sql<{ id: number; score: number }>`SELECT id, -${RANK} AS score FROM positions, ${query(match)} AS q
        WHERE search_text @@ q ${among} ORDER BY score LIMIT ${limit}`.execute(trx),
    );
    return rows.map((r) => [r.id, r.score]);
  }
}

export function postgresSearchStore(db: Db): SearchStore {
  return new PostgresSearchStore(db);
}
