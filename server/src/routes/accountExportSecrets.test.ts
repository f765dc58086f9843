import { MAX_ATTEMPTS } from '../services/mail/outboxSender';
import { createTestApp, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';

// The attack review's scenario: a visitor subscribes someone else's address while SMTP is down, signs
// up with that address (no e-mail check) and downloads "my data". The confirmation token waiting in
// the outbox must not be in that file, or double opt-in means nothing.
let t: TestApp;
beforeAll(async () => {
  // Nothing listens on port 9: every send fails and the row stays queued (then failed) with its payload.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', ALERT_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.careers.db;

async function subscribe(email: string): Promise<void> {
  const visitor = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST', url: '/api/pcsx/job_alerts', headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf },
    payload: { domain: 'demo.test', email, query: 'nurse', location: '', filters: { department: ['Engineering'] } },
  });
  expect(res.statusCode).toBe(202);
  // The subscription is stored after the answer: wait for its confirmation in the outbox.
  while (!(await db().selectFrom('outbox').select('id').where('email', '=', email).executeTakeFirst())) await new Promise((r) => setTimeout(r, 20));
}

async function signUp(email: string): Promise<Browser> {
  const anonymous = await visit(t.app);
  const res = await t.app.inject({
    method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password: 'plum-kettle-42', firstName: 'Vic', lastName: 'Tim' },
  });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
}

async function confirmationToken(email: string): Promise<string> {
  const row = await db().selectFrom('outbox').select('payload_json').where('email', '=', email).where('kind', '=', 'job_alert_confirmation').executeTakeFirstOrThrow();
  return (JSON.parse(row.payload_json) as { token: string }).token;
}

const exportOf = async (who: Browser) =>
  t.app.inject({ method: 'GET', url: '/api/pcsx/account/export', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf } });

test('the export of an account signed up with an address that has a pending job-alert confirmation holds neither the mail nor its token, SMTP error or lease', async () => {
  await subscribe('victim@example.com');
  await t.app.careers.outbox.drain();
  const row = await db().selectFrom('outbox').selectAll().where('email', '=', 'victim@example.com').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, last_error: expect.any(String) });
  const token = await confirmationToken('victim@example.com');
  expect(token.length).toBeGreaterThan(20);

  const res = await exportOf(await signUp('victim@example.com'));
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(token);
  expect(res.body).not.toContain(row.last_error as string);
  // The confirmation is mail of the visitor's alert, the address's: an account with that address is not shown it at all.
  expect(res.json().tables.outbox).toEqual([]);
  expect(res.json().tables.job_alerts).toEqual([]);
});

test('a confirmation that fails for good keeps no token in the outbox, and the export has none either', async () => {
  await subscribe('given-up@example.com');
  const token = await confirmationToken('given-up@example.com');
  await t.app.careers.outbox.drain(); // the first try, so no round holds the row below
  // Its last try is due now.
  await db().updateTable('outbox').set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date(0).toISOString() }).where('email', '=', 'given-up@example.com').execute();
  await t.app.careers.outbox.drain();
  const row = await db().selectFrom('outbox').selectAll().where('email', '=', 'given-up@example.com').executeTakeFirstOrThrow();
  expect(row.failed_at).toEqual(expect.any(String));
  expect(row.payload_json).not.toContain(token);
  // The rest stays for looking into why it failed.
  expect(JSON.parse(row.payload_json)).toMatchObject({ to: 'given-up@example.com', filters: 'Department: Engineering' });

  const res = await exportOf(await signUp('given-up@example.com'));
  expect(res.body).not.toContain(token);
  expect(res.json().tables.outbox).toEqual([]);
});
