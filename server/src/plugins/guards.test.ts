import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domainErrors';
import { httpErrorOf } from '../errors';
import { deleteExpiredSessions } from '../services/sessions';
import { count, createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';
import { requireCandidate } from './guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('CSRF', () => {
  test.each([
    ['missing', undefined],
    ['wrong', 'not-the-token'],
  ])('a %s token → 403 "Invalid CSRF." and nothing is written', async (_case, token) => {
    const browser = await visit(t.app);
    const before = await count(t.app, 'vslog');
    const res = await t.app.inject({
      method: 'POST',
      url: '/vslog?domain=demo.test',
      headers: { cookie: browser.cookie, ...(token ? { 'x-csrf-token': token } : {}) },
      payload: { namespace: 'search', event: 'page_view' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-invalid-csrf']).toBe('1');
    expect(res.json()).toEqual({ error: { code: 'invalid_csrf', message: 'Invalid CSRF.' } });
    expect(await count(t.app, 'vslog')).toBe(before);
  });

  test('a logged-in candidate with a wrong token cannot change anything', async () => {
    const alex = await logInAs(t.app, 'sam@demo.test');
    const firstName = async () => (await t.app.careers.db.selectFrom('candidates').select('first_name').where('email', '=', 'sam@demo.test').executeTakeFirstOrThrow()).first_name;
    const before = await firstName();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pcsx/profile_bootstrap',
      headers: { cookie: alex.cookie, 'x-csrf-token': `${alex.csrf}x` },
      payload: { firstName: 'Mallory', lastName: 'Evil' },
    });
    expect(res.statusCode).toBe(403);
    expect(await firstName()).toBe(before);
  });

  test('without any session the token cannot match', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/vslog', headers: { 'x-csrf-token': 'anything' }, payload: { namespace: 'a', event: 'b' } });
    expect(res.statusCode).toBe(403);
  });

  test('HTML form posts may send the token as _csrf', async () => {
    const browser = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'next=%2Fcareers&_csrf=wrong',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Invalid CSRF.');
  });
});

test('the _csrf form field counts only from our own pages: a page of an embedding origin, which can read the token, must send the header', async () => {
  const sam = await logInAs(t.app, 'sam@demo.test');
  const post = (origin: string, fetchSite?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: sam.cookie, 'content-type': 'application/x-www-form-urlencoded', origin, host: 'careers.test:8080', ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) },
      payload: `next=%2Fcareers&_csrf=${encodeURIComponent(sam.csrf)}`,
    });
  expect((await post('http://intranet.demo.test')).statusCode).toBe(403);
  const loggedIn = async () => (await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: sam.cookie } })).json().user?.isLoggedIn;
  expect(await loggedIn()).toBe(true);
  // A browser that says the post is cross-site is believed whatever the Origin.
  expect((await post('http://careers.test:8080', 'same-site')).statusCode).toBe(403);
  expect(await loggedIn()).toBe(true);
  // The same form posted from the site's own page logs out.
  expect((await post('http://careers.test:8080')).statusCode).toBe(303);
  expect(await loggedIn()).toBeFalsy();
});

describe('protected APIs', () => {
  test('without a login → 401 "Session timed out." with x-login-required', async () => {
    const browser = await visit(t.app);
    for (const headers of [{}, { cookie: browser.cookie, 'x-csrf-token': browser.csrf }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-login-required']).toBe('1');
      expect(res.json()).toEqual({ error: { code: 'login_required', message: 'Session timed out.' } });
    }
    const offers = await t.app.inject({ url: '/api/offer/offers' });
    expect(offers.statusCode).toBe(401);
  });

  // Fastify decodes the path before routing: these reach the same handlers as the plain paths.
  test.each(['/api/%70csx/onboarding', '/api/pcsx/%6Fnboarding', '/%61pi/pcsx/onboarding', '/api/%70csx/profile_bootstrap'])(
    'a percent-encoded path (%s) is guarded like the plain one: 401, never the handler',
    async (url) => {
      const browser = await visit(t.app);
      for (const headers of [{}, { cookie: browser.cookie, 'x-csrf-token': browser.csrf }]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { firstName: 'Eve', lastName: 'Encoded' } });
        expect(res.statusCode).toBe(401);
        expect(res.headers['x-login-required']).toBe('1');
        expect(res.json()).toEqual({ error: { code: 'login_required', message: 'Session timed out.' } });
      }
    },
  );

  test('unknown paths under the protected prefixes answer 401 too, encoded or not', async () => {
    for (const url of ['/api/offer/offers', '/api/%6Fffer/offers', '/API/PCSX/anything']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-login-required']).toBe('1');
    }
  });

  test('requireCandidate fails closed: a handler never sees a missing candidate', () => {
    const request = { candidate: null } as unknown as FastifyRequest;
    let thrown: unknown;
    try {
      requireCandidate(request);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(httpErrorOf(thrown as DomainError)).toMatchObject({ status: 401, code: 'login_required', message: 'Session timed out.', headers: { 'x-login-required': '1' } });
  });

  test('an expired session counts as none → 401 "Session timed out."', async () => {
    const alex = await logInAs(t.app);
    await t.app.careers.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('candidate_id', 'is not', null).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/onboarding', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-login-required']).toBe('1');
    expect(res.json().error.message).toBe('Session timed out.');
    expect(res.headers['x-csrf-token']).toBeUndefined();
  });

  test('expired sessions are cleaned up', async () => {
    await logInAs(t.app);
    await t.app.careers.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(await deleteExpiredSessions(t.app.careers.db)).toBeGreaterThan(0);
    expect(await count(t.app, 'sessions')).toBe(0);
  });

  test('GET /api/pcsx/session is public', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ groupId: 'demo.test', isLoggedIn: false, is_admin: false, id: null });
    expect(res.json().profile).toBeNull();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
