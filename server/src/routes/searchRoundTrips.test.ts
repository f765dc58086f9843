import type { TestApp } from '../testing/testApp';
import { createTestApp, logInAs } from '../testing/testApp';
import { testEngine } from '../testing/testDatabase';
import { searchInputsRead } from './search';

// How many statements a search answered from the caches sends to the database. On PostgreSQL each is
// a round trip that waits for a pool connection, the database and the event loop under load: the
// cached search's throughput followed their number. Counted, not timed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/pcsx/search?domain=demo.test&query=engineer';

/** The tables each statement of one request reads, in order (the rate limiter's batched counts left out: not the search's). */
async function statementsOf(url: string, headers: Record<string, string> = {}): Promise<{ tables: string[][]; cached: boolean; ids: number[] }> {
  const statements = jest.spyOn(t.app.careers.db.getExecutor(), 'executeQuery');
  try {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { debug: { debugData: { cached: boolean } }; positions: Array<{ id: number }> };
    const tables = statements.mock.calls
      .map(([query]) => [...new Set([...query.sql.matchAll(/(?:from|join) "(\w+)"/gi)].map((m) => m[1] as string))].sort())
      .filter((read) => read.length > 0);
    return { tables, cached: body.debug.debugData.cached, ids: body.positions.map((p) => p.id) };
  } finally {
    statements.mockRestore();
  }
}

test("a visitor's search the answer cache holds sends one statement on PostgreSQL, its company with the search version; none on SQLite", async () => {
  await statementsOf(URL);
  const { tables, cached } = await statementsOf(URL);
  expect(cached).toBe(true);
  // SQLite keeps the company while its change marker stands still (services/domains.ts readDomain).
  expect(tables).toEqual(testEngine === 'postgres' ? [['domains', 'search_version']] : []);
});

test('on SQLite a cached search after a write reads its company again, once, and answers with the new version', async () => {
  if (testEngine !== 'sqlite') return;
  const db = t.app.careers.db;
  const before = await statementsOf(URL);
  const [first] = before.ids;
  expect(first).toBeDefined();
  await db.updateTable('positions').set({ archived_at: new Date().toISOString() }).where('id', '=', first as number).execute();
  try {
    const after = await statementsOf(URL);
    expect(after.tables[0]).toEqual(['domains', 'search_version']);
    expect(after.ids).not.toContain(first);
  } finally {
    await db.updateTable('positions').set({ archived_at: null }).where('id', '=', first as number).execute();
  }
  expect((await statementsOf(URL)).ids).toContain(first);
  expect((await statementsOf(URL)).tables).toEqual([]);
});

test("a logged-in candidate's search reads the search version with the session, not in a statement of its own", async () => {
  const alex = await logInAs(t.app);
  for (const url of [URL, '/api/pcsx/search?query=engineer']) {
    await statementsOf(url, { cookie: alex.cookie });
    const { tables } = await statementsOf(url, { cookie: alex.cookie });
    // Then what the candidate saved among the page's jobs, and whether this search is a saved one.
    const saved = [['saved_positions'], ['saved_searches']];
    if (testEngine === 'postgres') expect(tables).toEqual([['candidates', 'domains', 'search_version', 'sessions'], ...saved]);
    // SQLite answers two indexed lookups faster than their join (see findSession): no round trips to save.
    // Its company is kept while nothing changed (services/domains.ts readDomain).
    else expect(tables).toEqual([['sessions'], ['candidates'], ...saved]);
  }
});

test("the version read with the session is today's: a change by another writer shows in the candidate's next search", async () => {
  const alex = await logInAs(t.app);
  const db = t.app.careers.db;
  const before = await statementsOf(URL, { cookie: alex.cookie });
  const [first] = before.ids;
  expect(first).toBeDefined();
  await db.updateTable('positions').set({ archived_at: new Date().toISOString() }).where('id', '=', first as number).execute();
  try {
    expect((await statementsOf(URL, { cookie: alex.cookie })).ids).not.toContain(first);
  } finally {
    await db.updateTable('positions').set({ archived_at: null }).where('id', '=', first as number).execute();
  }
  expect((await statementsOf(URL, { cookie: alex.cookie })).ids).toContain(first);
});

test("a cached visitor's search reads none of its parameters; the same parameters in another order get the same answer", async () => {
  const url = '/api/pcsx/search?domain=demo.test&query=manager&filter_department=Engineering&sort_by=newest';
  const reordered = '/api/pcsx/search?sort_by=newest&filter_department=Engineering&query=manager&domain=demo.test';
  const answer = async (u: string) => {
    const res = await t.app.inject({ url: u });
    expect(res.statusCode).toBe(200);
    const { debug, ...rest } = res.json() as { debug: { debugData: { cached: boolean; tookMs?: number } } };
    return { cached: debug.debugData.cached, rest: JSON.stringify(rest) };
  };
  const before = searchInputsRead();
  const first = await answer(url);
  expect(searchInputsRead() - before).toBe(1);
  const hits = [await answer(url), await answer(url)];
  expect(hits.map((h) => h.cached)).toEqual([true, true]);
  expect(hits.map((h) => h.rest)).toEqual([first.rest, first.rest]);
  expect(searchInputsRead() - before).toBe(1);
  // Another address is another entry (its parameters read once), with the same answer.
  expect((await answer(reordered)).rest).toBe(first.rest);
  expect((await answer(reordered)).cached).toBe(true);
  expect(searchInputsRead() - before).toBe(2);
});
