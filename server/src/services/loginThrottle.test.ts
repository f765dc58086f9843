import { createHash } from 'node:crypto';
import { openDatabase, type Db } from '../db/database';
import type { DomainError } from '../domainErrors';
import { addCandidate, addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { logIn } from './auth';
import { getDomain, type Domain } from './domains';
import { evidenceKeyring, useEvidenceKeyring } from './evidenceKeys';
import { attemptBucket, claimLoginAttempt, loginDelayMs, loginSucceeded, rememberDevice, type LoginThrottleRules } from './loginThrottle';
import { hashPassword } from './passwords';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const rules: LoginThrottleRules = { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 900 * SECOND, windowMs: 24 * HOUR };

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

/** The bucket of a browser that has never logged in to the account (no device token). */
const bucket = (email: string, domain = 'demo.test') => attemptBucket(db, domain, email, undefined, 0);

/** One attempt for `email` from a browser without a device token; the wait it is told, or 0 (counted). */
const claim = async (email: string, now: number, domain = 'demo.test') => claimLoginAttempt(db, domain, await bucket(email, domain), now, rules);

/** Fails `times` attempts in a row, each as soon as it is allowed; returns the time after the last. */
async function failRepeatedly(email: string, times: number, start: number): Promise<number> {
  let now = start;
  for (let i = 0; i < times; i++) {
    const wait = await claim(email, now);
    now += wait;
    if (wait) expect(await claim(email, now)).toBe(0);
  }
  return now;
}

const storedRows = async () => (await db.selectFrom('login_attempts').select(['account_hash', 'failures']).execute());

test('the delay is 0 for the first failures, then 1 s, 2 s, 4 s … up to the cap', () => {
  expect([1, 4, 5, 6, 7, 8, 14, 15, 16, 100, 10_000].map((n) => loginDelayMs(n, rules))).toEqual([
    0, 0, 1000, 2000, 4000, 8000, 512_000, 900_000, 900_000, 900_000, 900_000,
  ]);
});

test('after five failures each attempt must wait longer; an attempt during the wait is refused and not counted', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 5; i++) expect(await claim('alex@demo.test', t0 + i)).toBe(0);
  // The fifth failure (at t0 + 4) asks for 1 s.
  expect(await claim('alex@demo.test', t0 + 4 + 400)).toBe(600);
  // Asking again while waiting does not make the wait longer.
  expect(await claim('alex@demo.test', t0 + 4 + 900)).toBe(100);
  expect(await claim('alex@demo.test', t0 + 4 + SECOND)).toBe(0);
  // The sixth failure asks for 2 s, the seventh for 4 s.
  expect(await claim('alex@demo.test', t0 + 4 + SECOND + 1)).toBe(2 * SECOND - 1);
  expect(await claim('alex@demo.test', t0 + 4 + 3 * SECOND)).toBe(0);
  expect(await claim('alex@demo.test', t0 + 4 + 3 * SECOND)).toBe(4 * SECOND);
});

test('accounts are counted apart: by normalized email and by company', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  await failRepeatedly('alex@demo.test', 5, t0);
  expect(await claim('  ALEX@Demo.Test ', t0 + 10)).toBeGreaterThan(0);
  expect(await claim('sam@demo.test', t0 + 10)).toBe(0);
  expect(await claim('alex@demo.test', t0 + 10, 'other.test')).toBe(0);
});

test('the wait never exceeds the cap, however long the guessing goes on', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = await failRepeatedly('alex@demo.test', 60, t0);
  const wait = await claim('alex@demo.test', end);
  expect(wait).toBe(900 * SECOND);
  expect(await claim('alex@demo.test', end + wait)).toBe(0);
});

test('a successful login starts the account afresh', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = await failRepeatedly('alex@demo.test', 8, t0);
  await loginSucceeded(db, 'demo.test', await bucket('Alex@demo.test'));
  for (let i = 0; i < 5; i++) expect(await claim('alex@demo.test', end + i)).toBe(0);
  expect(await claim('alex@demo.test', end + 5)).toBe(SECOND - 1);
});

test('failures are forgotten a window after the last one, and their rows deleted', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  const end = await failRepeatedly('alex@demo.test', 12, t0);
  expect(await failRepeatedly('pat@demo.test', 12, t0)).toBe(end);
  await failRepeatedly('sam@demo.test', 2, t0);
  expect(await storedRows()).toHaveLength(3);

  // Just inside the window the count stands: the 13th failure asks for 2^8 s.
  expect(await claim('pat@demo.test', end + 24 * HOUR - 1)).toBe(0);
  expect(await claim('pat@demo.test', end + 24 * HOUR - 1)).toBe(256 * SECOND);

  // A window after the last failure, counting starts over: five failures are free again.
  const later = end + 24 * HOUR;
  for (let i = 0; i < 5; i++) expect(await claim('alex@demo.test', later + i)).toBe(0);
  expect(await claim('alex@demo.test', later + 5)).toBe(SECOND - 1);
  // Sam's old failures went with their window: only Alex's and Pat's rows are left.
  expect(await storedRows()).toHaveLength(2);
});

test('the account is stored as a hash, not as the email', async () => {
  await claim('Alex@demo.test', Date.UTC(2026, 0, 1));
  const stored = (await storedRows()).map((row) => row.account_hash);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0]).not.toContain('alex');
});

