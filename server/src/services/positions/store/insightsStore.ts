import { sql, type RawBuilder } from 'kysely';
import { engineOf, type Db } from '../../../db/database';
import type { PositionRecord } from '../positionLookup';
import { postgresInsightsStore } from './postgresInsightsStore';
import { sqliteInsightsStore } from './sqliteInsightsStore';
import type { SimilarRole } from '@careers/shared/contracts/positions';

/** The median days from application to decision of one department, or of the company (department null). */
export interface TimeToHireRow {
  department: string | null;
  days: number;
  samples: number;
}

/**
 * What the position page's insights ask of the database, once per engine: the full-text index
 * narrows "same city" and "title shares words" (no ordinary index leads with those), and time
 * differences are written differently (julianday on SQLite, timestamps on PostgreSQL).
 */
export interface InsightsStore {
  /**
   * Open roles of the position's department in its city, the position itself not counted. Open at `now`
   * (an ISO text, as valid_through is stored): not archived and not past valid_through (isPositionClosed).
   */
  otherOpenRoles(position: PositionRecord, now: string): Promise<number>;
  /**
   * Roles of the company open at `now` whose title has every one of `words` (or any, unless `every`), taken
   * from the first `candidates` the full-text index hands over: same department first, newest next.
   */
  rolesWithTitleWords(position: PositionRecord, words: string[], every: boolean, exclude: number[], candidates: number, limit: number, now: string): Promise<SimilarRole[]>;
  /** The medians of decided applications (no longer active) per department, and the company's. */
  timeToHire(domain: string): Promise<TimeToHireRow[]>;
}

/**
 * Open at `now` in SQL, the edge isPositionClosed and the job sitemaps use: valid_through is toISOString()
 * text on both engines, so text order is time order. `p` is the positions table's name or alias in the query.
 */
export const openAt = (now: string, p = 'positions') =>
  sql<boolean>`${sql.ref(`${p}.archived_at`)} IS NULL AND (${sql.ref(`${p}.valid_through`)} IS NULL OR ${sql.ref(`${p}.valid_through`)} > ${now})`;

/** The store for the engine `db` runs on. */
export function insightsStoreOf(db: Db): InsightsStore {
  return engineOf(db) === 'postgres' ? postgresInsightsStore(db) : sqliteInsightsStore(db);
}

/**
 * The median of each group in SQL, so no row reaches JavaScript; the company's figure is the group
 * with department NULL. `days` and `decided` are the engine's way of saying "days between".
 */
export const timeToHireQuery = (domain: string, days: RawBuilder<number>, decided: RawBuilder<boolean>) => sql<TimeToHireRow>`
  WITH decided AS (
    SELECT p.department, ${days} AS days
    FROM applications a JOIN positions p ON p.id = a.position_id
    WHERE a.domain = ${domain} AND a.is_active = 0 AND ${decided}
  ),
  grouped AS (
    SELECT department, days FROM decided UNION ALL SELECT NULL, days FROM decided
  ),
  ranked AS (
    SELECT department, days,
      ROW_NUMBER() OVER (PARTITION BY department ORDER BY days) AS n,
      COUNT(*) OVER (PARTITION BY department) AS samples
    FROM grouped
  )
  SELECT department, AVG(days) AS days, MAX(samples) AS samples FROM ranked
  WHERE n IN ((samples + 1) / 2, (samples + 2) / 2) GROUP BY department`;
