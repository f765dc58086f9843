import { count, sessionCookie, visit } from '../testing/testApp';
import { authTestApp, json } from '../testing/authPages';

// Sign-up: POST /candidate/signup and its form.
const t = authTestApp();

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

  test('a password over the schema\'s 1000 characters: the form again with the names and email kept, the message on the password field', async () => {
    const message = 'This password is too long. A password has at most 1000 characters.';
    const long = 'correct horse battery staple '.repeat(40);
    const before = await count(t.app, 'candidates');
    const res = await formSignup({ email: 'kim@example.com', password: long });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<h1>Create your account</h1>');
    expect(res.body).not.toContain('Something is not right');
    expect(res.body).toContain(`<p class="field-error" id="password-error">${message}</p>`);
    expect(res.body).toMatch(/<input id="password"[^>]* minlength="8" aria-describedby="password-hint password-error" aria-invalid="true">/);
    expect(res.body).toMatch(/<input id="email"[^>]* value="kim@example\.com">/);
    for (const value of ['Kim', 'Lee']) expect(res.body).toContain(`value="${value}"`);
    expect(res.body).not.toContain('correct horse');
    expect(await count(t.app, 'candidates')).toBe(before);

    const api = await signup({ email: 'kim@example.com', password: long, firstName: 'Kim', lastName: 'Lee' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ error: { code: 'password_too_long', message, fields: { password: message } } });
  });
});
