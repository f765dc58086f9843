import { count, logInAs } from '../testing/testApp';
import { authTestApp } from '../testing/authPages';

// Log-out, log-in and sign-up forms posted from another site's page. The session cookie is SameSite=Lax, so
// the browser sends it with none of them: the server sees no session, however logged in the visitor is.
// Any Set-Cookie in the answer (the browser takes it on a top-level navigation) would delete or replace
// the visitor's cookie, so there must be none.
const t = authTestApp();

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** What the browser sends with a form posted from https://evil.test; older browsers send only the Origin. */
const fromOtherSite = [
  { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
  { origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
];

describe('a form posted from another site, which carries no session', () => {
  test('POST /logout goes to next and changes no cookie; the visitor stays logged in', async () => {
    const alex = await logInAs(t.app);
    for (const headers of fromOtherSite) {
      const res = await t.app.inject({ method: 'POST', url: '/logout', headers, payload: form({ next: '/careers/search' }) });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/careers/search');
      expect(res.headers['set-cookie']).toBeUndefined();
      // As fetch() from there would (JSON): nothing to clear either.
      const api = await t.app.inject({ method: 'POST', url: '/logout', headers: { origin: headers.origin, 'sec-fetch-site': 'cross-site' } });
      expect(api.headers['set-cookie']).toBeUndefined();
    }
    const still = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: alex.cookie } });
    expect(still.json().user.isLoggedIn).toBe(true);
  });

  test('POST /candidate/login and /candidate/signup go to the login page, with no cookie and no session made', async () => {
    const sessions = await count(t.app, 'sessions');
    const posts: { url: string; fields: Record<string, string>; to: string }[] = [
      { url: '/candidate/login', fields: { email: 'alex@demo.test', password: 'demo-password', next: '/careers/dashboard' }, to: '/candidate/login?next=%2Fcareers%2Fdashboard' },
      // The schema refuses this one before any CSRF check: still no cookie.
      { url: '/candidate/login', fields: { email: `${'a'.repeat(320)}@evil.test`, password: 'x', next: '/careers' }, to: '/candidate/login?next=%2Fcareers' },
      { url: '/candidate/signup', fields: { email: 'new@evil.test', password: 'longenough', firstName: 'E', lastName: 'Vil' }, to: '/candidate/login?mode=signup' },
    ];
    for (const headers of fromOtherSite) {
      for (const post of posts) {
        const res = await t.app.inject({ method: 'POST', url: post.url, remoteAddress: '10.9.1.1', headers, payload: form(post.fields) });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(post.to);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(await count(t.app, 'sessions')).toBe(sessions);
  });

  test('from our own page the same posts still clear or set the cookie', async () => {
    const own = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
    const logout = await t.app.inject({ method: 'POST', url: '/logout', headers: own, payload: '' });
    expect(String(logout.headers['set-cookie'])).toMatch(/^careers_sid=;/);
    const login = await t.app.inject({ method: 'POST', url: '/candidate/login', remoteAddress: '10.9.1.2', headers: own, payload: form({ email: 'alex@demo.test', password: 'x' }) });
    expect(login.statusCode).toBe(403);
    expect(login.body).toContain('Your session expired. Please try again.');
    expect(String(login.headers['set-cookie'])).toMatch(/^careers_sid=[^;]+;/);
  });
});
