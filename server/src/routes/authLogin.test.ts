import { logInAs, sessionCookie, visit } from '../testing/testApp';
import { authTestApp, json, loggedInSessions, pageCsrf } from '../testing/authPages';
import { changeCompanySettings } from '../testing/fixtures';
import { unmaskCsrfToken } from '../services/csrfMask';

// Log-in: the page (logged out and in) and POST /candidate/login.
const t = authTestApp();

describe('GET /candidate/login', () => {
  test('renders accessible log-in and sign-up forms that keep the query parameters', async () => {
    const res = await t.app.inject({ url: '/candidate/login?domain=demo.test&pid=12,34&microsite=eng&hl=es&next=%2Fcareers%2Fjob%2F12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // `hl=es`: the page is in Spanish (issue 30), its English is below.
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<h1>Iniciar sesión</h1>');
    expect(res.body).toContain('<label for="email">Correo electrónico</label>');
    expect(res.body).toMatch(/<input id="email" name="email" type="email" autocomplete="email" required[^>]*>/);
    // No maxlength: it would cut a pasted password without a word; past the limit the server says so on the field.
    expect(res.body).not.toContain('maxlength');
    expect(res.body).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password" required>/);
    for (const [name, value] of [['domain', 'demo.test'], ['pid', '12,34'], ['microsite', 'eng'], ['hl', 'es'], ['next', '/careers/job/12']]) {
      expect(res.body).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    }
    // The page's token is masked (services/csrfMask.ts): it stands for the session's token without repeating its bytes.
    expect(pageCsrf(res.body)).not.toBe(res.headers['x-csrf-token']);
    expect(unmaskCsrfToken(pageCsrf(res.body))).toBe(res.headers['x-csrf-token']);
    expect(res.body).toContain('href="/candidate/login?domain=demo.test&amp;pid=12%2C34&amp;microsite=eng&amp;hl=es&amp;next=%2Fcareers%2Fjob%2F12&amp;mode=signup"');

    const signup = await t.app.inject({ url: '/candidate/login?mode=signup' });
    expect(signup.body).toContain('<html lang="en">');
    expect(signup.body).toContain('<h1>Create your account</h1>');
    const login = await t.app.inject({ url: '/candidate/login' });
    expect(login.body).toContain('<h1>Log in</h1>');
    expect(login.body).toContain('<label for="email">Email</label>');
    expect(signup.body).toContain('action="/candidate/signup"');
    expect(signup.body).toContain('autocomplete="given-name"');
  });
});

describe('GET /candidate/login while logged in', () => {
  test('says who is logged in and offers to log out (POST with the CSRF token) or to continue, not a second login', async () => {
    const alex = await logInAs(t.app);
    const res = await t.app.inject({ url: '/candidate/login?next=%2Fcareers%2Foffers&pid=7', headers: { cookie: alex.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>You are already logged in</h1>');
    expect(res.body).toContain('You are logged in as Alex Rivera (alex@demo.test).');
    expect(res.body).toContain('<form method="post" action="/logout" aria-label="Log out">');
    expect(unmaskCsrfToken(pageCsrf(res.body))).toBe(alex.csrf);
    // Logging out comes back to this login page, so another account can log in.
    expect(res.body).toContain('<input type="hidden" name="next" value="/candidate/login?pid=7&amp;next=%2Fcareers%2Foffers">');
    expect(res.body).toContain('<button type="submit">Log out</button>');
    expect(res.body).toContain('<a href="/careers/offers">Continue to careers</a>');
    expect(res.body).not.toContain('name="password"');
    expect(res.body).not.toContain('action="/candidate/login"');

    const signup = await t.app.inject({ url: '/candidate/login?mode=signup&next=https%3A%2F%2Fevil.test', headers: { cookie: alex.cookie } });
    expect(signup.body).toContain('You are logged in as Alex Rivera (alex@demo.test).');
    expect(signup.body).not.toContain('action="/candidate/signup"');
    expect(signup.body).toContain('<a href="/careers">Continue to careers</a>');

    // The form logs out and lands on the login form.
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: alex.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: alex.csrf, next: '/candidate/login?pid=7' }).toString(),
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/candidate/login?pid=7');
    const after = await t.app.inject({ url: '/candidate/login?pid=7', headers: { cookie: alex.cookie } });
    expect(after.body).toContain('<h1>Log in</h1>');
  });
});

describe('POST /candidate/login', () => {
  test('logs in: HttpOnly SameSite=Lax cookie, a new session id and a new CSRF token', async () => {
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: json(anonymous),
      payload: { email: 'Alex@Demo.test', password: 'demo-password', next: '/careers/dashboard' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      next: '/careers/dashboard',
      user: { groupId: 'demo.test', isLoggedIn: true, is_admin: false },
      profile: { firstName: 'Alex', lastName: 'Rivera', fullname: 'Alex Rivera', email: 'alex@demo.test' },
    });
    const cookies = [res.headers['set-cookie']].flat().map(String);
    const setCookie = cookies.find((c) => c.startsWith('careers_sid=')) ?? '';
    expect(setCookie).toMatch(/^careers_sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    const cookie = sessionCookie(res);
    expect(cookie).not.toBe(anonymous.cookie);
    expect(res.headers['x-csrf-token']).not.toBe(anonymous.csrf);

    // The old (pre-login) id is dead: no fixation.
    const old = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: anonymous.cookie } });
    expect(old.json().user.isLoggedIn).toBe(false);
    const fresh = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: cookie as string } });
    expect(fresh.json().user).toMatchObject({ isLoggedIn: true, groupId: 'demo.test' });
    expect(fresh.headers['x-csrf-token']).toBe(res.headers['x-csrf-token']);
  });

  test('stores only the hash of the session id', async () => {
    const browser = await logInAs(t.app);
    const value = browser.cookie.split('=')[1];
    const ids = (await t.app.careers.db.selectFrom('sessions').select('id_hash').execute()).map((row) => row.id_hash);
    expect(ids).not.toContain(value);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });

  test.each([
    ['a wrong password', 'alex@demo.test', 'not-the-password'],
    ['an unknown email', 'nobody@demo.test', 'demo-password'],
  ])('%s gives the same 401 and no session', async (_case, email, password) => {
    const anonymous = await visit(t.app);
    const sessionsBefore = await loggedInSessions(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/candidate/login', headers: json(anonymous), payload: { email, password } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Incorrect email or password.' } });
    expect(sessionCookie(res)).toBeNull();
    expect(await loggedInSessions(t.app)).toBe(sessionsBefore);
  });

  test('a form post redirects (303) to a safe next address', async () => {
    const anonymous = await visit(t.app);
    const form = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/candidate/login',
        headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: anonymous.csrf, email: 'sam@demo.test', password: 'demo-password', next }).toString(),
      });
    const ok = await form('/careers/offers?domain=demo.test');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/careers/offers?domain=demo.test');
    expect(sessionCookie(ok)).not.toBeNull();

    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      const again = await visit(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/candidate/login',
        headers: { cookie: again.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: again.csrf, email: 'sam@demo.test', password: 'demo-password', next }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/careers');
    }
  });

  test('a failed form post shows the page again with the error and the email kept', async () => {
    const anonymous = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, email: 'alex@demo.test', password: 'nope', pid: '7' }).toString(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div class="alert" role="alert">Incorrect email or password.</div>');
    expect(res.body).toContain('value="alex@demo.test"');
    expect(res.body).toContain('<input type="hidden" name="pid" value="7">');
  });

  test('a form post with an email over the limit shows the page again: the email kept whole, the message on the email field', async () => {
    const anonymous = await visit(t.app);
    const long = `${'a'.repeat(310)}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, email: long, password: 'secret', next: '/careers/job/7' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const message = 'This email address is too long. An email address has at most 320 characters.';
    expect(res.body).toContain(`<p class="field-error" id="email-error">${message}</p>`);
    expect(res.body).not.toContain('The field "email"');
    // What was typed is kept whole, for the candidate to shorten; no field cuts it (no maxlength).
    expect(res.body).toContain(`value="${long}" aria-describedby="email-error" aria-invalid="true">`);
    expect(res.body).not.toContain('maxlength');
    expect(res.body).toContain('<input type="hidden" name="next" value="/careers/job/7">');

    // JSON callers (the shell's form) get the same words, named for the email field.
    const api = await t.app.inject({ method: 'POST', url: '/candidate/login', headers: json(anonymous), payload: { email: long, password: 'secret' } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'email_too_long', message, fields: { email: message } } });
  });

  test('a form post with a password over the limit shows the page again: the email kept, the message on the password field', async () => {
    const anonymous = await visit(t.app);
    const long = 'p'.repeat(1001);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, email: 'alex@demo.test', password: long, next: '/careers/job/7' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const message = 'This password is too long. A password has at most 1000 characters.';
    expect(res.body).not.toContain('Something is not right');
    expect(res.body).not.toContain('The field "password"');
    expect(res.body).toContain(`<p class="field-error" id="password-error">${message}</p>`);
    expect(res.body).toMatch(/<input id="password"[^>]*autocomplete="current-password" required aria-describedby="password-error" aria-invalid="true">/);
    expect(res.body).toMatch(/<input id="email"[^>]* value="alex@demo\.test">/);
    expect(res.body).not.toContain(long);
    expect(res.body).toContain('<input type="hidden" name="next" value="/careers/job/7">');

    const api = await t.app.inject({ method: 'POST', url: '/candidate/login', headers: json(anonymous), payload: { email: 'alex@demo.test', password: long } });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'password_too_long', message, fields: { password: message } } });
  });

  test('is refused when the company has turned candidate login off', async () => {
    const restore = await changeCompanySettings(t.app.careers.db, 'demo.test', (settings) => {
      settings.configs.loginSignupConfig.candidateLoginEnabled = false;
    });
    try {
      await expect(visit(t.app)).rejects.toThrow(); // the login page itself says login is off (403)
      const page = await t.app.inject({ url: '/candidate/login' });
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('Candidate login is not enabled for this company.');
      const shell = await t.app.inject({ url: '/careers' });
      const browser = { cookie: sessionCookie(shell) as string, csrf: shell.headers['x-csrf-token'] as string };
      const res = await t.app.inject({ method: 'POST', url: '/candidate/login', headers: json(browser), payload: { email: 'alex@demo.test', password: 'demo-password' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'login_disabled', message: 'Candidate login is not enabled for this company.' });
    } finally {
      await restore();
    }
  });
});
