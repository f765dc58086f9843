import { announceNewPositions } from '../services/alerts/announceNewPositions';
import { CONFIRM_VALID_DAYS, deleteUnconfirmedJobAlerts } from '../services/alerts/jobAlerts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../services/mail/testSmtpServer';
import { setDomainConfig } from '../testing/domainConfig';
import { addPosition } from '../testing/positionRows';
import { count, createTestApp, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';
import { SUBSCRIBED_MESSAGE } from './alerts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example', ALERT_CONFIRMATIONS_PER_ADDRESS: '2', ALERT_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.app.careers.db;
const subscribe = (who: Browser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pcsx/job_alerts', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload: { domain: 'demo.test', ...payload } });
const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** Waits for the next message to `address` (sent after the answer). */
async function nextMailTo(address: string, already: number): Promise<ReceivedMail> {
  for (;;) {
    const found = mailTo(address)[already];
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1);
  }
}
const pathOf = (text: string, what: 'confirm' | 'unsubscribe') => {
  const url = new RegExp(`https://careers\\.example(/careers/job-alerts/${what}\\?token=[^\\s]+)`).exec(text)?.[1];
  if (!url) throw new Error(`No ${what} link in:\n${text}`);
  return url;
};

/** Opens a page of an e-mail link like a browser, then posts its form. */
async function followAndSubmit(path: string): Promise<{ page: string; result: { statusCode: number; body: string } }> {
  const page = await t.app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  const cookie = sessionCookie(page) ?? '';
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const result = await t.app.inject({ method: 'POST', url: action, headers: { cookie }, payload: { _csrf: csrf, token } });
  return { page: page.body, result };
}

test('double opt-in: nothing is sent before the link is confirmed; then new matching jobs, each message with an unsubscribe link', async () => {
  const visitor = await visit(t.app);
  const res = await subscribe(visitor, { email: ' Visitor@Example.com ', query: 'okapiwhisperer', location: '', filters: {} });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ ok: true, message: SUBSCRIBED_MESSAGE });
  const confirmation = await nextMailTo('visitor@example.com', 0);
  expect(confirmation.subject).toBe('Confirm your job alert at Northwind Labs');
  expect(confirmation.text).toContain('matching "okapiwhisperer"');

  // Not confirmed yet: a matching job sends nothing.
  const first = await addPosition(db(), { domain: 'demo.test', title: 'Okapiwhisperer' });
  expect(await announceNewPositions(t.app.careers, 'demo.test', [first])).toMatchObject({ jobAlerts: 0, emails: 0 });

  // The link opens a page; only its button confirms (a mail scanner following the link confirms nothing).
  const link = pathOf(confirmation.text, 'confirm');
  expect((await db().selectFrom('job_alerts').select('confirmed_at').where('email', '=', 'visitor@example.com').executeTakeFirstOrThrow()).confirmed_at).toBeNull();
  const { page, result } = await followAndSubmit(link);
  expect(page).toContain('Confirm your job alert');
  expect(result.statusCode).toBe(200);
  expect(result.body).toContain('Your job alert is on');
  // The link works once.
  expect((await t.app.inject({ url: link })).statusCode).toBe(404);

  const second = await addPosition(db(), { domain: 'demo.test', title: 'Okapiwhisperer assistant' });
  expect(await announceNewPositions(t.app.careers, 'demo.test', [first, second])).toMatchObject({ jobAlerts: 1, emails: 1 });
  const news = await nextMailTo('visitor@example.com', 1);
  expect(news.text).toContain(`Okapiwhisperer (Berlin, Berlin, DE): https://careers.example/careers/job/${first}?domain=demo.test`);
  expect(news.text).toContain('Unsubscribe from this job alert: https://careers.example/careers/job-alerts/unsubscribe?token=a');
  expect(news.headers['list-unsubscribe']).toContain('/careers/job-alerts/unsubscribe?token=a');
  // Once per position.
  expect(await announceNewPositions(t.app.careers, 'demo.test', [first, second])).toMatchObject({ jobAlerts: 0, emails: 0 });

  const gone = await followAndSubmit(pathOf(news.text, 'unsubscribe'));
  expect(gone.result.statusCode).toBe(200);
  expect(gone.result.body).toContain('You are unsubscribed');
  expect(await db().selectFrom('job_alerts').select('id').where('email', '=', 'visitor@example.com').execute()).toEqual([]);
  const third = await addPosition(db(), { domain: 'demo.test', title: 'Okapiwhisperer trainee' });
  expect(await announceNewPositions(t.app.careers, 'demo.test', [third])).toMatchObject({ jobAlerts: 0, emails: 0 });
  // The link keeps answering after unsubscribing.
  expect((await t.app.inject({ url: pathOf(news.text, 'unsubscribe') })).statusCode).toBe(200);
});

