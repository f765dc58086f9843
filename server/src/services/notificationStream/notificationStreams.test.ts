import { isDomainError } from '../../domainErrors';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { NotificationStreams, STREAM_LIMITS, type StreamSink } from './notificationStreams';

// The hub's limits with small numbers and a clock of the test's own: the address cap, idle streams, readers that
// stopped reading. (Streams over HTTP, caps per candidate, log-out and replays: routes/notificationStream.test.ts.)

let database: TestDatabase;
let now = Date.parse('2026-06-01T12:00:00.000Z');
let hub: NotificationStreams;
const SESSION = 'a'.repeat(64);
const READER = { locale: 'en', timeZone: 'UTC', companyName: 'Demo' };

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insertInto('domains').values({ id: 'hub.test', name: 'Hub', config_json: '{}', created_at: new Date(now).toISOString() }).execute();
  await database.db
    .insertInto('sessions')
    .values({ id_hash: SESSION, candidate_id: null, domain: 'hub.test', csrf_token: 'x', created_at: new Date(now).toISOString(), expires_at: new Date(now + 86_400_000).toISOString() })
    .execute();
});
beforeEach(async () => {
  hub = new NotificationStreams({ db: database.db, now: () => now, onError: (error) => { throw error; } }, { ...STREAM_LIMITS, perCandidate: 3, perAddress: 2, idleMs: 60_000 });
  await hub.start(null);
});
afterEach(async () => {
  await hub.close();
});
afterAll(async () => {
  await database.close();
});

/** A sink that records what it is sent; `full` makes it report backpressure, as a reader that stopped reading. */
function sink(): StreamSink & { text: string; ended: boolean; full: boolean } {
  const recorded = {
    text: '',
    ended: false,
    full: false,
    write(text: string) {
      recorded.text += text;
      return !recorded.full;
    },
    end() {
      recorded.ended = true;
    },
  };
  return recorded;
}

const open = (candidateId: number, address: string, into = sink()) => {
  hub.open({ scope: { domain: 'hub.test', candidateId }, address, sessionHash: SESSION, sessionExpiresAt: new Date(now + 86_400_000).toISOString(), reader: READER, lastEventId: null, sink: into });
  return into;
};

test('one address gets at most its cap of streams, whoever is signed in', () => {
  open(1, '10.0.0.1');
  open(2, '10.0.0.1');
  let refused: unknown;
  try {
    open(3, '10.0.0.1');
  } catch (error) {
    refused = error;
  }
  expect(isDomainError(refused, 'too_many')).toBe(true);
  // Another address is not held back by this one.
  expect(() => open(3, '10.0.0.2')).not.toThrow();
  expect(hub.size).toBe(3);
});

test('a stream with nothing to send for the idle limit is closed; a heartbeat keeps the others', async () => {
  const quiet = open(1, '10.0.0.3');
  now += 30_000;
  await hub.tick();
  expect(quiet.ended).toBe(false);
  expect(quiet.text).toContain(': heartbeat\n\n');
  now += 30_000;
  await hub.tick();
  expect(quiet.ended).toBe(true);
  expect(hub.size).toBe(0);
});

test('a reader that left a heartbeat unread is closed at the next one', async () => {
  const stuck = open(1, '10.0.0.4');
  const reading = open(2, '10.0.0.5');
  stuck.full = true;
  await hub.tick();
  expect(stuck.ended).toBe(false);
  await hub.tick();
  expect(stuck.ended).toBe(true);
  expect(reading.ended).toBe(false);
});

test('closing the hub ends every stream', async () => {
  const one = open(1, '10.0.0.6');
  const two = open(2, '10.0.0.7');
  await hub.close();
  expect([one.ended, two.ended]).toEqual([true, true]);
});
