import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addCompany, addPosition } from '../testing/fixtures';
import { parseXml, textsOf } from '../testing/parseXml';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sitemapLimits } from '../services/sitemaps/jobSitemaps';
import { DISALLOWED_PATHS } from '../services/sitemaps/robotsTxt';
import { SITEMAP_NS } from '../services/sitemaps/sitemapXml';
import { matchRoute } from '@careers/shared/location/routeTable';

const ORIGIN = 'https://careers.example.com';
const OURS = 'sitemap-a.test';
const OTHER = 'sitemap-b.test';
// 12 positions: at 100 a sitemap (bigSitemap), one job sitemap of about 1.3 KB, over the 1 KB compression threshold.
const BIG = 'sitemap-big.test';
let t: TestApp;
const db = () => t.app.careers.db;
const saved = { ...sitemapLimits };
let ours: number[] = [];
let theirs: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await addCompany(db(), OURS);
  await addCompany(db(), OTHER);
  for (let i = 0; i < 7; i++) ours.push(await addPosition(db(), OURS, `Ours ${i}`));
  for (let i = 0; i < 3; i++) theirs.push(await addPosition(db(), OTHER, `Theirs ${i}`));
  // Interleaved ids: the other company's positions sit between ours.
  ours.push(await addPosition(db(), OURS, 'Ours last'));
  theirs.push(await addPosition(db(), OTHER, 'Theirs last'));
  await addCompany(db(), BIG);
  for (let i = 0; i < 12; i++) await addPosition(db(), BIG, `Big ${i}`);
  ours = ours.sort((a, b) => a - b);
  theirs = theirs.sort((a, b) => a - b);
  // 8 positions at 3 a sitemap: 3 job sitemaps (2 × 3 + 2).
  sitemapLimits.urlsPerSitemap = 3;
  sitemapLimits.rowsPerRead = 2;
});
afterAll(async () => {
  Object.assign(sitemapLimits, saved);
  await t.close();
});

const jobUrl = (id: number, domain = OURS) => `${ORIGIN}/careers/job/${id}?domain=${domain}`;

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers });
}

/** The sitemap index of `domain` and the job URLs of each job sitemap it lists, each checked well-formed. */
async function crawl(domain = OURS): Promise<{ sitemaps: string[]; pages: string[][] }> {
  const index = await get(`/sitemap.xml?domain=${domain}`);
  expect(index.statusCode).toBe(200);
  const root = parseXml(index.body);
  expect([root.name, root.uri]).toEqual(['sitemapindex', SITEMAP_NS]);
  const sitemaps = textsOf(root, 'loc');
  const pages: string[][] = [];
  for (const loc of sitemaps.filter((l) => l.includes('/sitemap-jobs-'))) {
    const url = new URL(loc);
    const res = await get(url.pathname + url.search);
    expect(res.statusCode).toBe(200);
    const set = parseXml(res.body);
    expect([set.name, set.uri]).toEqual(['urlset', SITEMAP_NS]);
    pages.push(textsOf(set, 'loc'));
  }
  return { sitemaps, pages };
}

