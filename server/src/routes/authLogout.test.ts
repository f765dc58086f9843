import { logInAs, sessionCookie, visit } from '../testing/testApp';
import { authTestApp, json, pageCsrf } from '../testing/authPages';
import { unmaskCsrfToken } from '../services/csrfMask';

// Log-out, and return addresses (next=) outside Latin-1 after log-in and log-out.
const t = authTestApp();

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
