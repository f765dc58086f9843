import { openDatabase, type Db } from '../db/database';
import { createTestApp, visit } from '../testing/testApp';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { pruneVslog, recordVslog } from './vslog';

// /vslog is open to anonymous callers: the table must stay bounded by age and by count per company,
// and one address cannot write faster than VSLOG_RATE_LIMIT_MAX.

describe('pruning', () => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterEach(() => database.close());

  const now = new Date('2026-06-30T12:00:00Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const insert = (domain: string, event: string, createdAt: string) =>
    db.insertInto('vslog').values({ domain, namespace: 'ns', event, created_at: createdAt }).execute();
  const events = async (domain = 'demo.test') =>
    (await db.selectFrom('vslog').select('event').where('domain', '=', domain).orderBy('id').execute()).map((r) => r.event);

  test('lines older than the retention go, and each company keeps its newest lines up to the cap', async () => {
    for (let i = 0; i < 10; i++) await insert('demo.test', `old-${i}`, at(31 + i));
    for (let i = 0; i < 150; i++) await insert('demo.test', `new-${i}`, at(1));
    for (let i = 0; i < 20; i++) await insert('other.test', `other-${i}`, at(1));
    await recordVslog(db, 'demo.test', null, { namespace: 'ns', event: 'newest' });

    expect(await pruneVslog(db, 30, 100, now)).toBe(10 + 51);
    const kept = await events();
    expect(kept).toHaveLength(100);
    // The newest survive, the oldest of the recent ones were cut.
    expect(kept.at(-1)).toBe('newest');
    expect(kept[0]).toBe('new-51');
    expect(kept.some((e) => e.startsWith('old-'))).toBe(false);
    // Another company's lines are counted on their own.
    expect(await events('other.test')).toHaveLength(20);
    // Nothing left to do the second time.
    expect(await pruneVslog(db, 30, 100, now)).toBe(0);
  });

  test('two instances pruning at once delete each line once and keep the newest up to the cap', async () => {
    for (let i = 0; i < 300; i++) await insert('demo.test', `line-${i}`, at(1));
    // On PostgreSQL the second prune runs through a pool of its own, as another instance would.
    const other = testEngine === 'postgres' ? openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 }).db : db;
    try {
      const [a, b] = await Promise.all([pruneVslog(db, 30, 100, now), pruneVslog(other, 30, 100, now)]);
      expect(a + b).toBe(200);
    } finally {
      if (other !== db) await other.destroy();
    }
    const kept = await events();
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('line-200');
  });

  test('a pid is kept when it can name a position, and dropped otherwise', async () => {
    await recordVslog(db, 'demo.test', null, { namespace: 'ns', event: 'small', pid: '42' });
    await recordVslog(db, 'demo.test', null, { namespace: 'ns', event: 'largest', pid: 2_147_483_647 });
    await recordVslog(db, 'demo.test', null, { namespace: 'ns', event: 'too large', pid: '2147483648' });
    await recordVslog(db, 'demo.test', null, { namespace: 'ns', event: 'not a number', pid: '12a' });
    const rows = await db.selectFrom('vslog').select(['event', 'pid']).orderBy('id').execute();
    expect(rows).toEqual([
      { event: 'small', pid: 42 },
      { event: 'largest', pid: 2_147_483_647 },
      { event: 'too large', pid: null },
      { event: 'not a number', pid: null },
    ]);
  });
});

test('one address may log VSLOG_RATE_LIMIT_MAX times a minute, then 429', async () => {
  const t = await createTestApp({ VSLOG_RATE_LIMIT_MAX: '5' });
  try {
    const browser = await visit(t.app);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/vslog?domain=demo.test', headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf }, payload: { namespace: 'ns', event: 'e' } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
  } finally {
    await t.close();
  }
});
