import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { AppError } from '../../errors';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { positionsByIdsSync as positionsByIds } from '../positions/legacyPositionReads';
import { ANONYMOUS_SESSION_TTL_HOURS, type Session } from '../sessions';

export const MAX_CART_ITEMS = 50;
export const CART_OPERATIONS = ['add', 'remove'] as const;
export type CartOperation = (typeof CART_OPERATIONS)[number];

export interface JobCartItem {
  id: number;
  name: string;
  location: string;
  archived_at: string | null;
}

/** The cart as the API answers it (spec §3 Job cart). */
export interface JobCartData {
  items: JobCartItem[];
  /** Positions in the cart that have been closed since they were added. */
  invalidPositionIds: number[];
}

/** Whose cart: a candidate's (kept across sessions) or a visitor session's (until log-in). */
export type CartOwner =
  | { kind: 'candidate'; domain: string; candidateId: number }
  | { kind: 'session'; domain: string; sessionHash: string };

/** Older configs have no jobCartConfig: missing means off. */
export function isJobCartEnabled(domain: Domain): boolean {
  return domain.settings.configs.pcsxConfig.jobCartConfig?.enabled === true;
}

export const jobCartDisabled = () => new AppError(404, 'not_found', 'Job cart is not enabled.');

export function cartOwner(domainId: string, candidate: Candidate | null, session: Session | null): CartOwner | null {
  if (candidate && candidate.domain === domainId) return { kind: 'candidate', domain: domainId, candidateId: candidate.id };
  if (session) return { kind: 'session', domain: domainId, sessionHash: session.idHash };
  return null;
}

const table = (owner: CartOwner) => (owner.kind === 'candidate' ? 'job_cart_candidate_items' : 'job_cart_session_items');
const ownerColumn = (owner: CartOwner) => (owner.kind === 'candidate' ? 'candidate_id' : 'session_hash');
const ownerKey = (owner: CartOwner) => (owner.kind === 'candidate' ? owner.candidateId : owner.sessionHash);

function cartIds(db: Db, owner: CartOwner): number[] {
  return sql(db, `SELECT position_id FROM ${table(owner)} WHERE domain = ? AND ${ownerColumn(owner)} = ? ORDER BY created_at, position_id`)
    .pluck()
    .all(owner.domain, ownerKey(owner)) as number[];
}

/** The cart's positions in the order they were added; an owner-less visitor has an empty cart. */
export function readCart(db: Db, owner: CartOwner | null): JobCartData {
  if (!owner) return { items: [], invalidPositionIds: [] };
  const rows = sql(
    db,
    `SELECT p.id, p.title AS name, p.location_name AS location, p.archived_at FROM ${table(owner)} c
     JOIN positions p ON p.id = c.position_id AND p.domain = c.domain
     WHERE c.domain = ? AND c.${ownerColumn(owner)} = ? ORDER BY c.created_at, c.position_id`,
  ).all(owner.domain, ownerKey(owner)) as JobCartItem[];
  return { items: rows, invalidPositionIds: rows.filter((r) => r.archived_at !== null).map((r) => r.id) };
}

/**
 * Adds or removes positions and returns the cart afterwards. Adding an id the company does not have
 * is refused (400 naming the ids), as is going over MAX_CART_ITEMS; nothing is written then.
 * Removing what is not in the cart changes nothing.
 */
export function updateCart(db: Db, owner: CartOwner, ids: readonly number[], operation: CartOperation): JobCartData {
  const unique = [...new Set(ids)];
  return db.transaction(() => {
    deleteStaleSessionCarts(db);
    if (operation === 'remove') {
      const remove = sql(db, `DELETE FROM ${table(owner)} WHERE domain = ? AND ${ownerColumn(owner)} = ? AND position_id = ?`);
      for (const id of unique) remove.run(owner.domain, ownerKey(owner), id);
      return readCart(db, owner);
    }
    const known = positionsByIds(db, owner.domain, unique);
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new AppError(400, 'invalid_request', `Unknown position ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}.`);
    }
    const current = new Set(cartIds(db, owner));
    const added = unique.filter((id) => !current.has(id));
    if (current.size + added.length > MAX_CART_ITEMS) {
      throw new AppError(400, 'invalid_request', `The job cart holds at most ${MAX_CART_ITEMS} positions.`);
    }
    const insert = sql(db, `INSERT OR IGNORE INTO ${table(owner)} (domain, ${ownerColumn(owner)}, position_id, created_at) VALUES (?, ?, ?, ?)`);
    // One millisecond apart: the cart lists positions in the order they were given.
    const now = Date.now();
    added.forEach((id, n) => insert.run(owner.domain, ownerKey(owner), id, new Date(now + n).toISOString()));
    return readCart(db, owner);
  })();
}

/**
 * A visitor's cart becomes the candidate's at log-in (the session id changes then). Positions the
 * candidate already has stay once; the cart stays within MAX_CART_ITEMS, earliest additions first.
 */
export function moveSessionCart(db: Db, sessionHash: string, candidate: Candidate): number {
  return db.transaction(() => {
    const owner: CartOwner = { kind: 'candidate', domain: candidate.domain, candidateId: candidate.id };
    const room = MAX_CART_ITEMS - cartIds(db, owner).length;
    const moved = room <= 0 ? 0 : sql(
      db,
      `INSERT OR IGNORE INTO job_cart_candidate_items (domain, candidate_id, position_id, created_at)
       SELECT s.domain, ?, s.position_id, s.created_at FROM job_cart_session_items s
       WHERE s.domain = ? AND s.session_hash = ? AND NOT EXISTS (
         SELECT 1 FROM job_cart_candidate_items c WHERE c.candidate_id = ? AND c.position_id = s.position_id)
       ORDER BY s.created_at, s.position_id LIMIT ?`,
    ).run(candidate.id, candidate.domain, sessionHash, candidate.id, room).changes;
    // Domain first, as the primary key leads with it: one index range, not a scan of every visitor cart.
    // (A cart the same visitor kept at another company is not this company's to move or delete.)
    sql(db, 'DELETE FROM job_cart_session_items WHERE domain = ? AND session_hash = ?').run(candidate.domain, sessionHash);
    return moved;
  })();
}

/**
 * Visitor carts outlive nothing: a row older than the longest visitor session belongs to a session
 * that has ended. (Rows are not tied to sessions by a foreign key; see migration 005.)
 */
export function deleteStaleSessionCarts(db: Db, now: Date = new Date()): number {
  const before = new Date(now.getTime() - ANONYMOUS_SESSION_TTL_HOURS * 3_600_000).toISOString();
  return sql(db, 'DELETE FROM job_cart_session_items WHERE created_at < ?').run(before).changes;
}

/** The cart's position ids, for the assistant; none when the feature is off or nobody is known. */
export function cartPositionIds(db: Db, owner: CartOwner | null): number[] {
  return owner ? cartIds(db, owner) : [];
}
