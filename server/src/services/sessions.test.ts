import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/database';
import { addCandidate, addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { getCandidate } from './candidates';
import { readDomain } from './domains';
import { ANONYMOUS_SESSION_TTL_HOURS, createSession, deleteExpiredSessions, findSession } from './sessions';

let database: TestDatabase;
let db: Db;
let alex: number;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, 'demo.test');
  await addCompany(db, 'other.test');
  alex = await addCandidate(db, 'demo.test', 'alex@demo.test');
});
afterAll(() => database.close());
beforeEach(() => db.deleteFrom('sessions').execute());

const HOUR = 3_600_000;

test('a session is found by its cookie value, with the candidate it is logged in as', async () => {
  const visitor = await createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: 1 });
  const loggedIn = await createSession(db, { domain: 'demo.test', candidateId: alex, ttlHours: 1 });

  const visiting = await findSession(db, visitor.token);
  expect([visiting?.session, visiting?.candidate]).toEqual([visitor.session, null]);
  const found = await findSession(db, loggedIn.token);
  expect(found?.session).toEqual(loggedIn.session);
  expect(found?.candidate).toMatchObject({ id: alex, domain: 'demo.test', email: 'alex@demo.test', isAdmin: false, isOnboarded: false });
  // The stored row is the token's hash: the cookie value itself finds nothing else.
  expect(await findSession(db, loggedIn.session.idHash)).toBeNull();
  expect(await findSession(db, '')).toBeNull();
  expect(await findSession(db, 'x'.repeat(201))).toBeNull();
});

test('a session whose candidate belongs to another company has no candidate', async () => {
  // Cannot be made through the product (log-in issues the candidate's company); a row like it must not log anyone in.
  const stray = await createSession(db, { domain: 'other.test', candidateId: alex, ttlHours: 1 });
  const found = await findSession(db, stray.token);
  expect([found?.session, found?.candidate]).toEqual([stray.session, null]);
});

test('the cleanup removes expired anonymous sessions and keeps live ones', async () => {
  const now = new Date();
  const longAgo = new Date(now.getTime() - 13 * HOUR);
  // Expired on its own clock.
  const expired = await createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: ANONYMOUS_SESSION_TTL_HOURS, now: longAgo });
  // Made before anonymous sessions were short-lived: 14 days to go, but older than an anonymous session may be.
  const oldStyle = await createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: 336, now: longAgo });
  const fresh = await createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: ANONYMOUS_SESSION_TTL_HOURS, now });
  const loggedIn = await createSession(db, { domain: 'demo.test', candidateId: alex, ttlHours: 336, now: longAgo });

  expect(await findSession(db, expired.token, now)).toBeNull();
  expect(await deleteExpiredSessions(db, now)).toBe(2);
  const left = await db.selectFrom('sessions').select('id_hash').orderBy('id_hash').execute();
  expect(left.map((r) => r.id_hash)).toEqual([fresh.session.idHash, loggedIn.session.idHash].sort());
  expect(await findSession(db, oldStyle.token, now)).toBeNull();
  expect(await findSession(db, fresh.token, now)).not.toBeNull();
  expect(await findSession(db, loggedIn.token, now)).not.toBeNull();
});

(testEngine === 'postgres' ? test : test.skip)('on PostgreSQL the session, its candidate, its company and its search version come in one query', async () => {
  const loggedIn = await createSession(db, { domain: 'demo.test', candidateId: alex, ttlHours: 1 });
  let queries = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      queries += 1;
      return args.result;
    },
  };
  const found = await findSession(db.withPlugin(counting), loggedIn.token);
  expect(queries).toBe(1);
  expect(found?.session).toEqual(loggedIn.session);
  expect(found?.candidate).toEqual(await getCandidate(db, 'demo.test', alex));
  expect(found?.company).toEqual(await readDomain(db, 'demo.test'));
});
