import { count, createTestApp, type TestApp } from '../testing/testApp';
import { ANONYMOUS_SESSION_TTL_HOURS, createSession, deleteExpiredSessions, findSession } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const candidateId = () => t.app.careers.sqlite.prepare("SELECT id FROM candidates WHERE email = 'alex@demo.test'").pluck().get() as number;

test('the cleanup removes expired anonymous sessions and keeps live ones', async () => {
  const db = t.app.careers.sqlite;
  db.exec('DELETE FROM sessions');
  const now = new Date();
  const longAgo = new Date(now.getTime() - 13 * HOUR);
  // Expired on its own clock.
  const expired = createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: ANONYMOUS_SESSION_TTL_HOURS, now: longAgo });
  // Made before anonymous sessions were short-lived: 14 days to go, but older than an anonymous session may be.
  const oldStyle = createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: 336, now: longAgo });
  const fresh = createSession(db, { domain: 'demo.test', candidateId: null, ttlHours: ANONYMOUS_SESSION_TTL_HOURS, now });
  const loggedIn = createSession(db, { domain: 'demo.test', candidateId: candidateId(), ttlHours: 336, now: longAgo });

  expect(findSession(db, expired.token, now)).toBeNull();
  expect(deleteExpiredSessions(db, now)).toBe(2);
  expect(await count(t.app, 'sessions')).toBe(2);
  expect(findSession(db, oldStyle.token, now)).toBeNull();
  expect(findSession(db, fresh.token, now)).not.toBeNull();
  expect(findSession(db, loggedIn.token, now)).not.toBeNull();
});
