import { createHash } from 'node:crypto';
import type { Config } from '../config';
import { lockKey, type Db, type Tx } from '../db/database';
import { normalizeEmail } from './candidates';
import { evidenceKeyring, evidenceMac } from './evidenceKeys';

/** How hard failed log-ins for one account are slowed down (from LOGIN_THROTTLE_* settings). */
export interface LoginThrottleRules {
  /** Failed attempts allowed at full speed before delays start. */
  freeFailures: number;
  /** The delay after the first counted failure, doubled after each further one. */
  firstDelayMs: number;
  /** The longest delay: the most an attacker can lock a real candidate out by guessing. */
  maxDelayMs: number;
  /** Failures this long after the last one are forgotten. */
  windowMs: number;
}

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

export function loginThrottleRules(config: Config): LoginThrottleRules {
  return {
    freeFailures: config.loginThrottleFreeFailures,
    firstDelayMs: SECOND,
    maxDelayMs: config.loginThrottleMaxDelaySeconds * SECOND,
    windowMs: config.loginThrottleWindowHours * HOUR,
  };
}

/** The wait after `failures` consecutive failures: 0 for the free ones, then 1 s, 2 s, 4 s … up to the cap. */
export function loginDelayMs(failures: number, rules: LoginThrottleRules): number {
  if (failures < rules.freeFailures) return 0;
  // The exponent is bounded so a long run of failures cannot overflow to Infinity.
  return Math.min(rules.firstDelayMs * 2 ** Math.min(failures - rules.freeFailures, 40), rules.maxDelayMs);
}

// The email is keyed whether or not it has an account, so the count (and the 429) reveals nothing.
// Keyed with the installation's evidence key (an HMAC under its 'login-throttle' subkey), not a bare
// SHA-256: whoever reads the database cannot confirm a guessed address against these rows. Rows
// written before (bare SHA-256), or under a key rotated away since, are simply no longer matched:
// their counts restart and known browsers are asked again like new ones; the window and the device
// age remove those rows.
function accountHash(db: Db | Tx, email: string): string {
  return evidenceMac(evidenceKeyring(db).current, 'login-throttle', normalizeEmail(email));
}

// Device tokens are random secrets of 32 bytes: a bare hash of one reveals nothing and needs no key.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long a browser stays known to an account after its last log-in there. */
const DEVICE_DAYS = 180;
export const DEVICE_MAX_AGE_SECONDS = DEVICE_DAYS * 24 * 3600;

/**
 * The bucket an attempt is counted in: the account's, or, from a browser whose device token has
 * logged in to this account before, that browser's own. An attacker's failures then never delay the
 * owner on a browser they used before, and a stolen token only buys guesses at its own pace.
 */
export async function attemptBucket(db: Db, domain: string, email: string, deviceToken: string | undefined, now: number): Promise<string> {
  const account = accountHash(db, email);
  if (!deviceToken || deviceToken.length > 100) return account;
  const token = sha256(deviceToken);
  const known = await db
    .selectFrom('login_devices')
    .select('created_at')
    .where('domain', '=', domain)
    .where('account_hash', '=', account)
    .where('token_hash', '=', token)
    .where('created_at', '>', now - DEVICE_MAX_AGE_SECONDS * 1000)
    .executeTakeFirst();
  return known ? sha256(`${account}:${token}`) : account;
}

/** Remembers the browser's device token (kept, or new) for the account after a correct password. */
export async function rememberDevice(db: Db, domain: string, email: string, deviceToken: string, now: number): Promise<void> {
  await db.deleteFrom('login_devices').where('created_at', '<=', now - DEVICE_MAX_AGE_SECONDS * 1000).execute();
  // One statement whether the browser is new to the account or known: two log-ins at once cannot collide.
  await db
    .insertInto('login_devices')
    .values({ domain, account_hash: accountHash(db, email), token_hash: sha256(deviceToken), created_at: now })
    .onConflict((oc) => oc.columns(['domain', 'account_hash', 'token_hash']).doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })))
    .execute();
}

/** Forgets every browser known to the account of `email` (its deletion): nothing of it stays behind. */
export async function forgetDevices(db: Db | Tx, domain: string, email: string): Promise<void> {
  await db.deleteFrom('login_devices').where('domain', '=', domain).where('account_hash', '=', accountHash(db, email)).execute();
}

/**
 * Called before a password is checked. Returns how many milliseconds this account must still wait
 * (the attempt is then refused, uncounted, without checking the password), or 0 — and then the
 * attempt is already counted as a failure. Counting first, in one transaction that no other attempt
 * on the bucket runs beside (the SQLite connection is the transaction's alone; on PostgreSQL an
 * advisory lock on the bucket holds every instance's attempts in line), is what stops a burst of
 * parallel guesses from all slipping through while the first one is being checked;
 * `loginSucceeded` takes the count back.
 */
export async function claimLoginAttempt(db: Db, domain: string, bucket: string, now: number, rules: LoginThrottleRules): Promise<number> {
  return await db.transaction().execute(async (trx) => {
    await lockKey(trx, `login:${domain}:${bucket}`);
    // A write first: on SQLite it takes the write lock now, so another process cannot slip in between read and write.
    await trx.deleteFrom('login_attempts').where('last_failed_at', '<=', now - rules.windowMs).execute();
    const row = await trx
      .selectFrom('login_attempts')
      .select(['failures', 'retry_at'])
      .where('domain', '=', domain)
      .where('account_hash', '=', bucket)
      .executeTakeFirst();
    if (row && row.retry_at > now) return row.retry_at - now;
    const failures = (row?.failures ?? 0) + 1;
    const delay = loginDelayMs(failures, rules);
    const counted = { failures, last_failed_at: now, retry_at: delay ? now + delay : 0 };
    await trx
      .insertInto('login_attempts')
      .values({ domain, account_hash: bucket, ...counted })
      .onConflict((oc) => oc.columns(['domain', 'account_hash']).doUpdateSet(counted))
      .execute();
    return 0;
  });
}

/** A correct password: the attempt's bucket starts again from a clean slate. */
export async function loginSucceeded(db: Db, domain: string, bucket: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('domain', '=', domain).where('account_hash', '=', bucket).execute();
}
