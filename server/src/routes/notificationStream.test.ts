import { announceNewPositions } from '../services/alerts/announceNewPositions';
import { notify } from '../services/notificationEvents';
import { addPosition } from '../testing/positionRows';
import { notificationTexts } from '../services/notificationTexts';
import { STREAM_LIMITS } from '../services/notificationStream/notificationStreams';
import { openEventStream, type EventStreamClient } from '../testing/eventStream';
import { createTestApp, logInAs, signUp, type TestApp } from '../testing/testApp';
import type { NotificationStreamEvent } from '@careers/shared/contracts/notifications';

// The bell's live stream (issue 33) on one instance, on the engine the tests run on: what a candidate with the page
// open receives, when, and when it ends.
let t: TestApp;
const INTRANET = 'http://localhost:8081';
const STREAM = '/api/pcsx/notifications/stream?domain=demo.test';
const opened: EventStreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.careers.embedOrigins.allowForEveryCompany([INTRANET]);
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(async () => {
  await t.close();
});

async function open(headers: Record<string, string>, path = STREAM): Promise<EventStreamClient> {
  const stream = await openEventStream(t.app, path, headers);
  opened.push(stream);
  return stream;
}

const applied = (candidateId: number, positionName: string) =>
  notify(t.app.careers.db, { domain: 'demo.test', candidateId, event: { type: 'application_submitted', positionName } });

const dataOf = (event: { data: string }) => JSON.parse(event.data) as NotificationStreamEvent;

test('a notification stored while the page is open arrives at once, with the new badge count, in the page language', async () => {
  const me = await signUp(t.app, 'stream-live@demo.test');
  const stream = await open({ cookie: me.cookie, 'accept-encoding': 'gzip, br', 'x-locale': 'de' });
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  // Compressed, the events would wait in the compressor's buffer.
  expect(stream.headers['content-encoding']).toBeUndefined();
  expect(stream.headers['x-accel-buffering']).toBe('no');
  expect(stream.headers['cache-control']).toBe('no-store');
  expect(stream.headers['x-content-type-options']).toBe('nosniff');
  // The sign-up's welcome is already there: the opening badge counts it, nothing is replayed.
  const badge = await stream.waitFor((event) => event.event === 'badge');
  expect(JSON.parse(badge.data)).toEqual({ count: 1 });

  const stored = await applied(me.id, 'Quasar Welder');
  const event = await stream.waitFor((e) => e.event === 'notification');
  expect(event.id).toBe(stored?.id);
  expect(dataOf(event).count).toBe(2);
  expect(dataOf(event).notification).toMatchObject({ id: stored?.id, redirectUrl: '/careers/applications', isClicked: false });
  expect(dataOf(event).notification.message).toContain('Quasar Welder');
  expect(dataOf(event).notification.categoryTitle).toBe('Bewerbungen');
  expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1);
});

test('an EventSource, which sends no headers of its own, names the language and time zone in the query', async () => {
  const me = await signUp(t.app, 'stream-query@demo.test');
  const stream = await open({ cookie: me.cookie }, `${STREAM}&hl=es&timezone=Pacific%2FAuckland`);
  await stream.waitFor((event) => event.event === 'badge');
  // 23:30 UTC on 1 June is already 2 June in Auckland.
  const interview = { type: 'interview_scheduled', positionName: 'Kiwi', startsAt: '2026-06-01T23:30:00.000Z' } as const;
  await notify(t.app.careers.db, { domain: 'demo.test', candidateId: me.id, event: interview });
  const event = await stream.waitFor((e) => e.event === 'notification');
  expect(dataOf(event).notification.categoryTitle).toBe('Entrevistas');
  const inAuckland = notificationTexts(interview, { locale: 'es', timeZone: 'Pacific/Auckland', companyName: 'Demo' }).message;
  expect(inAuckland).not.toBe(notificationTexts(interview, { locale: 'es', timeZone: 'UTC', companyName: 'Demo' }).message);
  expect(dataOf(event).notification.message).toBe(inAuckland);
});

