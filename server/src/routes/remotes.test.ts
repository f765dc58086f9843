import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;

function build(name: string, id: string, pointer = true): void {
  const dir = path.join(t.repoRoot, name, 'dist', id);
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, build: id }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} ${id} */`);
  fs.writeFileSync(path.join(dir, 'static', 'js', 'chunk.js'), '/* chunk */');
  if (pointer) fs.writeFileSync(path.join(t.repoRoot, name, 'dist', 'current'), `${id}\n`);
}

beforeAll(async () => {
  t = await createTestApp({ REMOTE_URL_MF_OFFERS: 'http://127.0.0.1:9/dead/mf-manifest.json' });
});
afterAll(async () => {
  await t.close();
});

test('/remotes.json lists every built remote, then the manifest file, then REMOTE_URL_* env', async () => {
  build('mf-search', 'b1');
  build('mf-search', 'b2');
  build('mf-dashboard', 'd7', false);
  const first = await t.app.inject({ url: '/remotes.json' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.headers['access-control-allow-origin']).toBe('*');
  expect(first.json()).toEqual({
    'mf-search': '/remotes/mf-search/b2/mf-manifest.json',
    'mf-dashboard': '/remotes/mf-dashboard/d7/mf-manifest.json',
    'mf-offers': 'http://127.0.0.1:9/dead/mf-manifest.json',
  });

  // The manifest file overrides discovery and is picked up without a restart.
  fs.mkdirSync(path.dirname(t.config.remotesManifest), { recursive: true });
  fs.writeFileSync(t.config.remotesManifest, JSON.stringify({ 'mf-search': 'https://cdn.example.com/mf-search/42/mf-manifest.json', 'mf-offers': '/ignored-by-env' }));
  const second = await t.app.inject({ url: '/remotes.json' });
  expect(second.json()).toMatchObject({
    'mf-search': 'https://cdn.example.com/mf-search/42/mf-manifest.json',
    'mf-offers': 'http://127.0.0.1:9/dead/mf-manifest.json',
  });

  fs.writeFileSync(t.config.remotesManifest, JSON.stringify({ 'mf-forms': '/remotes/mf-forms/x/mf-manifest.json' }));
  const future = new Date(Date.now() + 5000);
  fs.utimesSync(t.config.remotesManifest, future, future);
  const third = await t.app.inject({ url: '/remotes.json' });
  expect(third.json()['mf-search']).toBe('/remotes/mf-search/b2/mf-manifest.json');
  expect(third.json()['mf-forms']).toBe('/remotes/mf-forms/x/mf-manifest.json');
  fs.rmSync(t.config.remotesManifest);
});

test('build files are served to any origin and cached for a year', async () => {
  build('mf-notifications', 'n1');
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/chunk.js']) {
    const res = await t.app.inject({ url: `/remotes/mf-notifications/n1/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect((await t.app.inject({ url: '/remotes/mf-notifications/n1/remoteEntry.js' })).body).toBe('/* mf-notifications n1 */');
});

test('nothing outside a build folder can be reached', async () => {
  build('mf-forms', 'f1');
  fs.writeFileSync(path.join(t.repoRoot, 'mf-forms', 'dist', 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(t.repoRoot, 'mf-forms', 'dist', 'f1', '.env'), 'SECRET=1');
  const urls = [
    '/remotes/mf-forms/f1/../secret.txt',
    '/remotes/mf-forms/f1/%2e%2e/secret.txt',
    '/remotes/mf-forms/f1/%2e%2e%2fsecret.txt',
    '/remotes/mf-forms/..%2fdist/secret.txt',
    '/remotes/mf-forms/f1/.env',
    '/remotes/shell/f1/entry.json',
    '/remotes/mf-forms/nope/mf-manifest.json',
    '/remotes/mf-forms/f1/missing.js',
  ];
  for (const url of urls) {
    const res = await t.app.inject({ url });
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('SECRET');
  }
});

test("a remote's files go as the build's brotli or gzip copy the browser accepts, with Vary: Accept-Encoding", async () => {
  build('mf-forms', 'z9');
  const dir = path.join(t.repoRoot, 'mf-forms', 'dist', 'z9');
  const entry = `/* remote entry */ ${'var a = 1;'.repeat(400)}`;
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), zlib.gzipSync(entry));
  const get = (encoding?: string) => t.app.inject({ url: '/remotes/mf-forms/z9/remoteEntry.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
  const br = await get('br, gzip');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers['access-control-allow-origin']).toBe('*');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(entry);
  const gzip = await get('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(entry);
  const plain = await get();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(entry);
});