test('the e-mail is keyed with the evidence key: no throttle row holds its bare SHA-256, and rows made so before are no longer matched', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  const bare = createHash('sha256').update('alex@demo.test').digest('hex');
  // A row as the version before wrote it: five failures under the bare hash.
  await db.insertInto('login_attempts').values({ domain: 'demo.test', account_hash: bare, failures: 5, last_failed_at: t0, retry_at: t0 + HOUR }).execute();
  await failRepeatedly('Alex@demo.test', 3, t0 + 1);
  await rememberDevice(db, 'demo.test', 'alex@demo.test', 'k'.repeat(43), t0 + 2);
  // Counting restarted: the old row's wait does not apply, the three new failures were free.
  expect(await storedRows()).toEqual(expect.arrayContaining([{ account_hash: bare, failures: 5 }, { account_hash: expect.not.stringMatching(bare), failures: 3 }]));
  const hashes = [
    ...(await db.selectFrom('login_attempts').select('account_hash').where('account_hash', '!=', bare).execute()).map((row) => row.account_hash),
    ...(await db.selectFrom('login_devices').select(['account_hash', 'token_hash']).execute()).flatMap((row) => [row.account_hash, row.token_hash]),
  ];
  expect(hashes).toHaveLength(3);
  expect(hashes).not.toContain(bare);
  // Another installation's keys give another hash for the same address.
  const elsewhere = await createTestDatabase();
  try {
    expect(await attemptBucket(elsewhere.db, 'demo.test', 'alex@demo.test', undefined, t0)).not.toBe(await bucket('alex@demo.test'));
  } finally {
    await elsewhere.close();
  }
});

test('a browser that logged in to the account before has a bucket of its own: an attacker\'s failures do not keep its owner out', async () => {
  const t0 = Date.UTC(2026, 0, 1);
  const token = 'k'.repeat(43);
  await rememberDevice(db, 'demo.test', 'alex@demo.test', token, t0);
  // Logging in there again only renews the browser: one row, never a clash.
  await rememberDevice(db, 'demo.test', 'Alex@demo.test', token, t0 + 1);
  expect(await db.selectFrom('login_devices').select('created_at').execute()).toEqual([{ created_at: t0 + 1 }]);
  await failRepeatedly('alex@demo.test', 12, t0);
  const attacker = await bucket('alex@demo.test');
  expect(await claimLoginAttempt(db, 'demo.test', attacker, t0 + 20 * SECOND, rules)).toBeGreaterThan(0);
  // The owner's browser is counted apart, by account and token; another account or an unknown token is not.
  const owner = await attemptBucket(db, 'demo.test', ' Alex@Demo.test', token, t0 + 20 * SECOND);
  expect(owner).not.toBe(attacker);
  expect(await claimLoginAttempt(db, 'demo.test', owner, t0 + 20 * SECOND, rules)).toBe(0);
  expect(await attemptBucket(db, 'demo.test', 'sam@demo.test', token, t0)).toBe(await bucket('sam@demo.test'));
  expect(await attemptBucket(db, 'demo.test', 'alex@demo.test', 'x'.repeat(43), t0)).toBe(attacker);
  // A stolen token still only buys guesses at the throttle's pace, and a browser is forgotten after 180 days.
  const later = t0 + 181 * 24 * HOUR;
  expect(await attemptBucket(db, 'demo.test', 'alex@demo.test', token, later)).toBe(attacker);
});

describe('failed log-ins that arrive at the same moment', () => {
  const GUESSES = 24;
  let company: Domain;
  // On PostgreSQL the guesses go through two connection pools, as from two server instances; an SQLite
  // file has one server process, whose one connection they share.
  let second: Db | null = null;
  beforeEach(async () => {
    await addCompany(db, 'demo.test');
    await addCandidate(db, 'demo.test', 'alex@demo.test', await hashPassword('the-right-password'));
    company = (await getDomain(db, 'demo.test')) as Domain;
    if (testEngine === 'postgres') {
      second = openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 }).db;
      // Another instance of the same installation: the same evidence keys, so the same buckets.
      useEvidenceKeyring(second, evidenceKeyring(database.db));
    }
  });
  afterEach(async () => {
    await second?.destroy();
    second = null;
  });
  const instance = (n: number) => (second && n % 2 ? second : db);
  const failures = async () => (await db.selectFrom('login_attempts').select('failures').executeTakeFirstOrThrow()).failures;

  test('are each counted once: none is lost, however many run together', async () => {
    const generous = { ...rules, freeFailures: 1000 };
    const now = Date.UTC(2026, 0, 1);
    const waits = await Promise.all(
      Array.from({ length: GUESSES }, async (_, n) => claimLoginAttempt(instance(n), 'demo.test', await bucket('alex@demo.test'), now, generous)),
    );
    expect(waits).toEqual(Array(GUESSES).fill(0));
    expect(await failures()).toBe(GUESSES);
  });

  test('through log-in: exactly the free ones get their password checked, the rest are told to wait', async () => {
    const now = Date.UTC(2026, 0, 1);
    const outcomes = await Promise.all(
      Array.from({ length: GUESSES }, (_, n) =>
        logIn(instance(n), company, { email: 'alex@demo.test', password: `wrong-${n}` }, { now, throttle: rules }).then(
          () => 'logged in',
          (error: DomainError) => error.kind,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'not_signed_in')).toHaveLength(rules.freeFailures);
    expect(outcomes.filter((o) => o === 'too_many')).toHaveLength(GUESSES - rules.freeFailures);
    expect(await failures()).toBe(rules.freeFailures);
    // Even the right password waits now: the count was not undone by the refused ones.
    await expect(logIn(db, company, { email: 'alex@demo.test', password: 'the-right-password' }, { now, throttle: rules })).rejects.toMatchObject({ kind: 'too_many' });
  });
});