test('no enumeration: a confirmed address gets the same answer and no message; confirmations per address are capped per day', async () => {
  const visitor = await visit(t.app);
  await subscribe(visitor, { email: 'known@example.com', query: 'tapirtamer' });
  const confirm = await nextMailTo('known@example.com', 0);
  await followAndSubmit(pathOf(confirm.text, 'confirm'));

  const again = await subscribe(await visit(t.app), { email: 'known@example.com', query: 'tapirtamer' });
  const fresh = await subscribe(await visit(t.app), { email: 'fresh@example.com', query: 'tapirtamer' });
  expect(again.statusCode).toBe(fresh.statusCode);
  expect(again.json()).toEqual(fresh.json());
  await nextMailTo('fresh@example.com', 0);
  expect(mailTo('known@example.com')).toHaveLength(1);

  // A stranger asking again and again for someone's address: at most ALERT_CONFIRMATIONS_PER_ADDRESS (2) a day.
  for (const query of ['a1', 'a2', 'a3', 'a4']) expect((await subscribe(await visit(t.app), { email: 'target@example.com', query })).statusCode).toBe(202);
  await nextMailTo('target@example.com', 1);
  // Every answer above was sent before its message; give any message left time to arrive through one more.
  await subscribe(await visit(t.app), { email: 'marker@example.com', query: 'x' });
  await nextMailTo('marker@example.com', 0);
  expect(mailTo('target@example.com')).toHaveLength(2);
});

test.each([
  [{ email: 'not-an-email' }, 400, 'Enter a valid email address.'],
  [{ email: 'a@b.example', filters: { colour: ['red'] } }, 400, 'Unknown filter "colour".'],
  [{ email: 'a@b.example', query: 'x'.repeat(201) }, 400, 'The field "query" must NOT have more than 200 characters.'],
  [{}, 400, 'The field "email" is required.'],
])('bad input %j → %i', async (payload, status, message) => {
  const before = await count(t.app, 'job_alerts');
  const res = await subscribe(await visit(t.app), payload);
  expect(res.statusCode).toBe(status);
  expect(res.json().error.message).toBe(message);
  expect(await count(t.app, 'job_alerts')).toBe(before);
});

test('bad links: a made-up confirm or unsubscribe token is a 404 page; posting without the CSRF token is refused', async () => {
  const confirm = await t.app.inject({ url: `/careers/job-alerts/confirm?token=${'A'.repeat(43)}&domain=demo.test` });
  expect(confirm.statusCode).toBe(404);
  expect(confirm.headers['content-type']).toMatch(/text\/html/);
  expect(confirm.body).toContain('This link is not valid any more.');
  expect((await t.app.inject({ url: '/careers/job-alerts/unsubscribe?token=a1.forged&domain=demo.test' })).statusCode).toBe(404);
  expect((await t.app.inject({ url: `/careers/job-alerts/unsubscribe?token=a1.${'A'.repeat(43)}` })).statusCode).toBe(404);
  const visitor = await visit(t.app);
  const noCsrf = await t.app.inject({ method: 'POST', url: '/careers/job-alerts/unsubscribe', headers: { cookie: visitor.cookie }, payload: { token: 'a1.x' } });
  expect(noCsrf.statusCode).toBe(403);
});

