import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../db/demo/seedDemo';
import { createTestApp, sessionCookie, visit, type TestApp } from '../testing/testApp';

// POST /candidate/login, per account: failures slow down further attempts (services/loginThrottle.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const json = (browser: { cookie: string; csrf: string }) => ({ cookie: browser.cookie, 'x-csrf-token': browser.csrf });

describe('failed log-ins for one account', () => {
  // Starts at the real time, so the failures other tests left behind are as old as they really are.
  let clock = Date.now();
  let address = 0;
  beforeEach(() => {
    t.app.careers.now = () => clock;
  });
  afterAll(() => {
    t.app.careers.now = Date.now;
  });
  const wait = (seconds: number) => {
    clock += seconds * 1000;
  };
  // Every attempt from another address: the per-IP limit cannot be what stops them here.
  const attempt = async (email: string, password: string) => {
    address += 1;
    const browser = await visit(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      remoteAddress: `10.77.${address >> 8}.${address & 255}`,
      headers: json(browser),
      payload: { email, password },
    });
  };
  const outcome = (res: Awaited<ReturnType<typeof attempt>>) => (res.statusCode === 429 ? `429 after ${res.headers['retry-after']}s` : String(res.statusCode));

  /** Five wrong passwords, then each further one as soon as allowed, with a try too early in between. */
  const guess = async (email: string) => {
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) seen.push(outcome(await attempt(email, 'wrong-password')));
    for (const delay of [1, 2, 4]) {
      seen.push(outcome(await attempt(email, 'wrong-password')));
      wait(delay);
      seen.push(outcome(await attempt(email, 'wrong-password')));
    }
    return seen;
  };

  test('after five failures each attempt must wait 1 s, 2 s, 4 s …; 429 with Retry-After and a clear message', async () => {
    expect(await guess('sam@demo.test')).toEqual(['401', '401', '401', '401', '401', '429 after 1s', '401', '429 after 2s', '401', '429 after 4s', '401']);
    const refused = await attempt('Sam@Demo.test', 'wrong-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('8');
    expect(refused.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many failed attempts to log in with this email address. Try again in 8 seconds.' },
    });
    // Even the right password waits its turn: during the wait no password is checked at all.
    const early = await attempt('sam@demo.test', 'demo-password');
    expect(early.statusCode).toBe(429);
    expect(sessionCookie(early)).toBeNull();

    wait(8);
    const ok = await attempt('sam@demo.test', 'demo-password');
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).not.toBeNull();
    // The success wiped the slate: five failures are free again.
    const after = [];
    for (let i = 0; i < 6; i++) after.push(outcome(await attempt('sam@demo.test', 'wrong-password')));
    expect(after).toEqual(['401', '401', '401', '401', '401', '429 after 1s']);
    wait(1);
    expect((await attempt('sam@demo.test', 'demo-password')).statusCode).toBe(200);
  });

  test('a burst of parallel guesses gets no more passwords checked than the free attempts', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt('burst@demo.test', 'wrong-password')));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('an email with no account is throttled exactly like one with an account', async () => {
    // Alex's failures in other tests are wiped by a success first.
    expect((await attempt('alex@demo.test', 'demo-password')).statusCode).toBe(200);
    // Then the same guesses and the same answer to the next one, body and header included.
    const refusal = async (email: string) => {
      const res = await attempt(email, 'wrong-password');
      return [res.statusCode, res.headers['retry-after'], res.json()];
    };
    const unknown = [...(await guess('nobody-here@demo.test')), await refusal('nobody-here@demo.test')];
    wait(60);
    const known = [...(await guess('alex@demo.test')), await refusal('alex@demo.test')];
    expect(unknown).toEqual(known);
    expect(unknown).toContain('429 after 4s');
    expect(unknown.at(-1)).toEqual([429, '8', { error: { code: 'too_many_attempts', message: 'Too many failed attempts to log in with this email address. Try again in 8 seconds.' } }]);
    wait(3600);
    expect((await attempt('alex@demo.test', 'demo-password')).statusCode).toBe(200);
  });

  test('the wait is capped at 15 minutes however long the guessing goes on, and the right password then works', async () => {
    const waits: number[] = [];
    for (let failures = 0; failures < 25; ) {
      const res = await attempt('alex@demo.test', 'wrong-password');
      if (res.statusCode === 429) {
        const seconds = Number(res.headers['retry-after']);
        waits.push(seconds);
        wait(seconds);
      } else {
        expect(res.statusCode).toBe(401);
        failures += 1;
      }
    }
    expect(Math.max(...waits)).toBe(900);
    expect(waits.slice(-5)).toEqual([900, 900, 900, 900, 900]);
    const capped = await attempt('alex@demo.test', 'demo-password');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.message).toBe('Too many failed attempts to log in with this email address. Try again in 15 minutes.');
    wait(900);
    expect((await attempt('alex@demo.test', 'demo-password')).statusCode).toBe(200);
  });

  test('the count is kept in the database: a restarted (or a second) server still makes the account wait', async () => {
    for (let i = 0; i < 5; i++) await attempt('sam@demo.test', 'wrong-password');
    const second = await buildApp(t.config);
    try {
      second.careers.now = () => clock;
      const login = async () => {
        const browser = await visit(second);
        return second.inject({ method: 'POST', url: '/candidate/login', remoteAddress: '10.78.1.1', headers: json(browser), payload: { email: 'sam@demo.test', password: 'demo-password' } });
      };
      const refused = await login();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      wait(1);
      expect((await login()).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  test('a form log-in that must wait shows the page again with the message and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await attempt('sam@demo.test', 'wrong-password');
    const browser = await visit(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/candidate/login',
      remoteAddress: '10.78.0.1',
      headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: browser.csrf, email: 'sam@demo.test', password: 'demo-password' }).toString(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toContain('<div class="alert" role="alert">Too many failed attempts to log in with this email address. Try again in 1 second.</div>');
    expect(res.body).toContain('value="sam@demo.test"');
    wait(1);
    expect((await attempt('sam@demo.test', 'demo-password')).statusCode).toBe(200);
  });

  test('an attacker who keeps an account waiting does not keep its owner out of a browser they logged in from before', async () => {
    // Dana signs up from their own browser, which gets a device cookie for the whole site.
    const home = await visit(t.app);
    const first = await t.app.inject({
      method: 'POST', url: '/candidate/signup', headers: json(home), payload: { email: 'dana.device@example.com', password: DEMO_PASSWORD, firstName: 'Dana', lastName: 'Lee' },
    });
    expect(first.statusCode).toBe(201);
    const device = [first.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('careers_device='));
    expect(device).toMatch(/^careers_device=[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Lax$/);
    const deviceCookie = (device as string).split(';')[0];

    await guess('dana.device@example.com');
    expect(outcome(await attempt('dana.device@example.com', DEMO_PASSWORD))).toMatch(/^429/);
    // From the known browser the right password works at once.
    const again = await visit(t.app);
    const owner = await t.app.inject({
      method: 'POST', url: '/candidate/login', headers: { ...json(again), cookie: `${again.cookie}; ${deviceCookie}` }, payload: { email: 'dana.device@example.com', password: DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  test("the login page's plain form (POST /careers/login) gets the known browser's exemption too, and deleting the account forgets its browsers", async () => {
    const devices = async () => Number((await t.app.careers.db.selectFrom('login_devices').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await devices();
    const home = await visit(t.app);
    const first = await t.app.inject({
      method: 'POST', url: '/candidate/signup', headers: json(home), payload: { email: 'erin.form@example.com', password: DEMO_PASSWORD, firstName: 'Erin', lastName: 'Form' },
    });
    expect(first.statusCode).toBe(201);
    expect(await devices()).toBe(before + 1);
    const setCookie = [first.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('careers_device=')) as string;
    // What a browser does: a cookie goes only to the paths its Path covers (RFC 6265 §5.1.4).
    const cookiePath = /; Path=([^;]*)/.exec(setCookie)?.[1] ?? '/';
    const sentTo = (path: string) => path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
    expect(sentTo('/careers/login')).toBe(true);
    const deviceCookie = setCookie.split(';')[0] as string;

    // Eight and more wrong passwords from elsewhere (JSON): the account must wait.
    await guess('erin.form@example.com');
    expect(outcome(await attempt('erin.form@example.com', DEMO_PASSWORD))).toMatch(/^429/);
    // Erin, on the known browser, logs in with the login page's form, which posts to the page's own address.
    const page = await visit(t.app);
    const form = await t.app.inject({
      method: 'POST',
      url: '/careers/login?domain=demo.test',
      remoteAddress: '10.79.0.1',
      headers: { cookie: sentTo('/careers/login') ? `${page.cookie}; ${deviceCookie}` : page.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: page.csrf, email: 'erin.form@example.com', password: DEMO_PASSWORD }).toString(),
    });
    expect(form.statusCode).toBe(303);
    // The browser stays the one it was: the same token, no second row.
    const again = [form.headers['set-cookie']].flat().map(String).find((c) => c.startsWith('careers_device=')) as string;
    expect(again.split(';')[0]).toBe(deviceCookie);
    expect(await devices()).toBe(before + 1);

    const erin = { cookie: sessionCookie(form) as string, csrf: '' };
    const settings = await t.app.inject({ url: '/api/pcsx/account/settings', headers: { cookie: erin.cookie } });
    expect(settings.statusCode).toBe(200);
    erin.csrf = settings.headers['x-csrf-token'] as string;
    const deleted = await t.app.inject({ method: 'POST', url: '/api/pcsx/account/delete', headers: json(erin), payload: { password: DEMO_PASSWORD, confirmation: 'DELETE' } });
    expect(deleted.statusCode).toBe(200);
    expect(await devices()).toBe(before);
  });
});