test('a saved search matched by a new position (as an import announces it) reaches the stream', async () => {
  const me = await signUp(t.app, 'stream-saved@demo.test');
  const saved = await t.app.inject({
    method: 'POST', url: '/api/pcsx/saved_searches', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf }, payload: { query: 'quillwrangler', domain: 'demo.test' },
  });
  expect(saved.statusCode).toBe(201);
  const stream = await open({ cookie: me.cookie });
  await stream.waitFor((event) => event.event === 'badge');
  const position = await addPosition(t.app.careers.db, { domain: 'demo.test', title: 'Quillwrangler' });
  await announceNewPositions(t.app.careers, 'demo.test', [position]);
  const event = await stream.waitFor((e) => e.event === 'notification');
  expect(dataOf(event).notification.message).toBe('1 new job matches your saved search "quillwrangler".');
});

test("another candidate's notification does not reach the stream", async () => {
  const me = await signUp(t.app, 'stream-mine@demo.test');
  const other = await signUp(t.app, 'stream-other@demo.test');
  const stream = await open({ cookie: me.cookie });
  await stream.waitFor((event) => event.event === 'badge');
  await applied(other.id, 'Not Yours');
  const mine = await applied(me.id, 'Yours');
  const event = await stream.waitFor((e) => e.event === 'notification');
  expect(event.id).toBe(mine?.id);
  expect(stream.events.map((e) => e.data).join()).not.toContain('Not Yours');
});

test('a reconnect with Last-Event-ID gets what was stored after it, oldest first, and nothing before', async () => {
  const me = await signUp(t.app, 'stream-replay@demo.test');
  const first = await applied(me.id, 'Before');
  const second = await applied(me.id, 'Missed One');
  const third = await applied(me.id, 'Missed Two');
  const stream = await open({ cookie: me.cookie, 'last-event-id': String(first?.id) });
  await stream.waitFor((event) => event.id === third?.id);
  const replayed = stream.events.filter((e) => e.event === 'notification');
  expect(replayed.map((e) => e.id)).toEqual([second?.id, third?.id]);
  expect(replayed.map((e) => dataOf(e).count)).toEqual([4, 4]);
  // A bell that opens a new stream names its last one in the query, with the same effect.
  const again = await open({ cookie: me.cookie }, `${STREAM}&lastEventId=${second?.id}`);
  await again.waitFor((event) => event.id === third?.id);
  expect(again.events.filter((e) => e.event === 'notification').map((e) => e.id)).toEqual([third?.id]);
});

test('a replay is bounded to the newest notifications', async () => {
  const me = await signUp(t.app, 'stream-bounded@demo.test');
  for (let i = 0; i < STREAM_LIMITS.replay + 5; i++) await applied(me.id, `Job ${i}`);
  const stream = await open({ cookie: me.cookie, 'last-event-id': '0' });
  const last = await stream.waitFor((event) => dataOf(event).notification?.message.includes(`Job ${STREAM_LIMITS.replay + 4}`));
  const replayed = stream.events.filter((e) => e.event === 'notification');
  expect(replayed).toHaveLength(STREAM_LIMITS.replay);
  expect(replayed.at(-1)).toBe(last);
});

test('nobody signed in: 401, and no stream', async () => {
  const stream = await open({});
  expect(stream.status).toBe(401);
  expect(stream.headers['content-type']).toMatch(/json/);
});

test('one candidate gets a clear 429 past the cap of open streams, and a stream again once one closes', async () => {
  const me = await signUp(t.app, 'stream-cap@demo.test');
  const streams: EventStreamClient[] = [];
  for (let i = 0; i < STREAM_LIMITS.perCandidate; i++) {
    const stream = await open({ cookie: me.cookie });
    await stream.waitFor((event) => event.event === 'badge');
    streams.push(stream);
  }
  const refused = await open({ cookie: me.cookie, 'x-locale': 'fr' });
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(JSON.parse(await refused.body)).toEqual({
    error: { code: 'too_many_streams', message: 'Trop de fenêtres suivent vos notifications en même temps. Fermez-en quelques-unes ou rechargez cette page plus tard.' },
  });
  streams[0]?.close();
  // The server counts the stream closed once it sees the connection go.
  let next = await open({ cookie: me.cookie });
  for (let i = 0; i < 50 && next.status === 429; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    next = await open({ cookie: me.cookie });
  }
  expect(next.status).toBe(200);
});

