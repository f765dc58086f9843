import { expiringPositionsApp, HOUR, T0 } from '../testing/expiringPositionsApp';
import { parseXml, textsOf } from '../testing/parseXml';
import { searchVersion } from '../services/search/searchVersion';
import { sitemapLimits } from '../services/sitemaps/jobSitemaps';

// A position past its valid_through is no longer open: a crawler following the sitemap to it would find a
// job that takes no applications. It leaves the sitemaps the moment it expires, though no row changed.
const ORIGIN = 'https://careers.example.com';
const COMPANY = 'sitemap-expiry.test';
const exp = expiringPositionsApp(COMPANY, {
  forever: { title: 'No end', validThrough: null },
  oneHour: { title: 'Ends in an hour', validThrough: T0 + HOUR },
  twoHours: { title: 'Ends in two hours', validThrough: T0 + 2 * HOUR },
  forever2: { title: 'No end either', validThrough: null },
}, { PUBLIC_ORIGIN: ORIGIN });
const { db, clock } = exp;
const saved = { ...sitemapLimits };

beforeAll(() => {
  // 2 a sitemap: the expiries move the boundaries between files too.
  sitemapLimits.urlsPerSitemap = 2;
});
afterAll(() => {
  Object.assign(sitemapLimits, saved);
});

const jobUrl = (id: number) => `${ORIGIN}/careers/job/${id}?domain=${COMPANY}`;
const get = (path: string, headers: Record<string, string> = {}) => exp.app.inject({ url: path, headers });

/** The index's ETag, the job sitemaps it names (each with its ETag) and the job URLs they list, at the clock's time. */
async function crawl() {
  const index = await get(`/sitemap.xml?domain=${COMPANY}`);
  expect(index.statusCode).toBe(200);
  const pages: { path: string; etag: string; urls: string[] }[] = [];
  for (const loc of textsOf(parseXml(index.body), 'loc').filter((l) => l.includes('/sitemap-jobs-'))) {
    const url = new URL(loc);
    const res = await get(url.pathname + url.search);
    expect(res.statusCode).toBe(200);
    pages.push({ path: url.pathname + url.search, etag: String(res.headers.etag), urls: textsOf(parseXml(res.body), 'loc') });
  }
  return { etag: String(index.headers.etag), pages, urls: pages.flatMap((p) => p.urls) };
}

/** Statements on positions that a request runs. */
async function positionStatements(path: string, headers: Record<string, string> = {}): Promise<{ status: number; statements: number }> {
  const spy = jest.spyOn(db().getExecutor(), 'executeQuery');
  try {
    const res = await get(path, headers);
    return { status: res.statusCode, statements: spy.mock.calls.filter(([q]) => /from "?positions"?/i.test(q.sql)).length };
  } finally {
    spy.mockRestore();
  }
}

test('a position leaves the sitemaps the moment its valid_through passes, with new ETags, though no position changed', async () => {
  const version = await searchVersion(db(), COMPANY);
  clock.now = T0;
  const before = await crawl();
  expect(before.urls).toEqual([exp.ids.forever, exp.ids.oneHour, exp.ids.twoHours, exp.ids.forever2].map(jobUrl));
  expect(before.pages).toHaveLength(2);

  // A millisecond before its end it is still open: same answers, read from what was kept.
  clock.now = T0 + HOUR - 1;
  expect(await positionStatements(`/sitemap.xml?domain=${COMPANY}`, { 'if-none-match': before.etag })).toEqual({ status: 304, statements: 0 });
  expect((await positionStatements(before.pages[1]!.path, { 'if-none-match': before.pages[1]!.etag })).status).toBe(304);

  // At its valid_through it has ended (as the job page says): gone, and the later file closes up.
  clock.now = T0 + HOUR;
  const after = await crawl();
  expect(after.urls).toEqual([exp.ids.forever, exp.ids.twoHours, exp.ids.forever2].map(jobUrl));
  expect(after.pages.map((p) => p.urls)).toEqual([[jobUrl(exp.ids.forever), jobUrl(exp.ids.twoHours)], [jobUrl(exp.ids.forever2)]]);
  expect(after.etag).not.toBe(before.etag);
  expect(after.pages[0]!.etag).not.toBe(before.pages[0]!.etag);
  // A crawler holding the old tags gets the new sitemaps, not 304.
  expect((await get(`/sitemap.xml?domain=${COMPANY}`, { 'if-none-match': before.etag })).statusCode).toBe(200);
  expect((await get(before.pages[0]!.path, { 'if-none-match': before.pages[0]!.etag })).statusCode).toBe(200);
  // Time, not rows: the search version is the same.
  expect(await searchVersion(db(), COMPANY)).toBe(version);

  // Kept until the next expiry: asked again later, the same tags and no position read.
  clock.now = T0 + HOUR + 30 * 60_000;
  expect(await positionStatements(`/sitemap.xml?domain=${COMPANY}`, { 'if-none-match': after.etag })).toEqual({ status: 304, statements: 0 });
  expect(await positionStatements(after.pages[1]!.path, { 'if-none-match': after.pages[1]!.etag })).toEqual({ status: 304, statements: 0 });

  clock.now = T0 + 2 * HOUR + 1;
  const later = await crawl();
  expect(later.urls).toEqual([exp.ids.forever, exp.ids.forever2].map(jobUrl));
  expect(later.pages).toHaveLength(1);
  expect(later.etag).not.toBe(after.etag);
  expect((await get(`/sitemap-jobs-2.xml?domain=${COMPANY}`)).statusCode).toBe(404);
});

test('every listed job has expired once they all have: the index names no job sitemap, under a new ETag', async () => {
  clock.now = T0;
  const open = await crawl();
  await db().updateTable('positions').set({ valid_through: new Date(T0 + 3 * HOUR).toISOString() }).where('domain', '=', COMPANY).where('valid_through', 'is', null).execute();
  const version = await crawl();
  expect(version.urls).toEqual(open.urls);
  clock.now = T0 + 3 * HOUR;
  const none = await crawl();
  expect([none.pages, none.urls]).toEqual([[], []]);
  expect(none.etag).not.toBe(version.etag);
});
