import { lockKey, type Db } from '../../db/database';
import { badInput } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { POSITION_COLUMNS, toSearchPosition } from '../search/positionView';
import { isPositionClosed } from './isPositionClosed';
import { getPosition, positionClosedToAdding, positionToAddTo } from './positionLookup';
import type { PositionAction, SavedPosition } from '@careers/shared/contracts/positions';

/** Positions a candidate may keep saved; far above real use, a bound on what one account can store. */
export const MAX_SAVED_POSITIONS = 500;
const tooManySaved = () =>
  badInput('invalid_request', `You can save at most ${MAX_SAVED_POSITIONS} positions. Unsave some first.`);

export async function isSaved(db: Db, candidate: Candidate | null, positionId: number): Promise<boolean> {
  if (!candidate) return false;
  const row = await db
    .selectFrom('saved_positions')
    .select('position_id')
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .where('position_id', '=', positionId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the candidate has an active application for the position: the one rule for the position page's
 * isApplied and for refusing a second application (a closed, rejected one does not stop a new one).
 */
export async function hasApplied(db: Db, candidate: Candidate | null, positionId: number): Promise<boolean> {
  if (!candidate) return false;
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .where('position_id', '=', positionId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

async function savedCount(db: Db, candidate: Candidate): Promise<number> {
  const { count } = await db
    .selectFrom('saved_positions')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('domain', '=', candidate.domain)
    .where('candidate_id', '=', candidate.id)
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * Saves or unsaves one of the company's positions for the candidate; doing it twice changes nothing
 * more. Returns whether it is saved afterwards. Unknown position → 404; saving a position closed at
 * `now` (ms; archived or expired) the candidate has not saved already → 409 (unsaving it still works).
 */
export async function applyPositionAction(db: Db, candidate: Candidate, positionId: number, action: PositionAction, now: number): Promise<boolean> {
  if (action === 'unsave') {
    await getPosition(db, candidate.domain, positionId);
    await db
      .deleteFrom('saved_positions')
      .where('domain', '=', candidate.domain)
      .where('candidate_id', '=', candidate.id)
      .where('position_id', '=', positionId)
      .execute();
    return isSaved(db, candidate, positionId);
  }
  return db.transaction().execute(async (trx) => {
    // The limit holds when two instances save for the same candidate at once.
    await lockKey(trx, `saved_positions:${candidate.id}`);
    // Read here, not before the transaction: an import archiving it meanwhile must not let the save through.
    const position = await positionToAddTo(trx, candidate.domain, positionId);
    if (await isSaved(trx, candidate, positionId)) return true;
    if (isPositionClosed(position, now)) throw positionClosedToAdding();
    if ((await savedCount(trx, candidate)) >= MAX_SAVED_POSITIONS) throw tooManySaved();
    await trx
      .insertInto('saved_positions')
      .values({ domain: candidate.domain, candidate_id: candidate.id, position_id: positionId, created_at: new Date(now).toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return isSaved(trx, candidate, positionId);
  });
}

/**
 * Everything the candidate saved, closed positions included (is_closed, and archived_at when archived), newest
 * first; saves of the same millisecond by position, newest position first. `now`: ms, the server's clock (ctx.now).
 */
export async function listSavedPositions(db: Db, candidate: Candidate, now: number): Promise<SavedPosition[]> {
  const rows = await db
    .selectFrom('saved_positions as s')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 's.position_id').onRef('p.domain', '=', 's.domain'))
    .select([...POSITION_COLUMNS.map((c) => `p.${c}` as const), 'p.valid_through', 's.created_at as saved_at'])
    .where('s.domain', '=', candidate.domain)
    .where('s.candidate_id', '=', candidate.id)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.position_id', 'desc')
    .execute();
  return rows.map((row) => ({ ...toSearchPosition(row, [], null), saved_at: row.saved_at, is_closed: isPositionClosed(row, now) }));
}