test('robots.txt names only the sitemap index of the company asked (host or ?domain=), on the configured origin, never another company\'s', async () => {
  const sitemapLines = async (url: string, host: string) => {
    const res = await get(url, { host });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    return res.body.split('\n').filter((l) => l.startsWith('Sitemap: '));
  };
  // A host that is no company: the default company's (no ?domain=: a crawler has no session). Never the Host header itself.
  expect(await sitemapLines('/robots.txt', 'evil.example')).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
  // A company's own host name, pointed at the shared instance (any case, with a port): that company's alone.
  expect(await sitemapLines('/robots.txt', `${OTHER.toUpperCase()}:8080`)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml?domain=${OTHER}`]);
  expect(await sitemapLines('/robots.txt', OURS)).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml?domain=${OURS}`]);
  // ?domain= names the company; an unknown one is the default's.
  expect(await sitemapLines(`/robots.txt?domain=${OURS}`, 'evil.example')).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml?domain=${OURS}`]);
  expect(await sitemapLines('/robots.txt?domain=nobody.test', 'evil.example')).toEqual([`Sitemap: ${ORIGIN}/sitemap.xml`]);
});

test('robots.txt keeps crawlers out of private pages', async () => {
  const res = await get('/robots.txt', { host: 'evil.example' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = res.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  const disallowed = (path: string) => lines.some((l) => l.startsWith('Disallow: ') && path.startsWith(l.slice('Disallow: '.length)));
  // Every page of the route table that needs a login (or is applying) is disallowed; the public ones are not.
  for (const path of ['/careers/profile', '/careers/dashboard', '/careers/dashboardv2', '/careers/settings', '/careers/export-resume', '/careers/forms/center',
    '/careers/applications', '/careers/saved-jobs', '/careers/interviews', '/careers/onboarding', '/careers/offers', '/careers/offer/3',
    '/careers/offer/3/offer-document/4', '/careers/offer-letter/3', '/careers/apply', '/careers/apply/private', '/careers/login']) {
    expect(['protected', 'apply'].includes(matchRoute(path)?.access ?? '') || path === '/careers/login').toBe(true);
    expect(disallowed(path)).toBe(true);
  }
  for (const path of ['/api/pcsx/search', '/careers/job-alerts/confirm?token=x', '/logout', '/vslog']) expect(disallowed(path)).toBe(true);
  for (const path of ['/careers', '/careers/search', '/careers/job/12', '/careers/engineer/berlin', '/shell/main.3f2a.js', '/sitemap.xml']) expect(disallowed(path)).toBe(false);
  expect(DISALLOWED_PATHS.length).toBeGreaterThan(0);
});

test('a private job page is left to crawlers, so they read its noindex (a page robots.txt keeps them from can still be listed from links)', async () => {
  const robots = (await get('/robots.txt')).body.split('\n');
  const url = `/careers/job/private?pid=${ours[0]}&domain=${OURS}`;
  expect(robots.filter((l) => l.startsWith('Disallow: ') && url.startsWith(l.slice('Disallow: '.length)))).toEqual([]);
  const page = await get(url);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<meta name="robots" content="noindex">');
  // Nor is it in any sitemap.
  const { pages } = await crawl();
  expect(pages.flat().some((loc) => loc.includes('/careers/job/private'))).toBe(false);
});

test('the index lists the search page and one job sitemap per 3 open positions; together they list each open job once, in id order', async () => {
  const res = await get(`/sitemap.xml?domain=${OURS}`, { host: 'evil.example' });
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const { sitemaps, pages } = await crawl();
  expect(sitemaps).toEqual([
    `${ORIGIN}/sitemap-pages.xml?domain=${OURS}`,
    `${ORIGIN}/sitemap-jobs-1.xml?domain=${OURS}`,
    `${ORIGIN}/sitemap-jobs-2.xml?domain=${OURS}`,
    `${ORIGIN}/sitemap-jobs-3.xml?domain=${OURS}`,
  ]);
  expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
  expect(pages.flat()).toEqual(ours.map((id) => jobUrl(id)));
  const search = parseXml((await get(`/sitemap-pages.xml?domain=${OURS}`)).body);
  expect(textsOf(search, 'loc')).toEqual([`${ORIGIN}/careers/search?domain=${OURS}`]);
  expect((await get(`/sitemap-jobs-4.xml?domain=${OURS}`)).statusCode).toBe(404);
});

test('lastmod is the position\'s update time (else when it was posted), as a W3C datetime', async () => {
  const [first, second] = ours as [number, number];
  await db().updateTable('positions').set({ posted_at: '2026-02-01T09:00:00.000Z', updated_at: null }).where('id', '=', first).execute();
  await db().updateTable('positions').set({ posted_at: '2026-02-01T09:00:00.000Z', updated_at: '2026-03-04T05:06:07.890Z' }).where('id', '=', second).execute();
  const set = parseXml((await get(`/sitemap-jobs-1.xml?domain=${OURS}`)).body);
  expect(textsOf(set, 'lastmod').slice(0, 2)).toEqual(['2026-02-01T09:00:00Z', '2026-03-04T05:06:07Z']);
});

test('a closed position leaves the sitemaps at the next request, and the pages close up', async () => {
  const closed = ours[1] as number;
  await crawl();
  await db().updateTable('positions').set({ archived_at: new Date().toISOString() }).where('id', '=', closed).execute();
  try {
    const { sitemaps, pages } = await crawl();
    expect(pages.flat()).toEqual(ours.filter((id) => id !== closed).map((id) => jobUrl(id)));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(sitemaps).toHaveLength(4);
  } finally {
    await db().updateTable('positions').set({ archived_at: null }).where('id', '=', closed).execute();
  }
  expect((await crawl()).pages.flat()).toEqual(ours.map((id) => jobUrl(id)));
});

test("another company's positions never appear, whichever company is asked for", async () => {
  const mine = (await crawl(OURS)).pages.flat();
  const other = (await crawl(OTHER)).pages.flat();
  expect(other).toEqual(theirs.map((id) => jobUrl(id, OTHER)));
  for (const id of theirs) expect(mine.some((u) => u.includes(`/job/${id}?`))).toBe(false);
  // The default company (no ?domain=: what a crawler without a session gets) lists neither.
  const demo = (await crawl('')).pages.flat();
  expect(demo.length).toBeGreaterThan(0);
  for (const url of demo) {
    expect(url).toMatch(new RegExp(`^${ORIGIN}/careers/job/\\d+$`));
    const id = Number(url.split('/').pop());
    expect(ours.includes(id) || theirs.includes(id)).toBe(false);
  }
});

test('sitemaps of 1 KB or more go compressed to clients that accept it; smaller ones go as they are', async () => {
  const big = BIG;
  sitemapLimits.urlsPerSitemap = 100;
  try {
    const plain = await get(`/sitemap-jobs-1.xml?domain=${big}`);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(`/sitemap-jobs-1.xml?domain=${big}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await get(`/sitemap-jobs-1.xml?domain=${big}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  } finally {
    sitemapLimits.urlsPerSitemap = 3;
  }
  // Under the 1 KB the rest of the site compresses from (COMPRESS_THRESHOLD): plain, still Vary.
  for (const url of [`/sitemap.xml?domain=${OURS}`, `/sitemap-jobs-1.xml?domain=${OURS}`, `/sitemap-pages.xml?domain=${OURS}`]) {
    const small = await get(url, { 'accept-encoding': 'gzip, br' });
    expect([small.statusCode, small.headers['content-encoding'], small.rawPayload.length < 1024]).toEqual([200, undefined, true]);
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(parseXml(small.body).uri).toBe(SITEMAP_NS);
  }
});

test('only the address the index names answers: no leading zeros, no escaped digits', async () => {
  expect((await get(`/sitemap-jobs-1.xml?domain=${OURS}`)).statusCode).toBe(200);
  for (const url of ['/sitemap-jobs-01.xml', '/sitemap-jobs-%31.xml', '/sitemap-jobs-0.xml', '/sitemap-jobs-001.xml']) {
    const res = await get(`${url}?domain=${OURS}`);
    expect([url, res.statusCode, res.headers.etag]).toEqual([url, 404, undefined]);
  }
});

test('`*` in Accept-Encoding never stands for a coding the client refused', async () => {
  sitemapLimits.urlsPerSitemap = 100;
  try {
    const url = `/sitemap-jobs-1.xml?domain=${BIG}`;
    const cases: [string, string | undefined][] = [['gzip;q=0, *', 'br'], ['br;q=0, *', 'gzip'], ['br;q=0, gzip;q=0, *', undefined], ['*;q=0', undefined], ['*', 'br'], ['x-gzip', 'gzip']];
    for (const [accept, encoding] of cases) {
      const res = await get(url, { 'accept-encoding': accept });
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, encoding]);
    }
  } finally {
    sitemapLimits.urlsPerSitemap = 3;
  }
});

test('an ETag per encoding, 304 with Vary, If-None-Match compared weakly over lists and *, no ETag on a 404', async () => {
  for (const url of [`/sitemap-jobs-1.xml?domain=${OURS}`, `/sitemap.xml?domain=${OURS}`]) {
    const tags: Record<string, string> = {};
    for (const accept of ['br', 'gzip', 'identity']) tags[accept] = String((await get(url, { 'accept-encoding': accept })).headers.etag);
    expect(new Set(Object.values(tags)).size).toBe(3);
    // The brotli answer's tag names other bytes than the gzip answer.
    expect((await get(url, { 'accept-encoding': 'gzip', 'if-none-match': tags.br as string })).statusCode).toBe(200);
    const br = tags.br as string;
    for (const held of [br, `W/${br}`, `"other", ${br}`, `"other",W/${br}`, '*']) {
      const res = await get(url, { 'accept-encoding': 'br', 'if-none-match': held });
      expect([held, res.statusCode, res.headers.etag, res.headers.vary]).toEqual([held, 304, br, expect.stringMatching(/accept-encoding/i)]);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': '"other", W/"another"' })).statusCode).toBe(200);
  }
  const missing = await get(`/sitemap-jobs-9.xml?domain=${OURS}`, { 'if-none-match': '*' });
  expect([missing.statusCode, missing.headers.etag]).toEqual([404, undefined]);
});

describe('work, counted', () => {
  /** Statements that read positions during one request, and the position rows they returned. */
  async function positionReads(url: string, headers: Record<string, string> = {}): Promise<{ status: number; statements: number; rows: number }> {
    const spy = jest.spyOn(db().getExecutor(), 'executeQuery');
    try {
      const res = await t.app.inject({ url, headers });
      let statements = 0;
      let rows = 0;
      for (const [i, [query]] of spy.mock.calls.entries()) {
        if (!/from "?positions"?/i.test(query.sql)) continue;
        statements++;
        rows += ((await spy.mock.results[i]?.value) as { rows: unknown[] }).rows.length;
      }
      return { status: res.statusCode, statements, rows };
    } finally {
      spy.mockRestore();
    }
  }

  test('a job sitemap reads only the rows it lists, a few at a time; the index asked again reads no position', async () => {
    // The first index read of this version counts the boundaries: one statement, one row per sitemap.
    await db().updateTable('positions').set({ updated_at: new Date().toISOString() }).where('id', '=', ours[0] as number).execute();
    expect(await positionReads(`/sitemap.xml?domain=${OURS}`)).toEqual({ status: 200, statements: 1, rows: 3 });
    expect(await positionReads(`/sitemap.xml?domain=${OURS}`)).toEqual({ status: 200, statements: 0, rows: 0 });
    // 3 rows at 2 a statement: 2 statements, 3 rows (the page is full: no third). The last page's 2 rows fill
    // a read, so one more finds nothing: never a row the page does not list.
    expect(await positionReads(`/sitemap-jobs-1.xml?domain=${OURS}`)).toEqual({ status: 200, statements: 2, rows: 3 });
    expect(await positionReads(`/sitemap-jobs-3.xml?domain=${OURS}`)).toEqual({ status: 200, statements: 2, rows: 2 });
  });

  test('a crawler holding this version gets 304 without a position read; a change makes it 200 again', async () => {
    const first = await get(`/sitemap-jobs-2.xml?domain=${OURS}`);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(await positionReads(`/sitemap-jobs-2.xml?domain=${OURS}`, { 'if-none-match': etag })).toEqual({ status: 304, statements: 0, rows: 0 });
    await db().updateTable('positions').set({ updated_at: new Date().toISOString() }).where('id', '=', ours[4] as number).execute();
    expect((await positionReads(`/sitemap-jobs-2.xml?domain=${OURS}`, { 'if-none-match': etag })).status).toBe(200);
  });
});
