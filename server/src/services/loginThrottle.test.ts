import type { Db } from '../db/connection';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { attemptBucket, claimLoginAttempt, loginDelayMs, loginSucceeded, rememberDevice, type LoginThrottleRules } from './loginThrottle';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const rules: LoginThrottleRules = { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 900 * SECOND, windowMs: 24 * HOUR };

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.sqlite as Db;
});
afterEach(() => database.close());

/** The bucket of a browser that has never logged in to the account (no device token). */
const bucket = (email: string, domain: string) => attemptBucket(db, domain, email, undefined, 0);

/** Fails `times` attempts in a row, each as soon as it is allowed; returns the time after the last. */
function failRepeatedly(email: string, times: number, start: number): number {
  let now = start;
  for (let i = 0; i < times; i++) {
    const wait = claimLoginAttempt(db, 'demo.test', bucket(email, 'demo.test'), now, rules);
    now += wait;
    if (wait) expect(claimLoginAttempt(db, 'demo.test', bucket(email, 'demo.test'), now, rules)).toBe(0);
  }
  return now;
}

test('the delay is 0 for the first failures, then 1 s, 2 s, 4 s … up to the cap', () => {
  expect([1, 4, 5, 6, 7, 8, 14, 15, 16, 100, 10_000].map((n) => loginDelayMs(n, rules))).toEqual([
    0, 0, 1000, 2000, 4000, 8000, 512_000, 900_000, 900_000, 900_000, 900_000,
  ]);
});

test('after five failures each attempt must wait longer; an attempt during the wait is refused and not counted', () => {
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 5; i++) expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + i, rules)).toBe(0);
  // The fifth failure (at t0 + 4) asks for 1 s.
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + 400, rules)).toBe(600);
  // Asking again while waiting does not make the wait longer.
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + 900, rules)).toBe(100);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + SECOND, rules)).toBe(0);
  // The sixth failure asks for 2 s, the seventh for 4 s.
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + SECOND + 1, rules)).toBe(2 * SECOND - 1);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + 3 * SECOND, rules)).toBe(0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), t0 + 4 + 3 * SECOND, rules)).toBe(4 * SECOND);
});

test('accounts are counted apart: by normalized email and by company', () => {
  const t0 = Date.UTC(2026, 0, 1);
  failRepeatedly('alex@demo.test', 5, t0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('  ALEX@Demo.Test ', 'demo.test'), t0 + 10, rules)).toBeGreaterThan(0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('sam@demo.test', 'demo.test'), t0 + 10, rules)).toBe(0);
  expect(claimLoginAttempt(db, 'other.test', bucket('alex@demo.test', 'other.test'), t0 + 10, rules)).toBe(0);
});

test('the wait never exceeds the cap, however long the guessing goes on', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = failRepeatedly('alex@demo.test', 60, t0);
  const wait = claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), end, rules);
  expect(wait).toBe(900 * SECOND);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), end + wait, rules)).toBe(0);
});

test('a successful login starts the account afresh', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = failRepeatedly('alex@demo.test', 8, t0);
  loginSucceeded(db, 'demo.test', bucket('Alex@demo.test', 'demo.test'));
  for (let i = 0; i < 5; i++) expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), end + i, rules)).toBe(0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), end + 5, rules)).toBe(SECOND - 1);
});

test('failures are forgotten a window after the last one, and their rows deleted', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = failRepeatedly('alex@demo.test', 12, t0);
  expect(failRepeatedly('pat@demo.test', 12, t0)).toBe(end);
  failRepeatedly('sam@demo.test', 2, t0);
  const rows = () => db.prepare('SELECT COUNT(*) FROM login_attempts').pluck().get();
  expect(rows()).toBe(3);

  // Just inside the window the count stands: the 13th failure asks for 2^8 s.
  expect(claimLoginAttempt(db, 'demo.test', bucket('pat@demo.test', 'demo.test'), end + 24 * HOUR - 1, rules)).toBe(0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('pat@demo.test', 'demo.test'), end + 24 * HOUR - 1, rules)).toBe(256 * SECOND);

  // A window after the last failure, counting starts over: five failures are free again.
  const later = end + 24 * HOUR;
  for (let i = 0; i < 5; i++) expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), later + i, rules)).toBe(0);
  expect(claimLoginAttempt(db, 'demo.test', bucket('alex@demo.test', 'demo.test'), later + 5, rules)).toBe(SECOND - 1);
  // Sam's old failures went with their window: only Alex's and Pat's rows are left.
  expect(rows()).toBe(2);
});

test('the account is stored as a hash, not as the email', () => {
  claimLoginAttempt(db, 'demo.test', bucket('Alex@demo.test', 'demo.test'), Date.UTC(2026, 0, 1), rules);
  const stored = db.prepare('SELECT account_hash FROM login_attempts').pluck().all() as string[];
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0]).not.toContain('alex');
});

test('a browser that logged in to the account before has a bucket of its own: an attacker\'s failures do not keep its owner out', () => {
  const t0 = Date.UTC(2026, 0, 1);
  const token = 'k'.repeat(43);
  rememberDevice(db, 'demo.test', 'alex@demo.test', token, t0);
  failRepeatedly('alex@demo.test', 12, t0);
  const attacker = bucket('alex@demo.test', 'demo.test');
  expect(claimLoginAttempt(db, 'demo.test', attacker, t0 + 20 * SECOND, rules)).toBeGreaterThan(0);
  // The owner's browser is counted apart, by account and token; another account or an unknown token is not.
  const owner = attemptBucket(db, 'demo.test', ' Alex@Demo.test', token, t0 + 20 * SECOND);
  expect(owner).not.toBe(attacker);
  expect(claimLoginAttempt(db, 'demo.test', owner, t0 + 20 * SECOND, rules)).toBe(0);
  expect(attemptBucket(db, 'demo.test', 'sam@demo.test', token, t0)).toBe(bucket('sam@demo.test', 'demo.test'));
  expect(attemptBucket(db, 'demo.test', 'alex@demo.test', 'x'.repeat(43), t0)).toBe(attacker);
  // A stolen token still only buys guesses at the throttle's pace, and a browser is forgotten after 180 days.
  const later = t0 + 181 * 24 * HOUR;
  expect(attemptBucket(db, 'demo.test', 'alex@demo.test', token, later)).toBe(bucket('alex@demo.test', 'demo.test'));
});
