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
