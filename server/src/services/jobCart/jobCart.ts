import { sql } from 'kysely';
import { lockKey, type Db, type Tx } from '../../db/database';
import { isRowId } from '../../db/rowIds';
import { badInput, notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { isPositionClosed } from '../positions/isPositionClosed';
import { positionClosedToAdding, positionsToAddTo } from '../positions/positionLookup';
import type { Domain } from '../domains';
import { ANONYMOUS_SESSION_TTL_HOURS, type Session } from '../sessions';
import { MAX_CART_ITEMS, type CartOperation, type JobCartData } from '@careers/shared/contracts/jobCart';

/** Whose cart: a candidate's (kept across sessions) or a visitor session's (until log-in). */
export type CartOwner =
  | { kind: 'candidate'; domain: string; candidateId: number }
  | { kind: 'session'; domain: string; sessionHash: string };

/** Older configs have no jobCartConfig: missing means off. */
export function isJobCartEnabled(domain: Domain): boolean {
  return domain.settings.configs.pcsxConfig.jobCartConfig?.enabled === true;
}

export const jobCartDisabled = () => notFound('not_found', 'Job cart is not enabled.');

export function cartOwner(domainId: string, candidate: Candidate | null, session: Session | null): CartOwner | null {
  if (candidate && candidate.domain === domainId) return { kind: 'candidate', domain: domainId, candidateId: candidate.id };
  if (session) return { kind: 'session', domain: domainId, sessionHash: session.idHash };
  return null;
}

/** The cart's position ids in the order they were added. */
async function cartIds(db: Db, owner: CartOwner): Promise<number[]> {
  const rows =
    owner.kind === 'candidate'
      ? await db
          .selectFrom('job_cart_candidate_items')
          .select('position_id')
          .where('domain', '=', owner.domain)
          .where('candidate_id', '=', owner.candidateId)
          .orderBy('created_at')
          .orderBy('position_id')
          .execute()
      : await db
          .selectFrom('job_cart_session_items')
          .select('position_id')
          .where('domain', '=', owner.domain)
          .where('session_hash', '=', owner.sessionHash)
          .orderBy('created_at')
          .orderBy('position_id')
          .execute();
  return rows.map((row) => row.position_id);
}

/** The cart's positions in the order they were added, closed ones named as at `now` (ms); an owner-less visitor has an empty cart. */
export async function readCart(db: Db, owner: CartOwner | null, now: number): Promise<JobCartData> {
  const ids = owner ? await cartIds(db, owner) : [];
  if (!owner || ids.length === 0) return { items: [], invalidPositionIds: [] };
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'title as name', 'location_name as location', 'archived_at', 'valid_through'])
    .where('domain', '=', owner.domain)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    items: found.map(({ valid_through: _closesBy, ...item }) => item),
    invalidPositionIds: found.filter((row) => isPositionClosed(row, now)).map((row) => row.id),
  };
}

// Changes to one cart (two tabs, two instances) happen one after the other, so the size check holds.
const lockCart = (trx: Tx, owner: CartOwner) =>
  lockKey(trx, owner.kind === 'candidate' ? `job_cart:${owner.domain}:c${owner.candidateId}` : `job_cart:${owner.domain}:s${owner.sessionHash}`);

/**
 * Adds or removes positions and returns the cart afterwards. Adding an id the company does not have
 * is refused (400 naming the ids), as is adding a position closed at `now` (ms; archived or expired)
 * not already in the cart (409) and going over MAX_CART_ITEMS; nothing is written then. Closed
 * positions can always be removed. Removing what is not in the cart changes nothing.
 */