test('log-out closes the stream', async () => {
  const me = await signUp(t.app, 'stream-logout@demo.test');
  const stream = await open({ cookie: me.cookie });
  await stream.waitFor((event) => event.event === 'badge');
  const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: me.cookie, 'x-csrf-token': me.csrf, 'content-type': 'application/json' }, payload: {} });
  expect(out.statusCode).toBe(200);
  await stream.ended;
  expect(t.app.careers.notificationStreams.size).toBe(0);
});

test('the stream ends when the session expires, and at the lifetime limit', async () => {
  const { careers } = t.app;
  const realNow = careers.now;
  try {
    const me = await signUp(t.app, 'stream-expiry@demo.test');
    const stream = await open({ cookie: me.cookie });
    await stream.waitFor((event) => event.event === 'badge');
    await careers.notificationStreams.tick();
    // A tick within the limits sends a heartbeat and keeps the stream.
    for (let i = 0; i < 100 && stream.comments === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.comments).toBe(1);
    expect(careers.notificationStreams.size).toBe(1);
    const session = await careers.db.selectFrom('sessions').select('expires_at').where('candidate_id', '=', me.id).executeTakeFirstOrThrow();
    careers.now = () => Date.parse(session.expires_at) + 1000;
    await careers.notificationStreams.tick();
    await stream.ended;

    careers.now = realNow;
    const second = await signUp(t.app, 'stream-lifetime@demo.test');
    const long = await open({ cookie: second.cookie });
    await long.waitFor((event) => event.event === 'badge');
    careers.now = () => realNow() + STREAM_LIMITS.lifetimeMs;
    await careers.notificationStreams.tick();
    await long.ended;
  } finally {
    careers.now = realNow;
  }
});

test('the embedded bell on an allowed origin gets the stream with credentialed CORS; another origin gets no CORS headers', async () => {
  const me = await signUp(t.app, 'stream-embed@demo.test');
  const stream = await open({ cookie: me.cookie, origin: INTRANET });
  expect(stream.status).toBe(200);
  expect(stream.headers['access-control-allow-origin']).toBe(INTRANET);
  expect(stream.headers['access-control-allow-credentials']).toBe('true');
  const foreign = await open({ cookie: me.cookie, origin: 'https://evil.example' });
  expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
});

test('a Last-Event-ID beyond any row id (a forged header) is ignored as on a first connection: the stream stays open and the next notification arrives', async () => {
  const me = await signUp(t.app, 'stream-beyond@demo.test');
  // 2^31 and more: no notification has such an id on either engine (PostgreSQL refused to compare its integer ids with it).
  for (const header of ['2147483648', '999999999999999']) {
    const stream = await open({ cookie: me.cookie, 'last-event-id': header });
    await stream.waitFor((event) => event.event === 'badge');
    const stored = await applied(me.id, `Beyond ${header}`);
    const event = await stream.waitFor((e) => e.event === 'notification');
    expect(event.id).toBe(stored?.id);
    stream.close();
  }
});

test("a password change closes the account's other sessions' streams at once, and keeps the changing session's", async () => {
  const me = await signUp(t.app, 'stream-password@demo.test');
  const other = await logInAs(t.app, 'stream-password@demo.test', 'plum-kettle-42');
  const theirs = await open({ cookie: other.cookie });
  const mine = await open({ cookie: me.cookie });
  await theirs.waitFor((event) => event.event === 'badge');
  await mine.waitFor((event) => event.event === 'badge');
  const changed = await t.app.inject({
    method: 'POST', url: '/api/pcsx/account/password',
    headers: { cookie: me.cookie, 'x-csrf-token': me.csrf, 'content-type': 'application/json' },
    payload: { currentPassword: 'plum-kettle-42', newPassword: 'walnut-harbor-77' },
  });
  expect(changed.statusCode).toBe(200);
  // Ended because the change said so, not by the heartbeat's session check (every heartbeatMs), which found it up to
  // 25 s of notifications later.
  let timer: NodeJS.Timeout | undefined;
  const heartbeat = new Promise((resolve) => (timer = setTimeout(() => resolve('heartbeat'), STREAM_LIMITS.heartbeatMs / 2)));
  expect(await Promise.race([theirs.ended.then(() => 'ended'), heartbeat])).toBe('ended');
  clearTimeout(timer);
  expect(t.app.careers.notificationStreams.size).toBe(1);
  const stored = await applied(me.id, 'Still Mine');
  expect((await mine.waitFor((e) => e.event === 'notification')).id).toBe(stored?.id);
});
