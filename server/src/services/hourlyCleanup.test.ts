import { createTestApp, type TestApp } from '../testing/testApp';
import { testEngine } from '../testing/testDatabase';
import { hourlyCleanup } from './hourlyCleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const expiredSession = (id: string) => ({
  id_hash: id, candidate_id: null, domain: 'demo.test', csrf_token: 'x',
  created_at: '2020-01-01T00:00:00.000Z', expires_at: '2020-01-01T12:00:00.000Z',
});

test('deletes expired sessions and old client log lines; reports nothing when all goes well', async () => {
  const { db } = t.app.careers;
  await db.insertInto('sessions').values(expiredSession('expired-1')).execute();
  await db.insertInto('vslog').values({ domain: 'demo.test', created_at: '2020-01-01T00:00:00.000Z', namespace: 'test', event: 'old', candidate_id: null, pid: null, data_json: null, metrics_json: null }).execute();
  const alex = (await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).id;
  const answer = (key: string, createdAt: string) => ({ domain: 'demo.test', candidate_id: alex, idempotency_key: key, request: 'POST decline', status_code: 200, response_json: '{}', created_at: createdAt });
  await db.insertInto('offer_actions').values([answer('old-key', '2020-01-01T00:00:00.000Z'), answer('fresh-key', new Date().toISOString())]).execute();
  const alert = (email: string, sentAt: string, confirmedAt: string | null) => ({
    domain: 'demo.test', email, query: 'engineer', location: '', filters_json: '{}', search_key: `k-${email}`, confirm_token_hash: null,
    confirmation_sent_at: sentAt, confirmations_sent: 1, confirmed_at: confirmedAt, created_at: sentAt,
  });
  await db.insertInto('job_alerts').values([
    alert('never-confirmed@example.test', '2020-01-01T00:00:00.000Z', null),
    alert('confirmed@example.test', '2020-01-01T00:00:00.000Z', '2020-01-02T00:00:00.000Z'),
    alert('just-asked@example.test', new Date().toISOString(), null),
  ]).execute();
  // Outbox rows: sent ones are kept a week, failed ones 30 days (they name recipients); pending ones always stay.
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const mail = (label: string, done: { sent_at?: string; failed_at?: string }) => ({
    kind: 'new_jobs_mail', domain: 'demo.test', payload_json: JSON.stringify({ label }), next_attempt_at: daysAgo(40), created_at: daysAgo(40), ...done,
  });
  await db.insertInto('outbox').values([
    mail('sent-8-days-ago', { sent_at: daysAgo(8) }), mail('sent-6-days-ago', { sent_at: daysAgo(6) }),
    mail('failed-31-days-ago', { failed_at: daysAgo(31) }), mail('failed-29-days-ago', { failed_at: daysAgo(29) }),
    mail('pending-since-40-days', {}),
  ]).execute();
  const errors: string[] = [];
  expect(await hourlyCleanup(t.app.careers, (_error, what) => errors.push(what))).toBe(true);
  // A visitor's job alert nobody confirmed within its week goes; confirmed and recent ones stay.
  expect((await db.selectFrom('job_alerts').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['confirmed@example.test', 'just-asked@example.test']);
  expect(errors).toEqual([]);
  expect((await db.selectFrom('outbox').select('payload_json').orderBy('id').execute()).map((r) => JSON.parse(r.payload_json).label)).toEqual([
    'sent-6-days-ago', 'failed-29-days-ago', 'pending-since-40-days',
  ]);
  expect(await db.selectFrom('sessions').select('id_hash').where('id_hash', '=', 'expired-1').execute()).toEqual([]);
  expect(await db.selectFrom('vslog').select('id').where('event', '=', 'old').execute()).toEqual([]);
  // Idempotency-Key answers are replayed for a day, then forgotten.
  expect((await db.selectFrom('offer_actions').select('idempotency_key').where('candidate_id', '=', alex).execute()).map((r) => r.idempotency_key)).toEqual(['fresh-key']);

  // Called again within the hour: on PostgreSQL the cluster already had its clean-up; SQLite is one process, whose timer decides.
  await db.insertInto('sessions').values(expiredSession('expired-2')).execute();
  expect(await hourlyCleanup(t.app.careers, (_error, what) => errors.push(what))).toBe(testEngine === 'sqlite');
  expect((await db.selectFrom('sessions').select('id_hash').where('id_hash', '=', 'expired-2').execute()).length).toBe(testEngine === 'sqlite' ? 0 : 1);
});
