import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/testApp';
import { SYNC_COMPRESS_MAX, acceptEncodingParses, acceptedEncoding, spelledOutWildcard, wantsBrotli } from './compression';

// What any answer gets from on-the-fly compression (plugins/compression.ts). The search's own
// precompressed answers are in routes/searchCompression.test.ts.

const CHROMIUM = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('an HTML page above 1 KB comes with brotli when asked, decodes to the same page, and says Vary: Accept-Encoding', async () => {
  const plain = await t.app.inject({ url: '/careers' });
  const br = await t.app.inject({ url: '/careers', headers: CHROMIUM });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  // The nonce and the CSRF token differ per request: the pages are equal once they are taken out.
  const nonceless = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "'nonce-'").replace(/name="csrf-token" content="[^"]*"/, '');
  expect(nonceless(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(nonceless(plain.body));
});

test('a client without Accept-Encoding (or with identity only) gets the page as it is', async () => {
  for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
    const res = await t.app.inject({ url: '/careers', headers });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<html');
  }
});

test('/healthz and other answers under 1 KB are not compressed', async () => {
  const health = await t.app.inject({ url: '/healthz', headers: CHROMIUM });
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.json()).toEqual({ status: 'ok' });
  const suggestions = await t.app.inject({ url: '/api/pcsx/search_suggestions?domain=demo.test&term=zzzz', headers: CHROMIUM });
  expect(suggestions.statusCode).toBe(200);
  expect(suggestions.headers['content-encoding']).toBeUndefined();
});

test('files sent as streams go as they are, 304 included', async () => {
  const css = await t.app.inject({ url: '/static/pages.css', headers: CHROMIUM });
  expect(css.statusCode).toBe(200);
  expect(css.headers['content-encoding']).toBeUndefined();
  expect(css.body.length).toBeGreaterThan(1024);
  const again = await t.app.inject({ url: '/static/pages.css', headers: { ...CHROMIUM, 'if-none-match': String(css.headers.etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.headers['content-encoding']).toBeUndefined();
  expect(again.body).toBe('');
});

test('HEAD describes the page as sent to a client that does not ask for compression (Fastify answers HEAD before any encoding)', async () => {
  const plain = await t.app.inject({ url: '/careers' });
  const res = await t.app.inject({ method: 'HEAD', url: '/careers', headers: CHROMIUM });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(Number(res.headers['content-length'])).toBe(plain.rawPayload.length);
  expect(res.body).toBe('');
});

test('`*` in Accept-Encoding never stands for a coding the client refused (RFC 9110 §12.5.3)', async () => {
  const encodingOf = async (accept: string) => (await t.app.inject({ url: '/careers', headers: { 'accept-encoding': accept } })).headers['content-encoding'];
  // The plugin alone read `*` as gzip: `gzip;q=0, *` got the gzip the client refused.
  expect(await encodingOf('gzip;q=0, *')).toBe('br');
  expect(await encodingOf('br;q=0, *')).toBe('gzip');
  expect(await encodingOf('br;q=0, gzip;q=0, *')).toBe('deflate');
  expect(await encodingOf('*;q=0')).toBeUndefined();
  expect(await encodingOf('br;q=0, gzip;q=0, deflate;q=0, *')).toBeUndefined();
  expect(await encodingOf('*')).toBe('br');
  // Those refusals are kept when the answer is the search's own brotli (wantsBrotli).
  const cases: [string, boolean][] = [['gzip;q=0, *', true], ['br;q=0, *', false], ['*;q=0', false], ['br;q=0.5, gzip', false], ['x-gzip, br;q=0.1', false], ['*', true]];
  for (const [accept, brotli] of cases) expect([accept, wantsBrotli({ 'accept-encoding': accept })]).toEqual([accept, brotli]);
  expect(spelledOutWildcard('gzip;q=0, *;q=0.5')).toBe('gzip;q=0, br;q=0.5, deflate;q=0.5');
  expect(spelledOutWildcard('gzip, br')).toBe('gzip, br');
  expect(acceptedEncoding('br;q=0.8, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
  expect(acceptedEncoding('identity', ['br', 'gzip'])).toBeNull();
  expect(acceptedEncoding(undefined, ['br', 'gzip'])).toBeNull();
});

test('answers up to SYNC_COMPRESS_MAX are compressed in one call and sent with their length, not streamed in chunks', async () => {
  // A compression stream per answer (a Readable, a copy of the answer, brotli's buffers and native context) left
  // garbage that outlived scavenges and brought full collections sooner (SYNC_COMPRESS_MAX); the plugin's own
  // default (4-8 KB) streamed every uncached search answer. Streamed answers go chunked, without a length.
  const url = '/api/pcsx/search?domain=demo.test';
  const plain = await t.app.inject({ url });
  expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
  expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESS_MAX);
  // Another parameter order: another cache key, so compressed on the fly like an uncached answer.
  const br = await t.app.inject({ url: `${url}&sort_by=relevance`, headers: CHROMIUM });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['transfer-encoding']).toBeUndefined();
  expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')).count).toBe(JSON.parse(plain.body).count);
});

test("searches from one browser read its Accept-Encoding once, and each answer still follows it", async () => {
  // Header values no other test sends: each is parsed on its first request only.
  const url = '/api/pcsx/search?domain=demo.test&query=engineer';
  const before = acceptEncodingParses();
  const encodings = [];
  for (let i = 0; i < 4; i++) {
    encodings.push((await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip;q=0.9' } })).headers['content-encoding']);
    encodings.push((await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']);
  }
  expect(encodings).toEqual(['br', 'gzip', 'br', 'gzip', 'br', 'gzip', 'br', 'gzip']);
  expect(acceptEncodingParses() - before).toBe(2);
  expect(wantsBrotli({ 'accept-encoding': 'br;q=0, gzip' })).toBe(false);
  expect(wantsBrotli({})).toBe(false);
});
