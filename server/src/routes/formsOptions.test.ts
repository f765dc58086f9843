import { createTestApp, logInAs, visit, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/pcsx/form_options/:list', () => {
  test('cacheable by anyone (the same for every visitor), so it never carries a session\'s CSRF token', async () => {
    for (const who of [await visit(t.app), await logInAs(t.app)]) {
      const res = await t.app.inject({ url: '/api/pcsx/form_options/regions?parent=DE&domain=demo.test', headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.json().data.options).toContainEqual({ label: 'Bavaria', value: 'BY' });
      // A shared cache would hand this response, token and all, to the next visitor.
      expect(res.headers['x-csrf-token']).toBeUndefined();
      // Per-user API answers still carry it.
      const own = await t.app.inject({ url: '/api/pcsx/session', headers: { cookie: who.cookie } });
      expect(own.headers['x-csrf-token']).toBe(who.csrf);
    }
  });
});
