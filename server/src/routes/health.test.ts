import { createTestApp, type TestApp } from '../testing/testApp';
import type { CompiledQuery } from 'kysely';
import { SESSION_COOKIE } from '../services/sessions';

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

describe('concurrent health checks share one ping', () => {
  const concurrent = (app: TestApp['app'], n: number) => Promise.all(Array.from({ length: n }, () => app.inject({ url: '/healthz' })));

  test('20 concurrent GET /healthz → one database ping, and 200 {"status":"ok"} for each', async () => {
    const own = await createTestApp();
    try {
      let pings = 0;
      let answer!: () => void;
      own.app.careers.pingDatabase = () => {
        pings += 1;
        return new Promise<void>((resolve) => (answer = resolve));
      };
      const replies = concurrent(own.app, 20);
      // Let every request reach the handler before the ping answers.
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer();
      const answered = await replies;
      expect(pings).toBe(1);
      expect(answered.map((r) => [r.statusCode, r.json()])).toEqual(Array.from({ length: 20 }, () => [200, { status: 'ok' }]));
      // A check after that ping settled asks the database again: never an old, finished answer.
      const later = own.app.inject({ url: '/healthz' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer();
      expect((await later).statusCode).toBe(200);
      expect(pings).toBe(2);
    } finally {
      await own.close();
    }
  });

  test('a failing database: one ping for 20 concurrent checks, 503 {"status":"unavailable"} to each, then a fresh ping', async () => {
    const own = await createTestApp();
    try {
      let pings = 0;
      let fail!: () => void;
      own.app.careers.pingDatabase = () => {
        pings += 1;
        return new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('connection refused'))));
      };
      const replies = concurrent(own.app, 20);
      await new Promise((resolve) => setTimeout(resolve, 50));
      fail();
      const answered = await replies;
      expect(pings).toBe(1);
      expect(answered.map((r) => [r.statusCode, r.json()])).toEqual(Array.from({ length: 20 }, () => [503, { status: 'unavailable' }]));
      // The database is back: the next check pings again and says so.
      own.app.careers.pingDatabase = async () => {
        pings += 1;
      };
      expect((await own.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(pings).toBe(2);
    } finally {
      await own.close();
    }
  });
});

test('a health check with a session cookie, a company and an Origin reads none of them: the ping is all the database sees', async () => {
  const own = await createTestApp();
  try {
    // Every statement the services send through Kysely, on either engine.
    const statements: string[] = [];
    const executor = own.app.careers.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = ((query: CompiledQuery, queryId: Parameters<typeof execute>[1]) => {
      statements.push(query.sql);
      return execute(query, queryId);
    }) as typeof executor.executeQuery;
    let pings = 0;
    own.app.careers.pingDatabase = async () => {
      pings += 1;
    };
    const cookie = `${SESSION_COOKIE}=a-session-token`;
    const res = await own.app.inject({ url: '/healthz?domain=demo.test', headers: { cookie, origin: 'https://intranet.example' } });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    // The headers a JSON answer needs are still there.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(pings).toBe(1);
    expect(statements).toEqual([]);
    // Any other route still looks the session up (the probe's bypass is its own).
    await own.app.inject({ url: '/api/pcsx/notifications?domain=demo.test', headers: { cookie } });
    expect(statements.some((text) => /\bsessions\b/.test(text))).toBe(true);
  } finally {
    await own.close();
  }
});
