import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { sql } from '../db/statements';
import { normalizeEmail } from './candidates';

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
function accountHash(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How long a browser stays known to an account after its last log-in there. */
const DEVICE_DAYS = 180;
export const DEVICE_MAX_AGE_SECONDS = DEVICE_DAYS * 24 * 3600;

/**
 * The bucket an attempt is counted in: the account's, or, from a browser whose device token has
 * logged in to this account before, that browser's own. An attacker's failures then never delay the
 * owner on a browser they used before, and a stolen token only buys guesses at its own pace.
 */
export function attemptBucket(db: Db, domain: string, email: string, deviceToken: string | undefined, now: number): string {
  const account = accountHash(email);
  if (!deviceToken || deviceToken.length > 100) return account;
  const token = sha256(deviceToken);
  const known = sql(db, 'SELECT 1 FROM login_devices WHERE domain = ? AND account_hash = ? AND token_hash = ? AND created_at > ?')
    .get(domain, account, token, now - DEVICE_MAX_AGE_SECONDS * 1000);
  return known ? sha256(`${account}:${token}`) : account;
}

/** Remembers the browser's device token (kept, or new) for the account after a correct password. */
export function rememberDevice(db: Db, domain: string, email: string, deviceToken: string, now: number): void {
  sql(db, 'DELETE FROM login_devices WHERE created_at <= ?').run(now - DEVICE_MAX_AGE_SECONDS * 1000);
  sql(db, `INSERT INTO login_devices (domain, account_hash, token_hash, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (domain, account_hash, token_hash) DO UPDATE SET created_at = excluded.created_at`).run(domain, accountHash(email), sha256(deviceToken), now);
}

interface AttemptRow {
  failures: number;
  lastFailedAt: number;
  retryAt: number;
}

/**
 * Called before a password is checked. Returns how many milliseconds this account must still wait
 * (the attempt is then refused, uncounted, without checking the password), or 0 — and then the
 * attempt is already counted as a failure. Counting first, in one write transaction, is what stops
 * a burst of parallel guesses from all slipping through while the first one is being checked;
 * `loginSucceeded` takes the count back.
 */
export function claimLoginAttempt(db: Db, domain: string, bucket: string, now: number, rules: LoginThrottleRules): number {
  const hash = bucket;
  return db.transaction(() => {
    sql(db, 'DELETE FROM login_attempts WHERE last_failed_at <= ?').run(now - rules.windowMs);
    const row = sql(
      db,
      'SELECT failures, last_failed_at AS lastFailedAt, retry_at AS retryAt FROM login_attempts WHERE domain = ? AND account_hash = ?',
    ).get(domain, hash) as AttemptRow | undefined;
    if (row && row.retryAt > now) return row.retryAt - now;
    const failures = (row?.failures ?? 0) + 1;
    const delay = loginDelayMs(failures, rules);
    sql(
      db,
      `INSERT INTO login_attempts (domain, account_hash, failures, last_failed_at, retry_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (domain, account_hash) DO UPDATE SET failures = excluded.failures,
         last_failed_at = excluded.last_failed_at, retry_at = excluded.retry_at`,
    ).run(domain, hash, failures, now, delay ? now + delay : 0);
    return 0;
  }).immediate();
}

/** A correct password: the attempt's bucket starts again from a clean slate. */
export function loginSucceeded(db: Db, domain: string, bucket: string): void {
  sql(db, 'DELETE FROM login_attempts WHERE domain = ? AND account_hash = ?').run(domain, bucket);
}
