import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, visit, type TestApp } from '../testing/testApp';

// The login page's own form posted without JavaScript (POST /careers/login, the log-in route by rewriteUrl): a
// refusal answers the same shell page, drawn by the shell's renderer with the refusal (the real renderer's drawing
// is proven in shell/src/ssr/renderChrome.test.tsx and e2e/tests/loginPage.spec.ts).
let t: TestApp;
// A stand-in for shell/dist-ssr/render.cjs: shows what it was asked to draw.
const renderer = `exports.buildId = 'b1';
exports.renderChrome = ({ path, search, locale, loginFailure }) => ({ html: '<main>' + path + search + ' ' + locale + ' ' + JSON.stringify(loginFailure) + '</main>', styles: '' });`;

beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(path.join(t.repoRoot, 'shell', 'dist-ssr'), { recursive: true });
  fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist-ssr', 'render.cjs'), renderer);
  fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist', 'entry.json'), JSON.stringify({ js: ['b1/main.js'], css: [] }));
});
afterAll(async () => {
  await t.close();
});

const post = async (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
  const anonymous = await visit(t.app);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ _csrf: anonymous.csrf, domain: 'demo.test', ...fields }).toString(),
  });
};
const rootOf = (html: string) => /<div id="careers-root">(.*?)<\/div>/s.exec(html)?.[1];

test('a wrong password answers the login page as the shell draws it, at its own address, with the refusal and the email kept', async () => {
  const res = await post('/careers/login?next=%2Fcareers%2Foffers', { email: 'alex@demo.test', password: 'nope', next: '/careers/offers' });
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  const failure = { email: 'alex@demo.test', code: 'invalid_credentials', message: 'Incorrect email or password.', field: 'both' };
  expect(rootOf(res.body)).toBe(`<main>/careers/login?next=%2Fcareers%2Foffers en ${JSON.stringify(failure)}</main>`);
  // What the shell's first render in the browser reads, so it draws the same form.
  expect(res.body).toContain(`<script type="application/json" id="careers-login-failure">${JSON.stringify(failure)}</script>`);
  // Not /candidate/login's own page.
  expect(res.body).not.toContain('<h1>Log in</h1>');
});

test("in the visitor's language (the shell draws the words), an email over the limit named on its field", async () => {
  const es = await post('/careers/login?hl=es', { email: 'alex@demo.test', password: 'nope' }, { 'accept-language': 'es' });
  expect(es.statusCode).toBe(401);
  expect(es.body).toContain('<html lang="es" dir="ltr">');
  expect(rootOf(es.body)).toMatch(/^<main>\/careers\/login\?hl=es es \{"email":"alex@demo.test","code":"invalid_credentials"/);
  const long = `${'a'.repeat(330)}@example.test`;
  const tooLong = await post('/careers/login', { email: long, password: 'nope' });
  expect(tooLong.statusCode).toBe(400);
  // Kept whole, not cut at the limit: the candidate sees what they typed and the message on its field.
  expect(rootOf(tooLong.body)).toContain(`"email":"${long}","code":"email_too_long"`);
  expect(rootOf(tooLong.body)).toContain('"field":"email"');
});

test('the right password logs in and goes to next; the old address /candidate/login keeps its own page', async () => {
  const ok = await post('/careers/login?next=%2Fcareers%2Foffers', { email: 'alex@demo.test', password: 'demo-password', next: '/careers/offers' });
  expect(ok.statusCode).toBe(303);
  expect(ok.headers.location).toBe('/careers/offers');
  const old = await post('/candidate/login', { email: 'alex@demo.test', password: 'nope' });
  expect(old.body).toContain('<div class="alert" role="alert">Incorrect email or password.</div>');
  expect(old.body).not.toContain('careers-login-failure');
  // Only the post is the log-in route: the page itself is still the page.
  expect((await t.app.inject({ url: '/careers/login' })).statusCode).toBe(200);
});

describe('a form over the body limit (256 KB: a password or an email pasted far past its limit)', () => {
  const huge = 'x'.repeat(300 * 1024);

  test('answers 413 with the login page drawn again: the email kept, the message on the password field', async () => {
    const res = await post('/careers/login?next=%2Fcareers%2Foffers', { next: '/careers/offers', email: 'alex@demo.test', password: huge });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const message = 'This password is too long. A password has at most 1000 characters.';
    const failure = { email: 'alex@demo.test', code: 'password_too_long', message, field: 'password' };
    expect(rootOf(res.body)).toBe(`<main>/careers/login?next=%2Fcareers%2Foffers en ${JSON.stringify(failure)}</main>`);
    expect(res.body).not.toContain('The request body is too large.');
  });

  test('an email that is itself too long to read from the start is not kept: empty, the message on the email field', async () => {
    const res = await post('/careers/login', { email: `${huge}@example.test`, password: 'nope' });
    expect(res.statusCode).toBe(413);
    const message = 'This email address is too long. An email address has at most 320 characters.';
    expect(rootOf(res.body)).toContain(JSON.stringify({ email: '', code: 'email_too_long', message, field: 'email' }));
    // Over 320 characters but readable: kept whole, as a refused email within the body limit is.
    const long = `${'a'.repeat(400)}@example.test`;
    const readable = await post('/careers/login', { email: long, password: huge });
    expect(readable.statusCode).toBe(413);
    expect(rootOf(readable.body)).toContain(JSON.stringify({ email: long, code: 'email_too_long', message, field: 'email' }));
    // Only the body's start is read (16 KB): an email behind 20 KB of other fields is not looked for.
    const behind = await post('/careers/login', { padding: 'p'.repeat(20 * 1024), email: 'alex@demo.test', password: huge });
    expect(behind.statusCode).toBe(413);
    expect(rootOf(behind.body)).toContain('{"email":"","code":"email_too_long"');
  });

  test('the limit stays: a JSON log-in over it gets the plain 413, and nothing logs in', async () => {
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'alex@demo.test', password: 'demo-password', padding: huge }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
