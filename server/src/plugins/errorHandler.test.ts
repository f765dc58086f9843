import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { count, createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => {
  await t.close();
});

describe('bad input never gives a 500', () => {
  test('malformed JSON → 400 invalid_json', async () => {
    const browser = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/vslog',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf, 'content-type': 'application/json' },
      payload: '{"namespace": "search", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } });
  });

  test('a body over BODY_LIMIT_BYTES → 413 payload_too_large', async () => {
    const browser = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/vslog',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ namespace: 'a', event: 'b', data_json: JSON.stringify('x'.repeat(4000)) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
  });

  test('a schema failure names the field', async () => {
    const sam = await logInAs(t.app, 'sam@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pcsx/profile_bootstrap',
      headers: { cookie: sam.cookie, 'x-csrf-token': sam.csrf, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: { nested: true }, lastName: 'Chen' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_request', message: 'The field "firstName" must be string.' });
  });

  test('an unsupported content type → 415', async () => {
    const browser = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/vslog',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  test('a malformed address → 400 in the usual shape', async () => {
    const res = await t.app.inject({ url: '/careers/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_request', message: 'The address is not valid.' } });
  });

  test('a malformed address opened in a browser → 400 with the error page; the API keeps JSON', async () => {
    for (const url of ['/careers/%E0%A4%A', '/careers/job/%zz?hl=en', '/%ff']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 400 });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1>Something is not right</h1>');
      expect(page.body).toContain('The address is not valid.');
      expect(page.body).toContain('<a href="/careers">Back to careers</a>');
    }
    const api = await t.app.inject({ url: '/api/pcsx/%E0%A4%A', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'invalid_request', message: 'The address is not valid.' } });
  });

  test('unknown URLs → 404 JSON, or a page for browsers', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const page = await t.app.inject({ url: '/nothing-here', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
  });
});

describe('the 500 page', () => {
  const entry = () => path.join(t.repoRoot, 'shell', 'dist', 'entry.json');
  let original: string;
  beforeAll(() => {
    original = fs.readFileSync(entry(), 'utf8');
    fs.writeFileSync(entry(), '{ this is not json');
  });
  afterAll(() => fs.writeFileSync(entry(), original));

  test('apologises, links back and to the company, and hides the stack from candidates', async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ url: '/careers/search', headers: { cookie: alex.cookie } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Internal Server Error</title>');
    expect(res.body).toContain('<h1>Internal Server Error</h1>');
    expect(res.body).toContain('We&#39;re sorry — something went wrong on our side. Please try again in a moment.');
    expect(res.body).toContain('<a href="/careers">Back to careers</a>');
    expect(res.body).toContain('<a href="mailto:careers@demo.test">Contact us</a>');
    expect(res.body).not.toContain('SyntaxError');
    expect(res.body).not.toContain('at ');
  });

  test('shows the stack to admins', async () => {
    const admin = (isAdmin: number) => t.app.careers.db.updateTable('candidates').set({ is_admin: isAdmin }).where('email', '=', 'sam@demo.test').execute();
    await admin(1);
    try {
      const sam = await logInAs(t.app, 'sam@demo.test');
      const res = await t.app.inject({ url: '/careers', headers: { cookie: sam.cookie } });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain('Error details');
      expect(res.body).toContain('SyntaxError');
      expect(res.body).toMatch(/at .*shellEntry/);
    } finally {
      await admin(0);
    }
  });

  test('JSON callers get a generic message and never a stack', async () => {
    const before = await count(t.app, 'vslog');
    await sql`ALTER TABLE vslog RENAME TO vslog_moved`.execute(t.app.careers.db);
    try {
      const browser = await visit(t.app).catch(() => null);
      const session = browser ?? { cookie: '', csrf: '' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/vslog',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
        payload: { namespace: 'a', event: 'b' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'internal', message: 'Server error. Please try again.' } });
    } finally {
      await sql`ALTER TABLE vslog_moved RENAME TO vslog`.execute(t.app.careers.db);
    }
    expect(await count(t.app, 'vslog')).toBe(before);
  });
});
