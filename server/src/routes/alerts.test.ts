import http from 'node:http';
import { unsubscribeToken } from '../services/alerts/alertTokens';
import { announceNewPositions } from '../services/alerts/announceNewPositions';
import { CONFIRM_VALID_DAYS, deleteUnconfirmedJobAlerts } from '../services/alerts/jobAlerts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../services/mail/testSmtpServer';
import { hasControlCharacter } from '../services/validation';
import { setDomainConfig } from '../testing/domainConfig';
import { addPosition } from '../testing/positionRows';
import { count, createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';
import { isLoopback, SUBSCRIBED_MESSAGE } from './alerts';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://careers.example', ALERT_CONFIRMATIONS_PER_ADDRESS: '2', ALERT_RATE_LIMIT_MAX: '1000', ALERT_CONFIRMATIONS_PER_IP_PER_HOUR: '1000' });
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
  // The requester's words are not quoted to a mailbox whose owner has confirmed nothing (issue 25).
  expect(confirmation.text).toContain('asked for e-mail about new jobs at Northwind Labs for a job search.');
  expect(confirmation.text).not.toContain('okapiwhisperer');

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
  // The way out is on that page already: the same unsubscribe link the job e-mails carry.
  const pageUnsubscribe = result.body.match(/href="(\/careers\/job-alerts\/unsubscribe\?token=a[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  expect(pageUnsubscribe).toBeDefined();
  expect((await t.app.inject({ url: pageUnsubscribe as string })).body).toContain('Unsubscribe');
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

test('the confirmation names the search by its filters\' labels and quotes none of the requester\'s words', async () => {
  const evil = 'Visit http://evil.example now';
  await subscribe(await visit(t.app), { email: 'labels@example.com', query: evil, location: 'Berlin', filters: { department: ['Engineering'], is_remote: ['1'], skills: [evil] } });
  const mail = await nextMailTo('labels@example.com', 0);
  const intro = 'Someone, hopefully you, asked for e-mail about new jobs at Northwind Labs for a job search (Place: Berlin, Berlin, DE · Department: Engineering · Remote: Remote).';
  expect(mail.text).toContain(intro);
  for (const part of [mail.subject, mail.text, mail.raw]) {
    for (const word of ['Visit', 'evil', 'http://evil', ' now']) expect(part).not.toContain(word);
  }
  // A place only the requester knows is their words too: left out.
  await subscribe(await visit(t.app), { email: 'place@example.com', query: 'x', location: evil });
  expect((await nextMailTo('place@example.com', 0)).text).toContain('at Northwind Labs for a job search.\n');
  // Once the owner confirmed, the new-jobs mail names the search as they asked for it.
  expect((await db().selectFrom('job_alerts').select('query').where('email', '=', 'labels@example.com').executeTakeFirstOrThrow()).query).toBe(evil);
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

/** Posts an unsubscribe form with a token, as the page's form would. */
async function postUnsubscribe(token: string) {
  const visitor = await visit(t.app);
  return t.app.inject({ method: 'POST', url: '/careers/job-alerts/unsubscribe?domain=demo.test', headers: { cookie: visitor.cookie }, payload: { _csrf: visitor.csrf, token } });
}

test('an old unsubscribe link never acts on a later saved search given the same id (SQLite reuses a deleted top id)', async () => {
  const alex = await logInAs(t.app, 'alex@demo.test');
  const created = await t.app.inject({
    method: 'POST', url: '/api/pcsx/saved_searches', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { query: 'pangolinpainter', alert: 'email' },
  });
  const id = created.json().data.id as number;
  const alexRow = await db().selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const alexLink = await unsubscribeToken(db(), { kind: 'search', id });
  await db().deleteFrom('saved_searches').where('id', '=', id).execute();
  // Sam's saved search gets the id (as SQLite does for a deleted top id; given explicitly, so both engines see it).
  const sam = await db().selectFrom('candidates').select('id').where('email', '=', 'sam@demo.test').executeTakeFirstOrThrow();
  await db()
    .insertInto('saved_searches')
    .values({ ...alexRow, id, candidate_id: sam.id, created_at: new Date(Date.parse(alexRow.created_at) + 1000).toISOString(), alert_email: 1 })
    .execute();

  const page = await t.app.inject({ url: `/careers/job-alerts/unsubscribe?token=${alexLink}&domain=demo.test` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('You are unsubscribed');
  expect(page.body).not.toContain('<form');
  const posted = await postUnsubscribe(alexLink);
  expect(posted.statusCode).toBe(200);
  expect((await db().selectFrom('saved_searches').select('alert_email').where('id', '=', id).executeTakeFirstOrThrow()).alert_email).toBe(1);

  // Sam's own link works.
  const samLink = await unsubscribeToken(db(), { kind: 'search', id });
  expect(samLink).not.toBe(alexLink);
  expect((await postUnsubscribe(samLink)).statusCode).toBe(200);
  expect((await db().selectFrom('saved_searches').select('alert_email').where('id', '=', id).executeTakeFirstOrThrow()).alert_email).toBe(0);
  await db().deleteFrom('saved_searches').where('id', '=', id).execute();
});

test("an old unsubscribe link never deletes a stranger's job alert given the same id", async () => {
  const at = new Date().toISOString();
  const row = { domain: 'demo.test', query: 'q', location: '', filters_json: '{}', search_key: 'reuse', confirm_token_hash: null, confirmation_sent_at: at, confirmed_at: at, created_at: at };
  const { id } = await db().insertInto('job_alerts').values({ ...row, email: 'first@example.com' }).returning('id').executeTakeFirstOrThrow();
  const oldLink = await unsubscribeToken(db(), { kind: 'alert', id });
  await db().deleteFrom('job_alerts').where('id', '=', id).execute();
  await db().insertInto('job_alerts').values({ ...row, id, email: 'stranger@example.com' }).execute();

  expect((await postUnsubscribe(oldLink)).statusCode).toBe(200);
  expect(await db().selectFrom('job_alerts').select('email').where('id', '=', id).execute()).toEqual([{ email: 'stranger@example.com' }]);
  // The same address subscribing again later is a new alert too: the old link does not reach it.
  await db().deleteFrom('job_alerts').where('id', '=', id).execute();
  await db().insertInto('job_alerts').values({ ...row, id, email: 'first@example.com', created_at: new Date(Date.parse(at) + 1000).toISOString() }).execute();
  expect((await postUnsubscribe(oldLink)).statusCode).toBe(200);
  expect(await db().selectFrom('job_alerts').select('email').where('id', '=', id).execute()).toEqual([{ email: 'first@example.com' }]);
  // Its current link does.
  expect((await postUnsubscribe(await unsubscribeToken(db(), { kind: 'alert', id }))).statusCode).toBe(200);
  expect(await db().selectFrom('job_alerts').select('email').where('id', '=', id).execute()).toEqual([]);
  // A link of the old format (the id alone signed) is refused.
  expect((await postUnsubscribe(`a${id}.${'A'.repeat(43)}`)).statusCode).toBe(404);
});

test.each([
  ['a new address', 'timing-new@example.com', false],
  ['an already confirmed address', 'timing-known@example.com', true],
])('subscribing answers before any database work on the alert, for %s', async (_label, email, confirmed) => {
  if (confirmed) {
    // Subscribed and confirmed before (the search key as the service computes it).
    await subscribe(await visit(t.app), { email, query: 'wombatwaiter' });
    await nextMailTo(email, 0);
    await db().updateTable('job_alerts').set({ confirmed_at: new Date().toISOString(), confirm_token_hash: null }).where('email', '=', email).execute();
  }
  const visitor = await visit(t.app);
  const events: string[] = [];
  const responses = new WeakSet<http.ServerResponse>();
  const emit = http.ServerResponse.prototype.emit;
  const finished = jest.spyOn(http.ServerResponse.prototype, 'emit').mockImplementation(function (this: http.ServerResponse, event: string | symbol, ...args: unknown[]) {
    // The subscription's own response (other requests of the app may finish meanwhile).
    if (event === 'finish' && this.req?.url?.startsWith('/api/pcsx/job_alerts') && !responses.has(this)) {
      responses.add(this);
      events.push('answer');
    }
    return emit.call(this, event, ...args);
  });
  const transaction = db().transaction.bind(db());
  const written = jest.spyOn(db(), 'transaction').mockImplementation(() => {
    events.push('database');
    return transaction();
  });
  try {
    const res = await subscribe(visitor, { email, query: 'wombatwaiter' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, message: SUBSCRIBED_MESSAGE });
    // The work after the answer: wait until it has looked the address up.
    for (let i = 0; i < 1000 && !events.includes('database'); i++) await new Promise((r) => setImmediate(r));
  } finally {
    finished.mockRestore();
    written.mockRestore();
  }
  expect(events).toEqual(['answer', 'database']);
  if (!confirmed) await nextMailTo(email, 0);
});

test('names with control characters are refused', async () => {
  const alex = await logInAs(t.app, 'alex@demo.test');
  for (const firstName of ['Sam\r\nBcc: x@evil.test', 'Sam\u0000', 'Tab\tbed', 'Del\u007f']) {
    const res = await t.app.inject({
      method: 'POST', url: '/api/pcsx/account/profile', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { domain: 'demo.test', firstName },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ firstName: 'Remove the line breaks, tabs and other control characters from the first name.' });
  }
  expect(hasControlCharacter((await db().selectFrom('candidates').select('first_name').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).first_name)).toBe(false);
});

test('isLoopback: 127.0.0.0/8, ::1 and their IPv4-mapped form', () => {
  for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip)).toBe(true);
  for (const ip of ['203.0.113.5', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '0.0.0.0', '::']) expect(isLoopback(ip)).toBe(false);
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

  test('MAIL_OUTBOX_PAGE=true shows the outbox to anyone; false to no one; behind a trusted proxy the client address decides', async () => {
    const open = await createTestApp({ MAIL_OUTBOX_PAGE: 'true' });
    const closed = await createTestApp({ MAIL_OUTBOX_PAGE: 'false' });
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await open.app.inject({ url: '/careers/dev/outbox', remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
      expect((await closed.app.inject({ url: '/careers/dev/outbox' })).statusCode).toBe(404);
      expect((await proxied.app.inject({ url: '/careers/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(404);
      expect((await proxied.app.inject({ url: '/careers/dev/outbox' })).statusCode).toBe(200);
    } finally {
      await open.close();
      await closed.close();
      await proxied.close();
    }
  });

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
    expect(page).toMatch(/<a href="http:\/\/localhost:8080\/careers\/job-alerts\/confirm\?token=[\w-]+&amp;domain=demo\.test&amp;hl=en">/);
    // By default only for this machine: another client gets a 404, whatever it claims in X-Forwarded-For (TRUST_PROXY unset).
    const remote = await local.app.inject({ url: '/careers/dev/outbox', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('dev@example.com');
    expect((await local.app.inject({ url: '/careers/dev/outbox', remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await local.app.inject({ url: '/careers/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
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
