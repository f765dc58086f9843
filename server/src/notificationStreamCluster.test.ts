import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newEvidenceKeyText } from './services/evidenceKeys';
import { notify } from './services/notificationEvents';
import { openEventStream, type EventStreamClient } from './testing/eventStream';
import { createTestApp, signUp, type TestApp } from './testing/testApp';
import { createTestDatabaseTarget, testEngine, type TestDatabaseTarget } from './testing/testDatabase';

// The live bell across instances (issue 33): a notification stored through one instance reaches a stream held by
// another, through PostgreSQL's LISTEN/NOTIFY; a log-out through one closes the stream on the other. SQLite serves
// one process (its signals stay in memory: routes/notificationStream.test.ts).

let database: TestDatabaseTarget;
let filesDir: string;
let a: TestApp;
let b: TestApp;
const opened: EventStreamClient[] = [];

const describePostgres = testEngine === 'postgres' ? describe : describe.skip;

describePostgres('live notifications on two instances of one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createTestDatabaseTarget();
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-stream-cluster-files-'));
    const env = { DATABASE_URL: database.url, FILES_DIR: filesDir, EVIDENCE_KEYS: newEvidenceKeyText() };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const open = async (instance: TestApp, cookie: string, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(instance.app, '/api/pcsx/notifications/stream?domain=demo.test', { cookie, ...headers });
    opened.push(stream);
    await stream.waitFor((event) => event.event === 'badge');
    return stream;
  };

  test('a notification stored through A reaches the stream held by B; a transaction rolled back sends nothing', async () => {
    const me = await signUp(a.app, 'cluster-stream@demo.test');
    const stream = await open(b, me.cookie);
    // Stored inside a transaction that fails: the signal is dropped with it.
    await expect(
      a.app.careers.db.transaction().execute(async (trx) => {
        await notify(trx, { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Rolled Back' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const stored = await notify(a.app.careers.db, { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Across' } });
    const event = await stream.waitFor((e) => e.event === 'notification');
    expect(event.id).toBe(stored?.id);
    expect(JSON.parse(event.data)).toMatchObject({ count: 2, notification: { id: stored?.id } });
    expect(stream.events.map((e) => e.data).join()).not.toContain('Rolled Back');
  });

  test('a reconnect to the other instance replays from Last-Event-ID', async () => {
    const me = await signUp(a.app, 'cluster-replay@demo.test');
    const onA = await open(a, me.cookie);
    const first = await notify(b.app.careers.db, { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'One' } });
    await onA.waitFor((e) => e.id === first?.id);
    onA.close();
    const second = await notify(b.app.careers.db, { domain: 'demo.test', candidateId: me.id, event: { type: 'application_submitted', positionName: 'Two' } });
    const onB = await open(b, me.cookie, { 'last-event-id': String(first?.id) });
    await onB.waitFor((e) => e.id === second?.id);
    expect(onB.events.filter((e) => e.event === 'notification').map((e) => e.id)).toEqual([second?.id]);
  });

  test('log-out through A closes the stream held by B', async () => {
    const me = await signUp(a.app, 'cluster-logout@demo.test');
    const stream = await open(b, me.cookie);
    const out = await a.app.inject({ method: 'POST', url: '/logout', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf, 'content-type': 'application/json' }, payload: {} });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    expect(b.app.careers.notificationStreams.size).toBe(0);
  });
});
