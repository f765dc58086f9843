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
  const db = t.app.careers.sqlite;
  const prepare = db.prepare.bind(db);
  db.prepare = (() => {
    throw new Error('database is locked');
  }) as typeof db.prepare;
  try {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
  } finally {
    db.prepare = prepare;
  }
});
