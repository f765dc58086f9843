import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/testApp';

// The built files the server hands out (routes/staticFiles.ts): the shell's build, its compressed copies, /static.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('static files', () => {
  test('/shell/* serves the build, hashed files cached for a year', async () => {
    const res = await t.app.inject({ url: '/shell/main.3f2a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("shell");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({ url: '/shell/entry.json' });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('files in a build-id folder are cached for a year; entry points and manifests are revalidated', async () => {
    const dist = path.join(t.repoRoot, 'shell', 'dist');
    fs.mkdirSync(path.join(dist, '1d5556b43650'), { recursive: true });
    fs.writeFileSync(path.join(dist, '1d5556b43650', 'main.js'), 'console.log("main");');
    fs.writeFileSync(path.join(dist, '1d5556b43650', '348.js'), 'console.log("chunk");');
    fs.mkdirSync(path.join(dist, 'not-a-build'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'not-a-build', 'main.js'), 'console.log("?");');
    for (const name of ['embed.js', 'mf-manifest.json', 'mf-stats.json']) fs.writeFileSync(path.join(dist, name), '{}');

    for (const url of ['/shell/1d5556b43650/main.js', '/shell/1d5556b43650/348.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/shell/entry.json', '/shell/embed.js', '/shell/mf-manifest.json', '/shell/mf-stats.json', '/shell/not-a-build/main.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test("a build file goes as the build's brotli or gzip copy the browser accepts, cached as the file, Vary: Accept-Encoding", async () => {
    const folder = path.join(t.repoRoot, 'shell', 'dist', 'ab12cd34ef56');
    fs.mkdirSync(folder, { recursive: true });
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    fs.writeFileSync(path.join(folder, 'main.js'), script);
    fs.writeFileSync(path.join(folder, 'main.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(folder, 'main.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(folder, 'tiny.js'), 'void 0;');
    const get = (encoding?: string, url = '/shell/ab12cd34ef56/main.js') => t.app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
    }
    // A file the build left without copies (too small to gain) goes as it is, to every browser.
    const tiny = await get('br', '/shell/ab12cd34ef56/tiny.js');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('void 0;');
  });

  test('/static/hero.svg is the hero illustration', async () => {
    const res = await t.app.inject({ url: '/static/hero.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });
});

test('without a shell build: 503 page that says to run npm start', async () => {
  const bare = await createTestApp({}, { shellBuilt: false });
  try {
    const res = await bare.app.inject({ url: '/careers' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('The careers site is not built yet');
    expect(res.body).toContain('npm start');
  } finally {
    await bare.close();
  }
});
