import { hashToken } from '../services/sessions';
import { createTestApp, logInAs, sessionCookie } from '../testing/testApp';

const HOUR = 3_600_000;

const cookieHeader = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((c) => c.startsWith('careers_sid=')) ?? '';

test('the session cookie is SameSite=Lax by default, without Secure', async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ url: '/candidate/login' });
    expect(sessionCookie(res)).not.toBeNull();
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/; Secure/);
  } finally {
    await t.close();
  }
});

test('COOKIE_SAMESITE=none, for widgets embedded on another site, sends SameSite=None; Secure', async () => {
  const t = await createTestApp({ COOKIE_SAMESITE: 'none' });
  try {
    const cookie = cookieHeader((await t.app.inject({ url: '/candidate/login' })).headers['set-cookie']);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(cookie).toMatch(/; Secure/);
  } finally {
    await t.close();
  }
});

test('anonymous sessions live 12 hours; logging in gives SESSION_TTL_HOURS', async () => {
  const t = await createTestApp({ SESSION_TTL_HOURS: '336' });
  try {
    const expiresOf = async (cookie: string) => {
      const row = await t.app.careers.db.selectFrom('sessions').select('expires_at').where('id_hash', '=', hashToken(cookie.split('=')[1] as string)).executeTakeFirstOrThrow();
      return new Date(row.expires_at).getTime();
    };
    const page = await t.app.inject({ url: '/careers' });
    const anonymous = sessionCookie(page) as string;
    const remaining = (await expiresOf(anonymous)) - Date.now();
    expect(remaining).toBeLessThanOrEqual(12 * HOUR);
    expect(remaining).toBeGreaterThan(11 * HOUR);
    expect(cookieHeader(page.headers['set-cookie'])).toMatch(/; Max-Age=43200/);

    const alex = await logInAs(t.app);
    expect((await expiresOf(alex.cookie)) - Date.now()).toBeGreaterThan(335 * HOUR);
  } finally {
    await t.close();
  }
});

test('a SESSION_TTL_HOURS shorter than 12 hours applies to anonymous sessions too', async () => {
  const t = await createTestApp({ SESSION_TTL_HOURS: '2' });
  try {
    const page = await t.app.inject({ url: '/candidate/login' });
    expect(cookieHeader(page.headers['set-cookie'])).toMatch(/; Max-Age=7200/);
  } finally {
    await t.close();
  }
});
