import { createTestApp, type TestApp } from '../testing/testApp';
import { maskCsrfToken, unmaskCsrfToken } from './csrfMask';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pageCsrf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
const cookieOf = (setCookie: string | string[] | undefined) => String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] as string;

describe('CSRF token in compressed pages (BREACH)', () => {
  test('a masked token unmasks to the token; each mask differs; a tampered one stands for nothing', () => {
    const token = 'AbC-def_0123456789abcdefghijklmnopqrstuvwxy';
    const one = maskCsrfToken(token);
    const two = maskCsrfToken(token);
    expect(one).not.toBe(two);
    expect(one).not.toContain(token);
    expect(unmaskCsrfToken(one)).toBe(token);
    expect(unmaskCsrfToken(two)).toBe(token);
    expect(unmaskCsrfToken(token)).toBe(token);
    expect(unmaskCsrfToken(`${one}A`)).not.toBe(token);
    expect(unmaskCsrfToken('.')).toBe('');
  });

  test('the login page never carries the session token as it is, differs on every answer, and its form posts are accepted', async () => {
    const first = await t.app.inject({ url: '/candidate/login?next=%2Fcareers%2Fjob%2F1', headers: { 'accept-encoding': 'br' } });
    const cookie = cookieOf(first.headers['set-cookie']);
    const token = String(first.headers['x-csrf-token']);
    const pages = [];
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ url: `/candidate/login?next=%2Fcareers%2F${token.slice(0, 8)}`, headers: { cookie } });
      expect(page.body).not.toContain(token);
      pages.push(pageCsrf(page.body));
    }
    expect(new Set(pages).size).toBe(3);
    // A form post with the page's masked token logs in as before; a made-up one is refused.
    const post = (csrf: string) =>
      t.app.inject({
        method: 'POST',
        url: '/candidate/login',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams({ _csrf: csrf, email: 'alex@demo.test', password: 'wrong password here', domain: 'demo.test' }).toString(),
      });
    const forged = await post(maskCsrfToken('not the token'));
    const good = await post(pages[0] as string);
    // A refused token is answered 403 with the page again; the good one reaches the password check (401).
    expect(forged.statusCode).toBe(403);
    expect(good.statusCode).toBe(401);
  });

  test('the shell page carries the token masked', async () => {
    const res = await t.app.inject({ url: '/careers' });
    const token = String(res.headers['x-csrf-token']);
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body)?.[1] ?? '';
    expect(meta).not.toBe('');
    expect(res.body).not.toContain(token);
    expect(unmaskCsrfToken(meta)).toBe(token);
  });
});
