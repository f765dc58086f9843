import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '5' });
});
afterAll(async () => {
  await t.close();
});

const embedFile = () => path.join(t.repoRoot, 'shell', 'dist', 'embed.js');

test('before the build: 503 with a JS comment saying what to do', async () => {
  const res = await t.app.inject({ url: '/embed.js' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toBe('/* embed.js is not built: run npm start */\n');
});

test('serves shell/dist/embed.js to any page: JS, CORS *, short cache, loadable cross-origin', async () => {
  fs.writeFileSync(embedFile(), '(function(){/* loader */})();');
  const res = await t.app.inject({ url: '/embed.js', headers: { origin: 'https://anyone.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('(function(){/* loader */})();');
  expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  expect(res.headers['access-control-allow-origin']).toBe('*');
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  // A new build is served at once, without a restart.
  fs.writeFileSync(embedFile(), '/* v2 */');
  expect((await t.app.inject({ url: '/embed.js' })).body).toBe('/* v2 */');
});

test('is not rate limited: every view of every embedding page loads it', async () => {
  fs.writeFileSync(embedFile(), '/* loader */');
  for (let i = 0; i < 20; i++) {
    expect((await t.app.inject({ url: '/embed.js', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
  }
});
