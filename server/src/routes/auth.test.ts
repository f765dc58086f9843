import { count, createTestApp, logInAs, sessionCookie, visit, type TestApp } from '../testing/testApp';
import { changeCompanySettings } from '../testing/fixtures';
import { unmaskCsrfToken } from '../services/csrfMask';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loggedInSessions = async () =>
  Number((await t.app.careers.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).where('candidate_id', 'is not', null).executeTakeFirstOrThrow()).n);

const pageCsrf = (html: string) => /<input type="hidden" name="_csrf" value="([^"]+)">/.exec(html)?.[1] ?? '';

const json = (browser: { cookie: string; csrf: string }) => ({ cookie: browser.cookie, 'x-csrf-token': browser.csrf });

describe('GET /candidate/login', () => {
  test('renders accessible log-in and sign-up forms that keep the query parameters', async () => {
    const res = await t.app.inject({ url: '/candidate/login?domain=demo.test&pid=12,34&microsite=eng&hl=es&next=%2Fcareers%2Fjob%2F12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Log in</h1>');
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('autocomplete="current-password"');
    for (const [name, value] of [['domain', 'demo.test'], ['pid', '12,34'], ['microsite', 'eng'], ['hl', 'es'], ['next', '/careers/job/12']]) {
      expect(res.body).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    }
    // The page's token is masked (services/csrfMask.ts): it stands for the session's token without repeating its bytes.
    expect(pageCsrf(res.body)).not.toBe(res.headers['x-csrf-token']);
    expect(unmaskCsrfToken(pageCsrf(res.body))).toBe(res.headers['x-csrf-token']);
    expect(res.body).toContain('href="/candidate/login?domain=demo.test&amp;pid=12%2C34&amp;microsite=eng&amp;hl=es&amp;next=%2Fcareers%2Fjob%2F12&amp;mode=signup"');

    const signup = await t.app.inject({ url: '/candidate/login?mode=signup' });
    expect(signup.body).toContain('<h1>Create your account</h1>');
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
    const sessionsBefore = await loggedInSessions();
    const res = await t.app.inject({ method: 'POST', url: '/candidate/login', headers: json(anonymous), payload: { email, password } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Incorrect email or password.' } });
    expect(sessionCookie(res)).toBeNull();
    expect(await loggedInSessions()).toBe(sessionsBefore);
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

describe('POST /candidate/signup', () => {
  const signup = async (payload: Record<string, string>) => {
    const anonymous = await visit(t.app);
    return t.app.inject({ method: 'POST', url: '/candidate/signup', headers: json(anonymous), payload });
  };

  test('creates a not-yet-bootstrapped, not-onboarded candidate and logs them in', async () => {
    const res = await signup({ email: 'New.Person@Example.com', password: 'longenough', firstName: 'New', lastName: 'Person' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ok: true, next: '/careers', user: { isLoggedIn: true }, profile: { email: 'new.person@example.com', fullname: 'New Person' } });
    const row = await t.app.careers.db.selectFrom('candidates').select(['is_bootstrapped', 'is_onboarded']).where('email', '=', 'new.person@example.com').executeTakeFirst();
    expect(row).toEqual({ is_bootstrapped: 0, is_onboarded: 0 });
    const session = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: sessionCookie(res) as string } });
    expect(session.json().onboarding).toMatchObject({ isOnboarded: false, isBootstrapped: false });
  });

  test.each([
    [{ email: 'not-an-email', password: 'longenough', firstName: 'A', lastName: 'B' }, 'email', 'Enter a valid email address.'],
    [{ email: 'short@example.com', password: 'short', firstName: 'A', lastName: 'B' }, 'password', 'Use at least 8 characters for your password.'],
    [{ email: 'common@example.com', password: '12345678', firstName: 'A', lastName: 'B' }, 'password', 'This password is too common. Choose one that is harder to guess.'],
    [{ email: 'common2@example.com', password: 'Password1', firstName: 'A', lastName: 'B' }, 'password', 'This password is too common. Choose one that is harder to guess.'],
    [{ email: 'spaces@example.com', password: '        ', firstName: 'A', lastName: 'B' }, 'password', 'This password repeats a single character. Choose one that is harder to guess.'],
    [{ email: 'same@example.com', password: 'SAME@example.com', firstName: 'A', lastName: 'B' }, 'password', 'Your password cannot be your email address. Choose one that is harder to guess.'],
    [{ email: 'emoji@example.com', password: '😀😀😀😀abc', firstName: 'A', lastName: 'B' }, 'password', 'Use at least 8 characters for your password.'],
    [{ email: 'first@example.com', password: 'longenough', firstName: ' ', lastName: 'B' }, 'firstName', 'Enter your first name.'],
    [{ email: 'last@example.com', password: 'longenough', firstName: 'A', lastName: '' }, 'lastName', 'Enter your last name.'],
  ])('rejects %j with a clear message', async (payload, field, message) => {
    const before = await count(t.app, 'candidates');
    const res = await signup(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'invalid_request', message, fields: { [field]: message } });
    expect(await count(t.app, 'candidates')).toBe(before);
  });

  test('accepts any uncommon password of 8 characters, spaces included, with no composition rules', async () => {
    for (const [email, password] of [['eight@example.com', 'violet m'], ['lower@example.com', 'zqxwvpty']] as const) {
      const res = await signup({ email, password, firstName: 'Eight', lastName: 'Chars' });
      expect(res.statusCode).toBe(201);
      // The password is kept exactly as typed: it logs in as such.
      const login = await t.app.inject({ method: 'POST', url: '/candidate/login', remoteAddress: '10.8.0.1', headers: json(await visit(t.app)), payload: { email, password } });
      expect(login.statusCode).toBe(200);
    }
  });

  test('refuses a second account for the same email (any case)', async () => {
    const res = await signup({ email: 'ALEX@demo.test', password: 'longenough', firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'account_exists', message: 'An account with this email already exists.' });
  });

  /** A sign-up sent by the server-rendered page's HTML form (the token as a hidden field). */
  const formSignup = async (fields: Record<string, string>) => {
    const anonymous = await visit(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/candidate/signup',
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, firstName: 'Kim', lastName: 'Lee', ...fields }).toString(),
    });
  };

  test('a failed form sign-up shows the field errors beside the fields', async () => {
    const res = await formSignup({ email: 'bad', password: 'longenough' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="field-error" id="email-error">Enter a valid email address.</p>');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="Kim"');
  });

  test('a form sign-up with a common password shows why beside the password field', async () => {
    const res = await formSignup({ email: 'kim@example.com', password: 'iloveyou' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="field-error" id="password-error">This password is too common. Choose one that is harder to guess.</p>');
    expect(res.body).toContain('aria-describedby="password-hint password-error" aria-invalid="true"');
    expect(res.body).not.toContain('iloveyou');
  });
});

describe('logout', () => {
  test('POST /logout ends the session (JSON)', async () => {
    const browser = await logInAs(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/logout', headers: json(browser) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(String(res.headers['set-cookie'])).toMatch(/careers_sid=;/);
    const after = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: browser.cookie } });
    expect(after.json().user.isLoggedIn).toBe(false);
  });

  test('GET /logout offers a Log out button to a logged-in candidate, else goes back to /careers', async () => {
    const anonymous = await t.app.inject({ url: '/logout' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/careers');

    const browser = await logInAs(t.app);
    const page = await t.app.inject({ url: '/logout', headers: { cookie: browser.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/logout">');
    expect(unmaskCsrfToken(pageCsrf(page.body))).toBe(browser.csrf);
    expect(page.body).toContain('<button type="submit">Log out</button>');
    // The page view is logged with its spec identifier, for the candidate who opened it.
    const view = await t.app.careers.db.selectFrom('vslog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const alex = await t.app.careers.db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
    expect(view).toMatchObject({ namespace: 'careers', event: 'page_view', candidate_id: alex.id });
    expect(JSON.parse(view.data_json ?? '{}')).toEqual({ page: 'logout', path: '/logout' });

    const posted = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${encodeURIComponent(browser.csrf)}`,
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/careers');
  });
});

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

describe('return addresses outside Latin-1', () => {
  test('GET /logout?next=/%E4%B8%AD answers with the encoded path', async () => {
    const res = await t.app.inject({ url: '/logout?next=/%E4%B8%AD' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/%E4%B8%AD');
    const more = await t.app.inject({ url: `/logout?next=${encodeURIComponent('/中?q=é#ü')}` });
    expect(more.statusCode).toBe(303);
    expect(more.headers.location).toBe('/%E4%B8%AD?q=%C3%A9#%C3%BC');
  });

  test('a form log-in and a form log-out with such a next answer too', async () => {
    const anonymous = await visit(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      remoteAddress: '10.9.0.4',
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, email: 'sam@demo.test', password: 'demo-password', next: '/中' }).toString(),
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/%E4%B8%AD');

    const cookie = sessionCookie(login) as string;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: login.headers['x-csrf-token'] as string, next: '/中' }).toString(),
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/%E4%B8%AD');
  });
});

describe('BREACH: pages that show the e-mail beside an attacker-chosen next= go uncompressed', () => {
  test('GET /logout and GET /candidate/login (logged in, and not) with a long next: no Content-Encoding, whatever is accepted', async () => {
    const alex = await logInAs(t.app);
    // Compressed, the length of the answer would tell an attacker who controls next= whether a guess matches the e-mail.
    const next = encodeURIComponent(`/careers/search?q=${'alex@demo.t'.repeat(150)}`);
    const pages = [
      { url: `/logout?next=${next}`, cookie: alex.cookie, says: 'alex@demo.test' },
      { url: `/candidate/login?next=${next}`, cookie: alex.cookie, says: 'You are logged in as Alex Rivera (alex@demo.test).' },
      { url: `/candidate/login?mode=signup&next=${next}`, cookie: alex.cookie, says: 'You are logged in as Alex Rivera (alex@demo.test).' },
      { url: `/candidate/login?next=${next}`, cookie: '', says: 'name="password"' },
    ];
    for (const { url, cookie, says } of pages) {
      const res = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, undefined]);
      expect(res.body.length).toBeGreaterThan(1024);
      expect(res.body).toContain(says);
    }
  });
});
