import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SEARCH_DOMAIN, seedSearchFixture } from '../testing/searchFixture';
import { createTestApp, type TestApp } from '../testing/testApp';

// Search answers compressed: on the fly for the first (uncached) answer, and for cached ones the bytes
// compressed once when the answer was cached (services/search/searchAnswerBrotli.ts).

const CHROMIUM = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSearchFixture(t.app.careers.db);
});
afterAll(async () => {
  await t.close();
});

type Answer = Record<string, unknown> & { debug: { debugData: { cached: boolean; tookMs: number } } };
const get = (params: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/api/pcsx/search?domain=${SEARCH_DOMAIN}&${params}`, headers });
/** The answer without its time, which differs on every request. */
const timeless = (answer: Answer) => ({ ...answer, debug: { debugData: { ...answer.debug.debugData, tookMs: 0 } } });

/** The cached answer sent compressed once cached; it is compressed in the background, so asked again until then. */
async function precompressedHit(params: string): Promise<{ raw: Buffer; text: string; headers: Record<string, unknown> }> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await get(params, CHROMIUM);
    const text = brotliDecompressSync(res.rawPayload).toString('utf8');
    // Its own member order (debug last, so the time is the last bytes) tells it from the on-the-fly one.
    if (Object.keys(JSON.parse(text) as object).at(-1) === 'debug') return { raw: res.rawPayload, text, headers: res.headers };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the cached answer never came precompressed');
}

test('a search answer comes brotli-compressed to a browser, with Vary, and decodes to the JSON a plain client gets', async () => {
  const plain = await get('query=engineer');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);
  const br = await get('query=engineer', CHROMIUM);
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  // The second request was answered from the cache: only `cached` and the time differ.
  const decoded = timeless(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as Answer);
  expect(decoded).toEqual({ ...timeless(plain.json<Answer>()), debug: { debugData: { ...decoded.debug.debugData, cached: true } } });
});

test('a cached hit sends the bytes compressed when it was cached: the same JSON, its own time, Vary and a right length', async () => {
  const first = await get('query=manager', CHROMIUM); // a miss: compressed on the fly
  expect(first.headers['content-encoding']).toBe('br');
  const onTheFly = JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')) as Answer;
  expect(onTheFly.debug.debugData.cached).toBe(false);
  const hit = await precompressedHit('query=manager');
  const answer = JSON.parse(hit.text) as Answer;
  expect(answer.debug.debugData.cached).toBe(true);
  expect(typeof answer.debug.debugData.tookMs).toBe('number');
  expect(timeless(answer)).toEqual({ ...timeless(onTheFly), debug: { debugData: { ...onTheFly.debug.debugData, cached: true, tookMs: 0 } } });
  expect(hit.headers['content-encoding']).toBe('br');
  expect(hit.headers.vary).toMatch(/accept-encoding/i);
  expect(Number(hit.headers['content-length'])).toBe(hit.raw.length);
  // Compressed harder than on the fly.
  expect(hit.raw.length).toBeLessThanOrEqual(first.rawPayload.length);
  // The same cached answer to a client without brotli: gzip on the fly, or plain.
  const gzip = await get('query=manager', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(timeless(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as Answer)).toEqual(timeless(answer));
  const plain = await get('query=manager');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(timeless(plain.json<Answer>())).toEqual(timeless(answer));
  // HEAD describes the plain answer, as for every route (see plugins/compression.test.ts).
  const head = await get('query=manager', CHROMIUM, 'HEAD');
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-encoding']).toBeUndefined();
  // The plain answer's length, give or take its own time: `tookMs` is measured per request to 0.01 ms ('3' to
  // '1234.56'), and '0.5' against '0.25' is one byte more (a CI run caught 2389 against 2390).
  const untimed = plain.rawPayload.length - String(plain.json<Answer>().debug.debugData.tookMs).length;
  expect(Number(head.headers['content-length'])).toBeGreaterThanOrEqual(untimed + 1);
  expect(Number(head.headers['content-length'])).toBeLessThanOrEqual(untimed + 7);
  expect(head.body).toBe('');
});

test('x-no-compression turns it off for cached answers too', async () => {
  await precompressedHit('query=support');
  const res = await get('query=support', { ...CHROMIUM, 'x-no-compression': '1' });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json<Answer>().debug.debugData.cached).toBe(true);
});

test('a client refusing brotli never gets the precompressed brotli bytes, whatever else it accepts', async () => {
  await precompressedHit('query=support');
  for (const accepted of ['br;q=0, *', '*, br;q=0', 'x-gzip']) {
    const res = await get('query=support', { 'accept-encoding': accepted });
    expect([accepted, res.headers['content-encoding']]).toEqual([accepted, 'gzip']);
    expect((JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Answer).debug.debugData.cached).toBe(true);
  }
  // `*` accepts any coding (RFC 9110 §12.5.3), brotli first; `gzip;q=0, *` accepts anything but gzip.
  for (const accepted of ['*', 'gzip;q=0, *']) {
    const res = await get('query=support', { 'accept-encoding': accepted });
    expect([accepted, res.headers['content-encoding']]).toEqual([accepted, 'br']);
    expect((JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as Answer).debug.debugData.cached).toBe(true);
  }
});
