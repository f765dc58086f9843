import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImportCli } from '../positionsImport/importCli';
import { addPosition } from '../../testing/positionRows';
import { createTestApp, logInAs, type TestApp } from '../../testing/testApp';
import { createTestDatabaseTarget, type TestDatabaseTarget } from '../../testing/testDatabase';
import { enqueue, wakeOutbox } from './outbox';
import { MAX_ATTEMPTS, RETRY_BASE_MS } from './outboxSender';
import { startTestSmtpServer, type TestSmtpServer } from './testSmtpServer';

// Mail leaves through the outbox (migration 022): queued in the transaction that causes it, sent by
// a server instance with links on that instance's public origin, retried, and sent once.

const quiet = { write: () => true };
const confirmation = (to: string) => ({ kind: 'job_alert_confirmation' as const, to, company: 'Northwind Labs', filters: '', token: 't'.repeat(43) });
const rowsTo = (t: TestApp, to: string) =>
  t.app.careers.db.selectFrom('outbox').select(['attempts', 'sent_at', 'failed_at', 'last_error', 'payload_json']).where('payload_json', 'like', `%${to}%`).execute();

describe('a server on another port than the default', () => {
  let smtp: TestSmtpServer;
  let database: TestDatabaseTarget;
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    database = await createTestDatabaseTarget();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-outbox-cli-'));
    // No PUBLIC_ORIGIN: the server's own address, http://localhost:9123, is what candidates reach.
    t = await createTestApp({ DATABASE_URL: database.url, SMTP_URL: smtp.url, PORT: '9123' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('positions imported by the command are announced by the server, every link on the server\'s origin', async () => {
    const alex = await logInAs(t.app, 'alex@demo.test');
    const saved = await t.app.inject({ method: 'POST', url: '/api/pcsx/saved_searches', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { query: 'kiteflyer', alert: 'email' } });
    expect(saved.statusCode).toBeLessThan(300);
    fs.writeFileSync(path.join(dir, 'jobs.csv'), ['external_id,title,department,description,employment_type,city,country,lat,lng', 'K-1,Senior Kiteflyer,Engineering,Kites.,FULL_TIME,Kiel,DE,54.3233,10.1228'].join('\n'));
    const out: string[] = [];
    // The command's environment names the database only: no PORT, no PUBLIC_ORIGIN (it would say localhost:8080).
    const code = await runImportCli(['jobs.csv', '--domain', 'demo.test'], { DATABASE_URL: database.url, DATA_DIR: dir, INIT_CWD: dir, LOG_LEVEL: 'silent' }, { stdout: { write: (text: string) => out.push(text) }, stderr: quiet });
    expect(code).toBe(0);
    expect(out.join('')).toBe('Imported 1 rows into demo.test: 1 created, 0 updated, 0 reopened, 0 closed, 0 unchanged.\n1 alerts queued\n');
    expect(smtp.received).toHaveLength(0); // the command sends nothing itself

    await t.app.careers.outbox.drain(); // what the server's poll does within seconds
    const id = (await t.app.careers.db.selectFrom('positions').select('id').where('external_id', '=', 'K-1').executeTakeFirstOrThrow()).id;
    const [mail] = smtp.received;
    expect(smtp.received).toHaveLength(1);
    expect(mail?.to).toEqual(['alex@demo.test']);
    expect(mail?.subject).toBe('New job at Northwind Labs: Senior Kiteflyer');
    expect(mail?.text).toContain(`- Senior Kiteflyer (Kiel, DE): http://localhost:9123/careers/job/${id}?domain=demo.test`);
    // A saved search's mail links the account's saved searches, not the search (whose address would carry its words).
    expect(mail?.text).toContain('Open your saved searches: http://localhost:9123/careers/settings?domain=demo.test');
    expect(mail?.text).toMatch(/: http:\/\/localhost:9123\/careers\/job-alerts\/unsubscribe\?token=s\d+\./);
    expect(mail?.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:9123\/careers\/job-alerts\/unsubscribe\?token=s/);
    expect(mail?.raw).not.toContain('localhost:8080');
    expect(await t.app.careers.outbox.drain()).toBe(0); // nothing left, nothing twice
    expect(smtp.received).toHaveLength(1);
  });
});

describe('an SMTP server that refuses the first try', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ refuseFirst: 1 });
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('the message is tried again after the backoff and arrives exactly once', async () => {
    const start = Date.now();
    t.app.careers.now = () => start;
    await enqueue(t.app.careers.db, 'demo.test', [confirmation('retry@example.com')], start);
    wakeOutbox(t.app.careers.db);
    expect(await t.app.careers.outbox.drain()).toBe(0);
    expect(smtp.refused).toEqual(['retry@example.com']);
    expect(smtp.received).toHaveLength(0);
    expect(await rowsTo(t, 'retry@example.com')).toEqual([expect.objectContaining({ attempts: 1, sent_at: null, failed_at: null, last_error: expect.stringContaining('Try again later') })]);

    // Not due before its backoff…
    t.app.careers.now = () => start + RETRY_BASE_MS - 1;
    expect(await t.app.careers.outbox.drain()).toBe(0);
    // …then sent, once.
    t.app.careers.now = () => start + RETRY_BASE_MS;
    expect(await t.app.careers.outbox.drain()).toBe(1);
    expect(await t.app.careers.outbox.drain()).toBe(0);
    expect(smtp.received.map((m) => m.to)).toEqual([['retry@example.com']]);
    expect(smtp.received[0]?.text).toContain(`Confirm your job alert: https://careers.example/careers/job-alerts/confirm?token=${'t'.repeat(43)}&domain=demo.test`);
    // Sent: the token is not kept any longer.
    expect(await t.app.careers.db.selectFrom('outbox').select(['attempts', 'payload_json']).where('sent_at', 'is not', null).execute()).toEqual([{ attempts: 1, payload_json: '{}' }]);
  });

  test('a message that keeps failing is given up after MAX_ATTEMPTS tries, and logged', async () => {
    const start = Date.now();
    await t.app.careers.db.insertInto('outbox').values({ kind: 'no_such_kind', domain: 'demo.test', payload_json: '{"to":"never@example.com"}', next_attempt_at: new Date(start).toISOString(), created_at: new Date(start).toISOString() }).execute();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      t.app.careers.now = () => start + 24 * 60 * 60 * 1000 * (i + 1);
      await t.app.careers.outbox.drain();
    }
    expect(await rowsTo(t, 'never@example.com')).toEqual([expect.objectContaining({ attempts: MAX_ATTEMPTS, sent_at: null, failed_at: expect.any(String), last_error: 'unknown outbox kind "no_such_kind"' })]);
  });
});

