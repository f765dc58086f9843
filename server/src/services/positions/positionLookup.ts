import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import { POSITION_COLUMNS, type PositionRow } from '../search/positionView';

/** A position row with what the details page adds to a search result. */
export interface PositionRecord extends PositionRow {
  domain: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  valid_through: string | null;
}

const RECORD_COLUMNS = `${POSITION_COLUMNS}, domain, salary_min, salary_max, salary_currency, valid_through`;

/** The API contract's answer for an unknown position, or one of another company. */
export const positionNotFound = () => new AppError(404, 'not_found', 'Position not found.');

/** The company's position `id` (live or archived), or null. */
export function findPosition(db: Db, domain: string, id: number): PositionRecord | null {
  return (sql(db, `SELECT ${RECORD_COLUMNS} FROM positions WHERE domain = ? AND id = ?`).get(domain, id) as PositionRecord | undefined) ?? null;
}

/** Like findPosition, but a missing position is the 404 every position call answers. */
export function getPosition(db: Db, domain: string, id: number): PositionRecord {
  const position = findPosition(db, domain, id);
  if (!position) throw positionNotFound();
  return position;
}

/** The company's positions among `ids` (unknown ids are left out), by id. */
export function positionsByIds(db: Db, domain: string, ids: readonly number[]): Map<number, PositionRecord> {
  if (ids.length === 0) return new Map();
  const rows = sql(db, `SELECT ${RECORD_COLUMNS} FROM positions WHERE domain = ? AND id IN (SELECT value FROM json_each(?))`).all(
    domain,
    JSON.stringify(ids),
  ) as PositionRecord[];
  return new Map(rows.map((r) => [r.id, r]));
}
