import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hourlyCleanup } from './services/hourlyCleanup';
import { newEvidenceKeyText } from './services/evidenceKeys';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from './testing/testApp';
import { createTestDatabaseTarget, testEngine, type TestDatabaseTarget } from './testing/testDatabase';

// Two server instances on one PostgreSQL database behave as one site (issue 11): what one instance
// writes or counts, the other sees. SQLite serves one process, so there is no second instance to try.

let database: TestDatabaseTarget;
let filesDir: string;
let a: TestApp;
let b: TestApp;

const describePostgres = testEngine === 'postgres' ? describe : describe.skip;

describePostgres('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createTestDatabaseTarget();
    // Instances share the database, the files folder and the evidence keys, nothing else (each has its own DATA_DIR).
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-cluster-files-'));
    const env = {
      DATABASE_URL: database.url, FILES_DIR: filesDir, EVIDENCE_KEYS: newEvidenceKeyText(), LOGIN_RATE_LIMIT_MAX: '4',
      // The per-account throttle is set out of the way: the per-IP limit is what is tried here.
      LOGIN_THROTTLE_FREE_FAILURES: '1000',
    };
    // Started together on an empty database: one seeds the demo data, the other waits for it.
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  test('started together on an empty database, they seed the demo data once', async () => {
    const candidates = await a.app.careers.db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').execute();
    expect(candidates).toHaveLength(1);
  });

  test('log in through A and go on through B with the same cookie', async () => {
    const me = await logInAs(a.app);
    const session = await b.app.inject({ url: '/api/pcsx/session', headers: { cookie: me.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ isLoggedIn: true, groupId: 'demo.test' });
    // Logging out through B ends the session on A too.
    const out = await b.app.inject({ method: 'POST', url: '/logout', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf } });
    expect(out.statusCode).toBeLessThan(400);
    expect((await a.app.inject({ url: '/api/pcsx/session', headers: { cookie: me.cookie } })).json().user.isLoggedIn).toBe(false);
  });

  test('a job saved on A is listed on B', async () => {
    const me = await logInAs(a.app);
    const position = await a.app.careers.db.selectFrom('positions').select('id').where('domain', '=', 'demo.test').orderBy('id').executeTakeFirstOrThrow();
    const save = await a.app.inject({
      method: 'POST',
      url: '/api/pcsx/position_action',
      headers: { cookie: me.cookie, 'x-csrf-token': me.csrf },
      payload: { position_id: position.id, action: 'save', domain: 'demo.test' },
    });
    expect(save.json()).toEqual({ ok: true, positionUserActions: { isSaved: true } });
    const saved = await b.app.inject({ url: '/api/pcsx/positions/saved?domain=demo.test', headers: { cookie: me.cookie } });
    expect(saved.json().data.positions.map((p: { id: number }) => p.id)).toContain(position.id);
  });

  test('a position changed through A is found by search on B within a few seconds', async () => {
    const find = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/pcsx/search?domain=demo.test&query=quasarwright' })).json() as { count: number; positions: Array<{ id: number }> };
    // B has answered this search before the change (and may keep the answer in its caches).
    expect((await find(b.app)).count).toBe(0);
    const position = await a.app.careers.db.selectFrom('positions').select('id').where('domain', '=', 'demo.test').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await a.app.careers.db.updateTable('positions').set({ title: 'Quasarwright Engineer' }).where('id', '=', position.id).execute();
    // Polled, bounded: at most 5 s for the change to reach B's answers.
    let found = await find(b.app);
    for (let i = 0; i < 50 && found.count === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await find(b.app);
    }
    expect(found.positions.map((p) => p.id)).toEqual([position.id]);
  });

  test('the hourly clean-up runs once for both instances', async () => {
    const { db } = a.app.careers;
    await db.insertInto('sessions').values({
      id_hash: 'expired-in-cluster', candidate_id: null, domain: 'demo.test', csrf_token: 'x',
      created_at: '2020-01-01T00:00:00.000Z', expires_at: '2020-01-01T12:00:00.000Z',
    }).execute();
    const errors: unknown[] = [];
    const ran = await Promise.all([a, b].map((instance) => hourlyCleanup(instance.app.careers, (error) => errors.push(error))));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(await db.selectFrom('sessions').select('id_hash').where('id_hash', '=', 'expired-in-cluster').execute()).toEqual([]);
    // Within the hour neither instance runs it again.
    expect(await Promise.all([a, b].map((instance) => hourlyCleanup(instance.app.careers, (error) => errors.push(error))))).toEqual([false, false]);
  });

  test('rate limits hold for the cluster: attempts through A and B add up', async () => {
    const browser: Browser = await visit(a.app);
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/candidate/login',
        remoteAddress: '10.2.0.1',
        headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
        payload: { email: 'alex@demo.test', password: 'wrong-password' },
      });
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await attempt(app.app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

