import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('GET /healthz → 200 {"status":"ok"} while the database answers', async () => {
  const res = await t.app.inject({ url: '/healthz' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

test('GET /healthz → 503 when the database is gone', async () => {
  const gone = await createTestApp();
  try {
    // The connection (SQLite) or pool (PostgreSQL) is closed under the running server.
    await gone.app.careers.db.destroy();
    const res = await gone.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  } finally {
    await gone.close();
  }
});

test('GET /healthz answers while a long write transaction holds the database (a 20,000-row import, say)', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const writing = t.app.careers.db.transaction().execute(async (trx) => {
    await trx.updateTable('positions').set({ title: 'Held by a transaction' }).where('id', '=', -1).execute();
    entered();
    await held;
  });
  await inside;
  try {
    // Answered while the transaction is still open: with the health check queued behind it (as
    // before, on SQLite's one connection), this await never ends and the test runs out of time.
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  } finally {
    release();
    await writing;
  }
});
