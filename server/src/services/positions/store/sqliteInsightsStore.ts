import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { PositionRecord } from '../positionLookup';
import { openAt, timeToHireQuery, type InsightsStore } from './insightsStore';
import type { SimilarRole } from '@careers/shared/contracts/positions';

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Insights on SQLite: FTS5's positions_fts (migration 2), whose index covers every company. */
class SqliteInsightsStore implements InsightsStore {
  constructor(private readonly db: Db) {}

  // The full-text index narrows to positions in the city first (a few hundred even in a large
  // company); a plain COUNT would read every open position's index entry.
  async otherOpenRoles(position: PositionRecord, now: string): Promise<number> {
    const { rows } = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM positions_fts CROSS JOIN positions p ON p.id = positions_fts.rowid
      WHERE positions_fts MATCH ${`location_name : ${phrase(position.city)}`} AND p.domain = ${position.domain} AND ${openAt(now, 'p')}
        AND p.department = ${position.department} AND p.city = ${position.city} AND p.id <> ${position.id}`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  // CROSS JOIN: start from the few candidates, not from every open position of the company.
  async rolesWithTitleWords(position: PositionRecord, words: string[], every: boolean, exclude: number[], candidates: number, limit: number, now: string): Promise<SimilarRole[]> {
    const match = `title : (${words.map(phrase).join(every ? ' AND ' : ' OR ')})`;
    const { rows } = await sql<SimilarRole>`SELECT p.id, p.title AS name, p.location_name AS location
      FROM (SELECT rowid AS id FROM positions_fts WHERE positions_fts MATCH ${match} LIMIT ${candidates}) f
      CROSS JOIN positions p ON p.id = f.id
      WHERE p.domain = ${position.domain} AND ${openAt(now, 'p')} AND p.id NOT IN (SELECT value FROM json_each(${JSON.stringify(exclude)}))
      ORDER BY p.department = ${position.department} DESC, p.posted_at DESC LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async timeToHire(domain: string) {
    const days = sql<number>`julianday(a.updated_at) - julianday(a.created_at)`;
    const decided = sql<boolean>`julianday(a.updated_at) >= julianday(a.created_at)`;
    return (await timeToHireQuery(domain, days, decided).execute(this.db)).rows;
  }
}

export function sqliteInsightsStore(db: Db): InsightsStore {
  return new SqliteInsightsStore(db);
}