// On PostgreSQL the claim is FOR UPDATE SKIP LOCKED; on SQLite (one process meant) the claim is one
// UPDATE, and two apps on one file in this process share it the same way.
describe('two instances on one database', () => {
  let smtp: TestSmtpServer;
  let database: TestDatabaseTarget;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    database = await createTestDatabaseTarget();
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example' };
    // One after the other: on SQLite two migrations at once would find the file locked.
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    await smtp.close();
  });

  test('each message is sent once, whichever instance claims it', async () => {
    const addresses = Array.from({ length: 60 }, (_, i) => `twice-${i}@example.com`);
    await enqueue(a.app.careers.db, 'demo.test', addresses.map(confirmation), Date.now());
    // Both woken at once, each draining until nothing is due (as their polls would).
    wakeOutbox(a.app.careers.db);
    wakeOutbox(b.app.careers.db);
    const [byA, byB] = await Promise.all([a.app.careers.outbox.drain(), b.app.careers.outbox.drain()]);
    await Promise.all([a.app.careers.outbox.drain(), b.app.careers.outbox.drain()]);
    expect(byA + byB).toBeLessThanOrEqual(60);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    const rows = await a.app.careers.db.selectFrom('outbox').select(['sent_at', 'attempts']).execute();
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(60);
  });
});

// The security review: a "new jobs" message waits in the outbox (retries run for ~2 hours); a position
// that closed meanwhile must not be advertised when it finally leaves.
describe('positions that close between queueing and sending', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let searchId: number;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example' });
    const alex = await logInAs(t.app, 'alex@demo.test');
    const saved = await t.app.inject({ method: 'POST', url: '/api/pcsx/saved_searches', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { query: 'heronwatcher', alert: 'email' } });
    searchId = Number(saved.json().data.id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.app.careers.db;
  async function queueMailAbout(titles: string[], now: number): Promise<number[]> {
    const ids = [];
    for (const title of titles) ids.push(await addPosition(db(), { domain: 'demo.test', title, validThrough: new Date(now + 60 * 60 * 1000).toISOString() }));
    const jobs = ids.map((id, i) => ({ id, title: titles[i] as string, location: 'Berlin, Berlin, DE' }));
    await enqueue(db(), 'demo.test', [{ kind: 'new_jobs_mail', to: 'alex@demo.test', company: 'Northwind Labs', search: { query: 'heronwatcher', location: '', filters: {} }, jobs, unsubscribe: { kind: 'search', id: searchId }, filters: '' }], now);
    return ids;
  }
  const lastRow = () => db().selectFrom('outbox').select(['attempts', 'sent_at', 'failed_at']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

  test('an archived position is left out of the message', async () => {
    const now = Date.now();
    t.app.careers.now = () => now;
    const [closed] = await queueMailAbout(['Heron Watcher (archived)', 'Heron Watcher (open)'], now);
    await db().updateTable('positions').set({ archived_at: new Date(now).toISOString() }).where('id', '=', closed as number).execute();
    const before = smtp.received.length;
    await t.app.careers.outbox.drain();
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received[before];
    expect(mail?.subject).toBe('New job at Northwind Labs: Heron Watcher (open)');
    expect(mail?.text).not.toContain('Heron Watcher (archived)');
  });

  test('when every position closed (archived, or past its valid_through at the send), nothing is sent and the row is done, not failed', async () => {
    const queuedAt = Date.now();
    t.app.careers.now = () => queuedAt;
    const [archived] = await queueMailAbout(['Heron Counter (archived)', 'Heron Counter (expires)'], queuedAt);
    await db().updateTable('positions').set({ archived_at: new Date(queuedAt).toISOString() }).where('id', '=', archived as number).execute();
    // The send comes two hours later: the other position's valid_through (queueing + 1 h) has passed.
    t.app.careers.now = () => queuedAt + 2 * 60 * 60 * 1000;
    const before = smtp.received.length;
    await t.app.careers.outbox.drain();
    expect(smtp.received).toHaveLength(before);
    expect(await lastRow()).toEqual({ attempts: 0, sent_at: expect.any(String), failed_at: null });
  });
});
