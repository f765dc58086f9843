import { count, logInAs, sessionCookie, visit } from '../testing/testApp';
import { authTestApp, json, pageCsrf } from '../testing/authPages';
import { unmaskCsrfToken } from '../services/csrfMask';

// Log-in, sign-up and log-out forms posted after the session (and so its CSRF token) expired.
const t = authTestApp();

describe('after the session expired', () => {
  /** A browser whose session row has expired: the cookie and the page's token name nothing any more. */
  const expiredVisit = async () => {
    const browser = await visit(t.app);
    await t.app.careers.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('candidate_id', 'is', null).execute();
    return browser;
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  test('POST /logout without a live session simply ends logged out (JSON)', async () => {
    const alex = await logInAs(t.app);
    await t.app.careers.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('candidate_id', 'is not', null).execute();
    for (const headers of [json(alex), {}, { cookie: alex.cookie }]) {
      const res = await t.app.inject({ method: 'POST', url: '/logout', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(String(res.headers['set-cookie'])).toMatch(/careers_sid=;/);
    }
  });

  test('POST /logout without a live session simply ends logged out (form)', async () => {
    const alex = await logInAs(t.app);
    await t.app.careers.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('candidate_id', 'is not', null).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: alex.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ _csrf: alex.csrf, next: '/careers/search' }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/careers/search');
  });

  test('a live session still needs its token to log out', async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie: alex.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Invalid CSRF.');
    const still = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: alex.cookie } });
    expect(still.json().user.isLoggedIn).toBe(true);
  });

  test('a login form shows the page again with a fresh token, the message and the email', async () => {
    const stale = await expiredVisit();
    for (const cookie of [stale.cookie, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/candidate/login',
        remoteAddress: '10.9.0.1',
        headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ _csrf: stale.csrf, email: 'alex@demo.test', password: 'demo-password', next: '/careers/dashboard' }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<h1>Log in</h1>');
      expect(res.body).toContain('<div class="alert" role="alert">Your session expired. Please try again.</div>');
      expect(res.body).toContain('value="alex@demo.test"');
      expect(res.body).not.toContain('demo-password');
      expect(res.body).toContain('<input type="hidden" name="next" value="/careers/dashboard">');
      const fresh = { cookie: sessionCookie(res) as string, csrf: res.headers['x-csrf-token'] as string };
      expect(fresh.cookie).not.toBeNull();
      expect(fresh.csrf).not.toBe(stale.csrf);
      expect(unmaskCsrfToken(pageCsrf(res.body))).toBe(fresh.csrf);

      // Trying again from that page works.
      const again = await t.app.inject({
        method: 'POST',
        url: '/candidate/login',
        remoteAddress: '10.9.0.1',
        headers: { cookie: fresh.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ _csrf: fresh.csrf, email: 'alex@demo.test', password: 'demo-password', next: '/careers/dashboard' }),
      });
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe('/careers/dashboard');
    }
  });

  test('a sign-up form keeps the names and the email too', async () => {
    const stale = await expiredVisit();
    const before = await count(t.app, 'candidates');
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/signup',
      remoteAddress: '10.9.0.2',
      headers: { cookie: stale.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ _csrf: stale.csrf, email: 'late@example.com', password: 'longenough', firstName: 'Lee', lastName: 'Late' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<h1>Create your account</h1>');
    expect(res.body).toContain('<div class="alert" role="alert">Your session expired. Please try again.</div>');
    for (const value of ['late@example.com', 'Lee', 'Late']) expect(res.body).toContain(`value="${value}"`);
    expect(await count(t.app, 'candidates')).toBe(before);
  });

  test('JSON log-ins keep the 403 "Invalid CSRF." contract', async () => {
    const stale = await expiredVisit();
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      remoteAddress: '10.9.0.3',
      headers: json(stale),
      payload: { email: 'alex@demo.test', password: 'demo-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-invalid-csrf']).toBe('1');
    expect(res.json()).toEqual({ error: { code: 'invalid_csrf', message: 'Invalid CSRF.' } });
    expect(sessionCookie(res)).toBeNull();
  });
});
