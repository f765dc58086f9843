import type { Db } from '../../db/database';
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

const RECORD_COLUMNS = [...POSITION_COLUMNS, 'domain', 'salary_min', 'salary_max', 'salary_currency', 'valid_through'] as const;

/** The API contract's answer for an unknown position, or one of another company. */
export const positionNotFound = () => new AppError(404, 'not_found', 'Position not found.');

/**
 * Saving a closed position or adding it to the job cart (issue 24 item 13): the page no longer offers
 * either, but a page opened before the position closed still can. Taking it off stays allowed. The
 * code is the one applying to a closed position answers; the text is the job page's own notice.
 */
export const positionClosedToAdding = () => new AppError(409, 'position_closed', 'This position is closed and no longer takes applications.');

/** The company's position `id` (live or archived), or null. */
export async function findPosition(db: Db, domain: string, id: number): Promise<PositionRecord | null> {
  return (await db.selectFrom('positions').select(RECORD_COLUMNS).where('domain', '=', domain).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Like findPosition, but a missing position is the 404 every position call answers. */
export async function getPosition(db: Db, domain: string, id: number): Promise<PositionRecord> {
  const position = await findPosition(db, domain, id);
  if (!position) throw positionNotFound();
  return position;
}

/** The company's positions among `ids` (unknown ids are left out), by id. */
export async function positionsByIds(db: Db, domain: string, ids: readonly number[]): Promise<Map<number, PositionRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('positions').select(RECORD_COLUMNS).where('domain', '=', domain).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