test('off unless loggedOutNotificationConfig.enabled: 404, nothing stored', async () => {
  await setDomainConfig(db(), 'demo.test', '$.configs.pcsxConfig.loggedOutNotificationConfig.enabled', false);
  try {
    const res = await subscribe(await visit(t.app), { email: 'off@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Job alerts are not enabled.');
    expect(await db().selectFrom('job_alerts').select('id').where('email', '=', 'off@example.com').execute()).toEqual([]);
  } finally {
    await setDomainConfig(db(), 'demo.test', '$.configs.pcsxConfig.loggedOutNotificationConfig.enabled', true);
  }
});

test('an alert nobody confirmed is forgotten once its link expired; confirmed ones stay', async () => {
  const visitor = await visit(t.app);
  await subscribe(visitor, { email: 'late@example.com', query: 'lemurlistener' });
  await subscribe(visitor, { email: 'kept@example.com', query: 'lemurlistener' });
  await followAndSubmit(pathOf((await nextMailTo('kept@example.com', 0)).text, 'confirm'));
  const late = await nextMailTo('late@example.com', 0);
  const emails = async () => (await db().selectFrom('job_alerts').select('email').where('query', '=', 'lemurlistener').orderBy('email').execute()).map((r) => r.email);
  expect(await emails()).toEqual(['kept@example.com', 'late@example.com']);
  const later = Date.now() + CONFIRM_VALID_DAYS * 24 * 60 * 60 * 1000 + 60_000;
  expect(await deleteUnconfirmedJobAlerts(db(), Date.now())).toBe(0);
  expect(await deleteUnconfirmedJobAlerts(db(), later)).toBeGreaterThanOrEqual(1);
  expect(await emails()).toEqual(['kept@example.com']);
  expect((await t.app.inject({ url: pathOf(late.text, 'confirm') })).statusCode).toBe(404);
});

test('the outbox page is off when SMTP_URL is set', async () => {
  expect((await t.app.inject({ url: '/careers/dev/outbox' })).statusCode).toBe(404);
});

describe('without SMTP_URL', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ PUBLIC_ORIGIN: 'http://localhost:8080', ALERT_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => local.close());

  test('the confirmation is written to the outbox and listed on /careers/dev/outbox with its link', async () => {
    const visitor = await visit(local.app);
    const res = await local.app.inject({
      method: 'POST', url: '/api/pcsx/job_alerts', headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf }, payload: { email: 'dev@example.com', query: 'engineer' },
    });
    expect(res.statusCode).toBe(202);
    let page = '';
    // Written after the answer: read until it is listed.
    for (let i = 0; i < 200 && !page.includes('dev@example.com'); i++) {
      page = (await local.app.inject({ url: '/careers/dev/outbox' })).body;
      if (!page.includes('dev@example.com')) await new Promise((r) => setTimeout(r, 10));
    }
    expect(page).toContain('Confirm your job alert at Northwind Labs');
    expect(page).toMatch(/<a href="http:\/\/localhost:8080\/careers\/job-alerts\/confirm\?token=[\w-]+&amp;domain=demo\.test">/);
  });

  test('subscribing is rate limited per IP address: ALERT_RATE_LIMIT_MAX a minute (3 here), then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const visitor = await visit(local.app);
      const res = await local.app.inject({
        method: 'POST', url: '/api/pcsx/job_alerts', headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf }, payload: { email: `r${i}@example.com` },
      });
      statuses.push(res.statusCode);
    }
    // The first test above used one of the three.
    expect(statuses).toEqual([202, 202, 429]);
    expect(await local.app.careers.db.selectFrom('job_alerts').select('email').where('email', '=', 'r2@example.com').execute()).toEqual([]);
  });
});
