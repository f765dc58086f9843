import { engineOf, type Db, type Tx } from '../../db/database';
import { conflict, notFound, said } from '../../domainErrors';
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
export const positionNotFound = () => notFound('not_found', said('server.positions.notFound'));

/**
 * Saving a closed position or adding it to the job cart (issue 24 item 13): the page no longer offers
 * either, but a page opened before the position closed still can. Taking it off stays allowed. The
 * code is the one applying to a closed position answers; the text is the job page's own notice.
 */
export const positionClosedToAdding = () => conflict('position_closed', 'This position is closed and no longer takes applications.');

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

/**
 * The company's positions among `ids` as a write that adds to them (save, job cart, application, draft)
 * must check them: read inside that write's transaction, so the closed check (isPositionClosed) and the
 * write see one state. On PostgreSQL (read committed) FOR SHARE holds the rows against the import's
 * archiving UPDATE until the transaction ends, and waits for an archive already under way, then reads what
 * it committed; a foreign key's lock (FOR KEY SHARE) does not conflict with that UPDATE, so the insert alone
 * let an archive slip between check and write. SQLite needs no lock: its transactions begin immediate
 * (db/database.ts), so no other writer runs between the read and the commit. Rows lock in id order, the
 * order the import locks the rows it writes in (importPositions.ts), so the two cannot deadlock.
 */
export async function positionsToAddTo(trx: Tx, domain: string, ids: readonly number[]): Promise<Map<number, PositionRecord>> {
  if (ids.length === 0) return new Map();
  const query = trx.selectFrom('positions').select(RECORD_COLUMNS).where('domain', '=', domain).where('id', 'in', [...ids]).orderBy('id');
  const rows = await (engineOf(trx) === 'postgres' ? query.forShare() : query).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** positionsToAddTo for one position: the 404 every position call answers when the company has no such one. */
export async function positionToAddTo(trx: Tx, domain: string, id: number): Promise<PositionRecord> {
  const position = (await positionsToAddTo(trx, domain, [id])).get(id);
  if (!position) throw positionNotFound();
  return position;
}
