import { createTestApp, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '15' });
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
