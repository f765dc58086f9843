import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(t.repoRoot, 'shell', 'dist', 'embed.js'), 'console.log("embed");');
});
afterAll(async () => {
  await t.close();
});

describe('x-csrf-token', () => {
  test('pages, the API and /vslog carry the session\'s token', async () => {
    const browser = await visit(t.app);
    for (const url of ['/careers', '/careers/search', '/candidate/login', '/api/pcsx/session', '/api/pcsx/notifications_boot_data', '/api/%70csx/session']) {
      const res = await t.app.inject({ url, headers: { cookie: browser.cookie } });
      expect(res.headers['x-csrf-token']).toBe(browser.csrf);
    }
    const vslog = await t.app.inject({
      method: 'POST',
      url: '/vslog',
      headers: { cookie: browser.cookie, 'x-csrf-token': browser.csrf },
      payload: { namespace: 'search', event: 'page_view' },
    });
    expect(vslog.statusCode).toBe(204);
    expect(vslog.headers['x-csrf-token']).toBe(browser.csrf);

    const alex = await logInAs(t.app);
    const logout = await t.app.inject({ url: '/logout', headers: { cookie: alex.cookie } });
    expect(logout.headers['x-csrf-token']).toBe(alex.csrf);
  });

  test('publicly cacheable files never carry it, even to a visitor with a session', async () => {
    const browser = await visit(t.app);
    for (const url of ['/shell/main.3f2a.js', '/shell/entry.json', '/static/hero.svg', '/embed.js', '/remotes.json', '/remotes/mf-search/0123abcd/x.js', '/healthz']) {
      const res = await t.app.inject({ url, headers: { cookie: browser.cookie } });
      expect(res.headers['x-csrf-token']).toBeUndefined();
    }
  });

  test('no session, no token', async () => {
    const res = await t.app.inject({ url: '/api/pcsx/session' });
    expect(res.headers['x-csrf-token']).toBeUndefined();
  });
});

test('API answers are never cached, however the path is spelled', async () => {
  for (const url of ['/api/pcsx/session', '/%61pi/pcsx/session', '/api/%70csx/session']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  }
});
