import type { Db as SqliteDb } from '../../db/connection';
import { sql } from '../../db/statements';
import type { Candidate } from '../candidates';
import { POSITION_COLUMNS } from '../search/positionView';
import type { PositionRecord } from './positionLookup';

// TRANSITIONAL: the reads of positionLookup.ts and savedPositions.ts, synchronous over the raw
// SQLite handle, for the services not yet on Kysely that call them inside their own synchronous
// transactions (forms/applications.ts, jobCart/jobCart.ts). Each goes when its last caller moves to
// the async functions of the same name; nothing new may use them.

const RECORD_COLUMNS = [...POSITION_COLUMNS, 'domain', 'salary_min', 'salary_max', 'salary_currency', 'valid_through'].join(', ');

/** @deprecated Use findPosition (positionLookup.ts). */
export function findPositionSync(db: SqliteDb, domain: string, id: number): PositionRecord | null {
  return (sql(db, `SELECT ${RECORD_COLUMNS} FROM positions WHERE domain = ? AND id = ?`).get(domain, id) as PositionRecord | undefined) ?? null;
}

/** @deprecated Use positionsByIds (positionLookup.ts). */
export function positionsByIdsSync(db: SqliteDb, domain: string, ids: readonly number[]): Map<number, PositionRecord> {
  if (ids.length === 0) return new Map();
  const rows = sql(db, `SELECT ${RECORD_COLUMNS} FROM positions WHERE domain = ? AND id IN (SELECT value FROM json_each(?))`).all(
    domain,
    JSON.stringify(ids),
  ) as PositionRecord[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** @deprecated Use hasApplied (savedPositions.ts). */
export function hasAppliedSync(db: SqliteDb, candidate: Candidate | null, positionId: number): boolean {
  if (!candidate) return false;
  return sql(db, 'SELECT 1 FROM applications WHERE domain = ? AND candidate_id = ? AND position_id = ? AND is_active = 1').get(
    candidate.domain, candidate.id, positionId,
  ) !== undefined;
}
