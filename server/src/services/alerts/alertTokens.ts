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

const PREFIX = { alert: 'a', search: 's' } as const;

/**
 * An unsubscribe token: the target and an HMAC of it. Messages are sent long after subscribing (each
 * new matching job), so the link is derived from the alert rather than stored; it stays valid as long
 * as the alert exists, as unsubscribe links must.
 */
export async function unsubscribeToken(db: Db, target: UnsubscribeTarget): Promise<string> {
  const body = `${PREFIX[target.kind]}${target.id}`;
  return `${body}.${createHmac('sha256', await alertSecret(db)).update(`unsubscribe:${body}`).digest('base64url')}`;
}

/** The target a token names, or null for anything that is not one of ours. */
export async function readUnsubscribeToken(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  const match = /^([as])([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, prefix, id, mac] = match as unknown as [string, string, string, string];
  const expected = createHmac('sha256', await alertSecret(db)).update(`unsubscribe:${prefix}${id}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { kind: prefix === 'a' ? 'alert' : 'search', id: Number(id) };
}

/** A new confirmation token (sent once, by e-mail) and the hash kept of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
