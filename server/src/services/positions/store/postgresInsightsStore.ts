import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { wordsOf } from '../../search/vocabulary';
import type { PositionRecord } from '../positionLookup';
import { openAt, timeToHireQuery, type InsightsStore } from './insightsStore';
import type { SimilarRole } from '@careers/shared/contracts/positions';

// Words of a title or place hold only letters and digits (wordsOf); quoting keeps them operands.
const lexeme = (word: string, weight: 'A' | 'C') => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':${weight}`;

/** Insights on PostgreSQL: positions.search_text (migration 2), titles weighted A and places C. */
class PostgresInsightsStore implements InsightsStore {
  constructor(private readonly db: Db) {}

  // The GIN index narrows to positions in the city first, as FTS5 does on SQLite.
  async otherOpenRoles(position: PositionRecord, now: string): Promise<number> {
    const words = wordsOf(position.city);
    const inCity = words.length ? sql`AND search_text @@ to_tsquery('careers', ${words.map((w) => lexeme(w, 'C')).join(' <-> ')})` : sql``;
    const { rows } = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM positions
      WHERE domain = ${position.domain} AND ${openAt(now)} AND department = ${position.department} AND city = ${position.city}
        AND id <> ${position.id} ${inCity}`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  async rolesWithTitleWords(position: PositionRecord, words: string[], every: boolean, exclude: number[], candidates: number, limit: number, now: string): Promise<SimilarRole[]> {
    const match = words.map((w) => lexeme(w, 'A')).join(every ? ' & ' : ' | ');
    const { rows } = await sql<SimilarRole>`SELECT p.id, p.title AS name, p.location_name AS location
      FROM (SELECT id FROM positions WHERE search_text @@ to_tsquery('careers', ${match}) AND domain = ${position.domain} AND ${openAt(now)}
        LIMIT ${candidates}) f
      JOIN positions p ON p.id = f.id
      WHERE p.id <> ALL(${exclude}::int[])
      ORDER BY p.department = ${position.department} DESC, p.posted_at COLLATE "C" DESC LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async timeToHire(domain: string) {
    const days = sql<number>`EXTRACT(EPOCH FROM a.updated_at::timestamptz - a.created_at::timestamptz)::float8 / 86400`;
    const decided = sql<boolean>`a.updated_at::timestamptz >= a.created_at::timestamptz`;
    return (await timeToHireQuery(domain, days, decided).execute(this.db)).rows;
  }
}

export function postgresInsightsStore(db: Db): InsightsStore {
  return new PostgresInsightsStore(db);
}