export async function updateCart(db: Db, owner: CartOwner, ids: readonly number[], operation: CartOperation, now: number): Promise<JobCartData> {
  const unique = [...new Set(ids)];
  await deleteStaleSessionCarts(db, new Date(now));
  // Ids no row can have are asked of neither engine (see isRowId): unknown when added, absent when removed.
  const askable = unique.filter(isRowId);
  if (unique.length === 0) return await readCart(db, owner, now);
  return await db.transaction().execute(async (trx) => {
    await lockCart(trx, owner);
    if (operation === 'remove') {
      if (askable.length === 0) return await readCart(trx, owner, now);
      if (owner.kind === 'candidate') {
        await trx.deleteFrom('job_cart_candidate_items')
          .where('domain', '=', owner.domain).where('candidate_id', '=', owner.candidateId).where('position_id', 'in', askable).execute();
      } else {
        await trx.deleteFrom('job_cart_session_items')
          .where('domain', '=', owner.domain).where('session_hash', '=', owner.sessionHash).where('position_id', 'in', askable).execute();
      }
      return await readCart(trx, owner, now);
    }
    // Held (FOR SHARE on PostgreSQL) until the insert commits: an import cannot archive one in between.
    const known = await positionsToAddTo(trx, owner.domain, askable);
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length) {
      throw badInput('invalid_request', `Unknown position ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}.`);
    }
    const current = new Set(await cartIds(trx, owner));
    const added = unique.filter((id) => !current.has(id));
    if (added.some((id) => isPositionClosed(known.get(id)!, now))) throw positionClosedToAdding();
    if (current.size + added.length > MAX_CART_ITEMS) {
      throw badInput('invalid_request', `The job cart holds at most ${MAX_CART_ITEMS} positions.`);
    }
    // One millisecond apart: the cart lists positions in the order they were given.
    const at = (n: number) => new Date(now + n).toISOString();
    if (added.length && owner.kind === 'candidate') {
      await trx.insertInto('job_cart_candidate_items')
        .values(added.map((id, n) => ({ domain: owner.domain, candidate_id: owner.candidateId, position_id: id, created_at: at(n) })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else if (added.length && owner.kind === 'session') {
      await trx.insertInto('job_cart_session_items')
        .values(added.map((id, n) => ({ domain: owner.domain, session_hash: owner.sessionHash, position_id: id, created_at: at(n) })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return await readCart(trx, owner, now);
  });
}

/**
 * A visitor's cart becomes the candidate's at log-in (the session id changes then). Positions the
 * candidate already has stay once; the cart stays within MAX_CART_ITEMS, earliest additions first.
 */
export async function moveSessionCart(db: Db, sessionHash: string, candidate: Candidate): Promise<number> {
  return await db.transaction().execute(async (trx) => {
    const owner: CartOwner = { kind: 'candidate', domain: candidate.domain, candidateId: candidate.id };
    await lockCart(trx, owner);
    const room = MAX_CART_ITEMS - (await cartIds(trx, owner)).length;
    let moved = 0;
    if (room > 0) {
      const result = await trx
        .insertInto('job_cart_candidate_items')
        .columns(['domain', 'candidate_id', 'position_id', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('job_cart_session_items as s')
            // A typed value: PostgreSQL reads a bare parameter in a select list as text.
            .select(['s.domain', sql<number>`cast(${candidate.id} as integer)`.as('candidate_id'), 's.position_id', 's.created_at'])
            .where('s.domain', '=', candidate.domain)
            .where('s.session_hash', '=', sessionHash)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('job_cart_candidate_items as c').select('c.position_id').where('c.candidate_id', '=', candidate.id).whereRef('c.position_id', '=', 's.position_id'))),
            )
            .orderBy('s.created_at')
            .orderBy('s.position_id')
            .limit(room),
        )
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      moved = Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    // Domain first, as the primary key leads with it: one index range, not a scan of every visitor cart.
    // (A cart the same visitor kept at another company is not this company's to move or delete.)
    await trx.deleteFrom('job_cart_session_items').where('domain', '=', candidate.domain).where('session_hash', '=', sessionHash).execute();
    return moved;
  });
}

/**
 * Visitor carts outlive nothing: a row older than the longest visitor session belongs to a session
 * that has ended. (Rows are not tied to sessions by a foreign key; see migration 005.)
 */
export async function deleteStaleSessionCarts(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ANONYMOUS_SESSION_TTL_HOURS * 3_600_000).toISOString();
  const result = await db.deleteFrom('job_cart_session_items').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The cart's position ids, for the assistant; none when the feature is off or nobody is known. */
export async function cartPositionIds(db: Db, owner: CartOwner | null): Promise<number[]> {
  return owner ? await cartIds(db, owner) : [];
}
