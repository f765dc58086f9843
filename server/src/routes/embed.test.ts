import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
  // application/javascript, as every build file: the name @fastify/static's send gives .js files.
  expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toBe('/* embed.js is not built: run npm start */\n');
});

test('serves shell/dist/embed.js to any page: JS, CORS *, short cache, loadable cross-origin', async () => {
  fs.writeFileSync(embedFile(), '(function(){/* loader */})();');
  const res = await t.app.inject({ url: '/embed.js', headers: { origin: 'https://anyone.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('(function(){/* loader */})();');
  // application/javascript, as every build file: the name @fastify/static's send gives .js files.
  expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
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

test("goes as the build's brotli or gzip copy the browser accepts, with the same headers and Vary: Accept-Encoding", async () => {
  const loader = `(function(){${'/* loader */'.repeat(300)}})();`;
  fs.writeFileSync(embedFile(), loader);
  fs.writeFileSync(`${embedFile()}.br`, zlib.brotliCompressSync(loader));
  fs.writeFileSync(`${embedFile()}.gz`, zlib.gzipSync(loader));
  try {
    const br = await t.app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(loader);
    const gzip = await t.app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(loader);
    const plain = await t.app.inject({ url: '/embed.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(loader);
  } finally {
    fs.rmSync(`${embedFile()}.br`);
    fs.rmSync(`${embedFile()}.gz`);
  }
});
