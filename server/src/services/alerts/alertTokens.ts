import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { loadInstallationSecret } from '../installationSecrets';

const NAME = 'job alert tokens';
/** The installation's key of unsubscribe links, made on first use (the same for every instance). */
function alertSecret(db: Db): Promise<Buffer> {
  return loadInstallationSecret(db, NAME);
}

/** What an unsubscribe link stops: a visitor's job alert, or the e-mail of a candidate's saved search. */
export type UnsubscribeTarget = { kind: 'alert'; id: number } | { kind: 'search'; id: number };

/**
 * What a valid unsubscribe link names now: the row it was made for (`current`, with its created_at,
 * to act on that row only), or nothing (that row is gone).
 */
export type UnsubscribeLink = UnsubscribeTarget & ({ current: true; createdAt: string } | { current: false });

const PREFIX = { alert: 'a', search: 's' } as const;
/** Each half of a token's signature: 128 bits of an HMAC-SHA-256, base64url. */
const HALF = 22;

/**
 * What identifies the row behind a target beyond its id, which SQLite gives again once the highest
 * row is deleted: when it was made, its domain and its owner (a visitor's address; a candidate's
 * id, address and sign-up time). Null when there is no such row.
 */
async function identityOf(db: Db, target: UnsubscribeTarget): Promise<{ identity: string; createdAt: string } | null> {
  if (target.kind === 'alert') {
    const row = await db.selectFrom('job_alerts').select(['domain', 'email', 'created_at']).where('id', '=', target.id).executeTakeFirst();
    return row ? { identity: JSON.stringify(['alert', target.id, row.domain, row.created_at, row.email]), createdAt: row.created_at } : null;
  }
  const row = await db
    .selectFrom('saved_searches')
    .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
    .select(['saved_searches.domain', 'saved_searches.created_at', 'saved_searches.candidate_id', 'candidates.email', 'candidates.created_at as candidate_created_at'])
    .where('saved_searches.id', '=', target.id)
    .executeTakeFirst();
  return row
    ? { identity: JSON.stringify(['search', target.id, row.domain, row.created_at, row.candidate_id, row.email, row.candidate_created_at]), createdAt: row.created_at }
    : null;
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest().subarray(0, 16);

/**
 * An unsubscribe token: `<a|s><id>.<ours><row>` (two 22-character halves). `ours` signs the target (the link is one we made,
 * so it keeps answering after unsubscribing); `row` signs the row's identity, so the link acts only
 * on the alert it was sent for, never on a later row given the same id. Messages are sent long after
 * subscribing (each new matching job), so the link is derived from the alert rather than stored; it
 * stays valid as long as that alert exists, as unsubscribe links must. (Made for a row that is gone,
 * its second half matches no row: the link only says it is done.)
 */
export async function unsubscribeToken(db: Db, target: UnsubscribeTarget): Promise<string> {
  const identity = (await identityOf(db, target))?.identity ?? 'gone';
  const key = await alertSecret(db);
  const body = `${PREFIX[target.kind]}${target.id}`;
  return `${body}.${mac(key, `unsubscribe:${body}`).toString('base64url')}${mac(key, `unsubscribe-row:${identity}`).toString('base64url')}`;
}

const same = (given: string, expected: Buffer) => {
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
};

/**
 * The target a token names, or null for anything that is not one of ours. `current` says whether
 * the row it was made for still exists (the same alert, not a later one with the same id).
 */
export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeLink | null> {
  const match = new RegExp(`^([as])([1-9][0-9]{0,15})\\.([A-Za-z0-9_-]{${HALF}})([A-Za-z0-9_-]{${HALF}})$`).exec(token);
  if (!match) return null;
  const [, prefix, id, ours, row] = match as unknown as [string, 'a' | 's', string, string, string];
  const key = await alertSecret(db);
  if (!same(ours, mac(key, `unsubscribe:${prefix}${id}`))) return null;
  const target: UnsubscribeTarget = { kind: prefix === 'a' ? 'alert' : 'search', id: Number(id) };
  const found = await identityOf(db, target);
  return found && same(row, mac(key, `unsubscribe-row:${found.identity}`)) ? { ...target, current: true, createdAt: found.createdAt } : { ...target, current: false };
}

/** A new confirmation token (sent once, by e-mail) and the hash kept of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
