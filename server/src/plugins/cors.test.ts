import { hashPassword } from '../services/passwords';
import { addCompany, changeCompanySettings } from '../testing/fixtures';
import { createTestApp, logInAs, sessionCookie, visit, type Browser, type TestApp } from '../testing/testApp';

let t: TestApp;
let alex: Browser;

const INTRANET = 'http://localhost:8081';
const FROM_ENV = 'https://portal.example.org';
const COMPANY_OWN = 'https://intranet.northwind.example';
const FOREIGN = 'https://evil.example';

beforeAll(async () => {
  t = await createTestApp({ EMBED_ALLOWED_ORIGINS: `${FROM_ENV}/, http://other.example:3000` });
  await changeCompanySettings(t.app.careers.db, 'demo.test', (settings) => {
    settings.configs.embedConfig.allowedOrigins = [`${COMPANY_OWN}/`];
  });
  // What index.ts does once the demo intranet listens.
  t.app.careers.embedOrigins.allowForEveryCompany([INTRANET]);
  alex = await logInAs(t.app);
});
afterAll(async () => {
  await t.close();
});

const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'access-control-allow-methods'];

describe('credentialed CORS for embedding pages', () => {
  test.each([INTRANET, FROM_ENV, COMPANY_OWN])('an allowed origin (%s) gets credentialed headers and can read x-csrf-token', async (origin) => {
    const res = await t.app.inject({ url: '/api/pcsx/notification_badge?domain=demo.test', headers: { origin, cookie: alex.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toMatch(/Origin/);
    expect(String(res.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(['x-csrf-token', 'x-login-required', 'x-invalid-csrf']);
    expect(res.headers['x-csrf-token']).toBe(alex.csrf);
  });

  test('errors carry the headers too, so the widget can read "Session timed out."', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/notifications?domain=demo.test', headers: { origin: INTRANET } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(INTRANET);
    expect(res.headers['x-login-required']).toBe('1');
  });

  test('a credentialed POST from an allowed origin works with the CSRF token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pcsx/notifications/mark_all_viewed?domain=demo.test',
      headers: { origin: INTRANET, cookie: alex.cookie, 'x-csrf-token': alex.csrf },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(INTRANET);
    const vslog = await t.app.inject({
      method: 'POST',
      url: '/vslog?domain=demo.test',
      headers: { origin: INTRANET, cookie: alex.cookie, 'x-csrf-token': alex.csrf },
      payload: { namespace: 'notifications', event: 'bell_opened' },
    });
    expect(vslog.statusCode).toBe(204);
    expect(vslog.headers['access-control-allow-origin']).toBe(INTRANET);
  });

  test.each([FOREIGN, 'null', 'http://localhost:8081.evil.example', 'http://localhost:8082'])('a foreign origin (%s) gets no CORS headers', async (origin) => {
    const res = await t.app.inject({ url: '/api/pcsx/notification_badge?domain=demo.test', headers: { origin, cookie: alex.cookie } });
    for (const header of CORS_HEADERS) expect(res.headers[header]).toBeUndefined();
  });

  test('a company\'s own origins are allowed for that company only', async () => {
    await addCompany(t.app.careers.db, 'other.test', (settings) => {
      settings.configs.embedConfig.allowedOrigins = [];
    });
    const other = await t.app.inject({ url: '/api/pcsx/notifications_boot_data?domain=other.test', headers: { origin: COMPANY_OWN } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const own = await t.app.inject({ url: '/api/pcsx/notifications_boot_data?domain=demo.test', headers: { origin: COMPANY_OWN } });
    expect(own.headers['access-control-allow-origin']).toBe(COMPANY_OWN);
    // Origins from the environment and the demo intranet count for every company.
    const everyone = await t.app.inject({ url: '/api/pcsx/notifications_boot_data?domain=other.test', headers: { origin: INTRANET } });
    expect(everyone.headers['access-control-allow-origin']).toBe(INTRANET);
  });

  test('pages and login are not opened to other origins', async () => {
    for (const url of ['/careers', '/candidate/login', '/healthz']) {
      const res = await t.app.inject({ url, headers: { origin: INTRANET } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  test('/remotes.json keeps its public `*` without credentials', async () => {
    const res = await t.app.inject({ url: '/remotes.json', headers: { origin: INTRANET } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('preflight', () => {
  const preflight = (url: string, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrf-token' },
    });

  test.each([
    '/api/pcsx/notifications/12/mark_clicked?domain=demo.test', '/api/pcsx/notifications/mark_all_viewed', '/vslog?domain=demo.test',
    '/api/offer/offers/12/accept?domain=demo.test', '/api/offer/offers/12/34/accept', '/api/offer/offers/12/decline',
  ])(
    'an allowed origin: 204 with methods, headers and max-age (%s)',
    async (url) => {
      const res = await preflight(url, INTRANET);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe(INTRANET);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
      expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(['content-type', 'x-csrf-token', 'x-group-id', 'x-user-id', 'x-timezone', 'x-locale', 'idempotency-key']);
      expect(res.headers['access-control-max-age']).toBe('600');
    },
  );

  test('a foreign origin: refused, with no CORS headers', async () => {
    const res = await preflight('/api/pcsx/notifications/mark_all_viewed', FOREIGN);
    // The login guard answers (401): the preflight fails either way, the browser never sends the POST.
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    for (const header of CORS_HEADERS) expect(res.headers[header]).toBeUndefined();
  });

  test('paths outside the embeddable APIs are not preflighted', async () => {
    const res = await preflight('/candidate/login', INTRANET);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('one company per origin', () => {
  const OTHER_OWN = 'https://intranet.other.example';
  let otherCandidate: Browser;

  beforeAll(async () => {
    const { db } = t.app.careers;
    await addCompany(db, 'other2.test', (settings) => {
      settings.configs.embedConfig.allowedOrigins = [OTHER_OWN];
    });
    await db
      .insertInto('candidates')
      .values({
        domain: 'other2.test', email: 'kim@other.test', password_hash: await hashPassword('kims-password'), first_name: 'Kim', last_name: 'Other',
        is_bootstrapped: 1, is_onboarded: 1, created_at: new Date().toISOString(),
      })
      .execute();
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login?domain=other2.test',
      headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
      payload: { email: 'kim@other.test', password: 'kims-password', domain: 'other2.test' },
    });
    const cookie = sessionCookie(res);
    if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    otherCandidate = { cookie, csrf: String(res.headers['x-csrf-token']) };
  });

  test("an origin allowed by one company cannot read another company's candidate", async () => {
    // COMPANY_OWN is allowed for demo.test only; the cookie is a candidate of other2.test.
    const res = await t.app.inject({ url: '/api/pcsx/notifications', headers: { origin: COMPANY_OWN, cookie: otherCandidate.cookie } });
    expect(res.statusCode).toBe(200);
    for (const header of CORS_HEADERS) expect(res.headers[header]).toBeUndefined();
  });

  test("a company's own intranet works for its candidates without naming the domain", async () => {
    const res = await t.app.inject({ url: '/api/pcsx/notifications_boot_data', headers: { origin: OTHER_OWN, cookie: otherCandidate.cookie } });
    expect(res.headers['access-control-allow-origin']).toBe(OTHER_OWN);
    expect(res.json()).toMatchObject({ groupId: 'other2.test', isLoggedIn: true });
  });

  test('only the notification and offers calls and logging are readable cross-origin, not the profile', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/session?domain=demo.test', headers: { origin: INTRANET, cookie: alex.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The offers widget on an intranet page lists, reads and signs offers with the candidate's cookie.
    const offers = await t.app.inject({ url: '/api/offer/offers?domain=demo.test', headers: { origin: INTRANET, cookie: alex.cookie } });
    expect(offers.statusCode).toBe(200);
    expect(offers.headers['access-control-allow-origin']).toBe(INTRANET);
    expect(offers.headers['access-control-allow-credentials']).toBe('true');
    // A path that only starts like the offers calls is not opened.
    const lookalike = await t.app.inject({ url: '/api/offer/offersX', headers: { origin: INTRANET, cookie: alex.cookie } });
    expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
  });
});
