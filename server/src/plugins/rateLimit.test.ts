import { createTestApp, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  // The per-account login throttle (loginThrottle) is set out of the way: this file is about the per-IP limits.
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '15', LOGIN_THROTTLE_FREE_FAILURES: '1000' });
});
afterAll(async () => {
  await t.close();
});

test('login attempts above LOGIN_RATE_LIMIT_MAX a minute → 429 with Retry-After', async () => {
  const browser = await visit(t.app);
  const attempt = () =>
    t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
      payload: { email: 'alex@demo.test', password: 'wrong-password' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Please try again in a few minutes' } });
});

test('all routes together are limited to RATE_LIMIT_MAX a minute per IP', async () => {
  let last = await t.app.inject({ url: '/api/pcsx/session', remoteAddress: '10.0.0.9' });
  for (let i = 0; i < 20 && last.statusCode !== 429; i++) {
    last = await t.app.inject({ url: '/api/pcsx/session', remoteAddress: '10.0.0.9' });
  }
  expect(last.statusCode).toBe(429);
  expect(last.headers['retry-after']).toBeDefined();
  expect(last.json().error.message).toBe('Please try again in a few minutes');
  // Another address is not affected.
  expect((await t.app.inject({ url: '/api/pcsx/session', remoteAddress: '10.0.0.10' })).statusCode).toBe(200);
});

test('built static files do not count against the limit', async () => {
  for (let i = 0; i < 30; i++) {
    const res = await t.app.inject({ url: '/shell/main.3f2a.js', remoteAddress: '10.0.0.11' });
    expect(res.statusCode).toBe(200);
  }
  expect((await t.app.inject({ url: '/api/pcsx/session', remoteAddress: '10.0.0.11' })).statusCode).toBe(200);
});

describe('behind a proxy', () => {
  const attempt = (app: TestApp['app'], browser: { cookie: string; csrf: string }, forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/candidate/login',
      remoteAddress,
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf, 'x-forwarded-for': forwardedFor },
      payload: { email: 'alex@demo.test', password: 'wrong-password' },
    });

  test('without TRUST_PROXY, a made-up X-Forwarded-For does not escape the login limit', async () => {
    const browser = await visit(t.app);
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await attempt(t.app, browser, `198.51.100.${i}`, '10.0.0.20')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('with TRUST_PROXY=127.0.0.1 the limit counts per forwarded client address', async () => {
    const proxied = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      const browser = await visit(proxied.app);
      for (let i = 0; i < 3; i++) expect((await attempt(proxied.app, browser, '203.0.113.7')).statusCode).toBe(401);
      expect((await attempt(proxied.app, browser, '203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await attempt(proxied.app, browser, '203.0.113.8')).statusCode).toBe(401);
      // An address the proxy did not add (the client's own header) is not believed: the proxy's last hop is.
      expect((await attempt(proxied.app, browser, '203.0.113.99, 203.0.113.7')).statusCode).toBe(429);
      // A request that does not come from the trusted proxy is counted by its own address.
      expect((await attempt(proxied.app, browser, '203.0.113.7', '10.0.0.21')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
