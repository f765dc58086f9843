import { createTestApp, visit, type TestApp } from '../testing/testApp';
import { pruneVslog, recordVslog } from './vslog';

// /vslog is open to anonymous callers: the table must stay bounded by age and by count per company,
// and one address cannot write faster than VSLOG_RATE_LIMIT_MAX.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VSLOG_RATE_LIMIT_MAX: '5' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.sqlite;
const rows = (domain = 'demo.test') => db().prepare('SELECT COUNT(*) FROM vslog WHERE domain = ?').pluck().get(domain) as number;

test('lines older than the retention go, and each company keeps its newest lines up to the cap', () => {
  db().prepare('DELETE FROM vslog').run();
  const now = new Date('2026-06-30T12:00:00Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const insert = db().prepare("INSERT INTO vslog (domain, namespace, event, created_at) VALUES (?, 'ns', ?, ?)");
  for (let i = 0; i < 10; i++) insert.run('demo.test', `old-${i}`, at(31 + i));
  for (let i = 0; i < 150; i++) insert.run('demo.test', `new-${i}`, at(1));
  recordVslog(db(), 'demo.test', null, { namespace: 'ns', event: 'newest' });

  const deleted = pruneVslog(db(), 30, 100, now);
  expect(deleted).toBe(10 + 51);
  expect(rows()).toBe(100);
  // The newest survive, the oldest of the recent ones were cut.
  const events = db().prepare("SELECT event FROM vslog WHERE domain = 'demo.test' ORDER BY id").pluck().all() as string[];
  expect(events.at(-1)).toBe('newest');
  expect(events[0]).toBe('new-51');
  expect(events.some((e) => e.startsWith('old-'))).toBe(false);
  // Nothing left to do the second time.
  expect(pruneVslog(db(), 30, 100, now)).toBe(0);
});

test('one address may log VSLOG_RATE_LIMIT_MAX times a minute, then 429', async () => {
  const browser = await visit(t.app);
  const send = () =>
    t.app.inject({ method: 'POST', url: '/vslog?domain=demo.test', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { namespace: 'ns', event: 'e' } });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await send()).statusCode);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
});
