import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';

// The routes that store answers and files (visitors' too) and the assistant have tighter per-IP limits
// than RATE_LIMIT_MAX: FORM_SUBMIT_RATE_LIMIT_MAX and ASSISTANT_RATE_LIMIT_MAX a minute, per route.

let t: TestApp;
let visitor: Browser;
let alex: Browser;

beforeAll(async () => {
  t = await createTestApp({ FORM_SUBMIT_RATE_LIMIT_MAX: '3', ASSISTANT_RATE_LIMIT_MAX: '2' });
  visitor = await visit(t.app);
  alex = await logInAs(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, who: Browser, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, remoteAddress, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

test.each([
  ['/api/pcsx/apply', 'visitor', { pid: 1, values: {} }],
  ['/api/pcsx/forms/talent-network/submit', 'visitor', { values: {} }],
  ['/api/pcsx/forms/tax-information/save', 'alex', { values: {} }],
  ['/api/pcsx/draft_applications', 'alex', { pid: 1, values: {} }],
] as const)('%s: at most FORM_SUBMIT_RATE_LIMIT_MAX requests a minute per IP, then 429', async (url, who, payload) => {
  const browser = who === 'visitor' ? visitor : alex;
  for (let i = 0; i < 3; i++) expect((await post(url, browser, payload, '10.1.0.1')).statusCode).not.toBe(429);
  const limited = await post(url, browser, payload, '10.1.0.1');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Please try again in a few minutes' } });
  // Another address has its own count.
  expect((await post(url, browser, payload, '10.1.0.2')).statusCode).not.toBe(429);
});

test('the assistant: at most ASSISTANT_RATE_LIMIT_MAX questions a minute per IP', async () => {
  const ask = (remoteAddress: string) => post('/api/pcsx/assistant', visitor, { messages: [{ role: 'user', content: 'hello' }] }, remoteAddress);
  for (let i = 0; i < 2; i++) expect((await ask('10.1.0.3')).statusCode).toBe(200);
  const limited = await ask('10.1.0.3');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().error.message).toBe('Please try again in a few minutes');
  expect((await ask('10.1.0.4')).statusCode).toBe(200);
});
