import { addPosition } from '../testing/positionRows';
import { serveRemoteBuild, writeRepoFile } from '../testing/serverDrawnPages';
import { createTestApp, logInAs, SHELL_ENTRY, type Browser, type TestApp } from '../testing/testApp';
import type { PrimedSearchResults } from '@careers/shared/contracts/ssr';
import type { SearchResponse } from '@careers/shared/contracts/search';
import { savePositionAs } from '../testing/savePositionAs';

// A search page carries the answer of its first search (issue 27, routes/primedSearch.ts). The address is read by
// mf-search's own code (src/features/search/firstSearchOf.ts, proven there); here a stand-in renderer module reads
// `query` and `filter_department` alike and throws for an address with 'boom' in it.

const STAND_IN = `exports.buildId = 's1';
exports.renderJob = () => null;
exports.firstSearchOf = ({ url }) => {
  if (url.includes('boom')) throw new Error('the search renderer failed');
  const u = new URL(url, 'http://x.invalid');
  if (u.pathname.startsWith('/careers/job')) return null;
  const query = u.searchParams.get('query') || '';
  const department = u.searchParams.get('filter_department');
  const filters = department ? { department: [department] } : {};
  // As mf-search reads it: on a page boundary (start=19 is the page from 10), part of the key past the first page.
  const start = Math.floor((Number.parseInt(u.searchParams.get('start') || '0', 10) || 0) / 10) * 10;
  const key = JSON.stringify(start ? [query, department, start] : [query, department]);
  return { key, query, location: '', start, sortBy: null, filters };
};`;

let t: TestApp;
let candidate: Browser;
let tideA = 0;
beforeAll(async () => {
  t = await createTestApp();
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify({ js: ['b1/main.js'], css: [] }));
  writeRepoFile(t, 'mf-search/dist-ssr/render.cjs', STAND_IN);
  const add = (title: string, department: string) =>
    addPosition(t.app.careers.db, { title, department, domain: 'demo.test', skills: [], validThrough: '2099-04-01T09:00:00.000Z' });
  tideA = await add('Tidewater Analyst', 'Finance');
  await add('Tidewater Surveyor', 'Operations');
  candidate = await logInAs(t.app);
});
beforeEach(() => serveRemoteBuild(t, 'mf-search', 's1'));
afterAll(async () => {
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify(SHELL_ENTRY));
  await t.close();
});

const primedOf = (html: string): PrimedSearchResults | null => {
  const raw = /<script type="application\/json" id="careers-search-results">([^<]*)<\/script>/.exec(html)?.[1];
  return raw ? (JSON.parse(raw) as PrimedSearchResults) : null;
};
const titles = (answer: SearchResponse | undefined) => (answer?.positions ?? []).map((p) => p.name).sort();

test('the page carries the answer GET /api/pcsx/search gives for the search its address names, under the key the remote read', async () => {
  const page = await t.app.inject({ url: '/careers/search?query=Tidewater' });
  expect(page.statusCode).toBe(200);
  const primed = primedOf(page.body);
  expect(primed).toMatchObject({ domain: 'demo.test', key: '["Tidewater",null]' });
  const api = (await t.app.inject({ url: '/api/pcsx/search?domain=demo.test&query=Tidewater' })).json<SearchResponse>();
  expect(titles(primed?.response)).toEqual(['Tidewater Analyst', 'Tidewater Surveyor']);
  expect(primed?.response.count).toBe(api.count);
  expect(titles(primed?.response)).toEqual(titles(api));
  expect(primed?.response.filterDef).toEqual(api.filterDef);
  // After the root, so the chrome above it is parsed first.
  expect(page.body.indexOf('id="careers-search-results"')).toBeGreaterThan(page.body.indexOf('<div id="careers-root">'));
});

test('an address past the last page carries the last page, as the browser shows it (so taking the page over moves nothing)', async () => {
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) await addPosition(t.app.careers.db, { title: `Marshland Ranger ${n}`, department: 'Parks', domain: 'demo.test', skills: [], validThrough: '2099-04-01T09:00:00.000Z' });
  await addPosition(t.app.careers.db, { title: 'Marshland Ranger 11', department: 'Parks', domain: 'demo.test', skills: [], validThrough: '2099-04-01T09:00:00.000Z' });
  const primed = primedOf((await t.app.inject({ url: '/careers/search?query=Marshland&start=100000' })).body);
  // 11 jobs: the last page starts at 10 and holds the eleventh.
  expect(primed?.key).toBe('["Marshland",null,10]');
  expect(primed?.response.count).toBe(11);
  expect(primed?.response.positions).toHaveLength(1);
  // A page within the results is carried as asked.
  expect(primedOf((await t.app.inject({ url: '/careers/search?query=Marshland&start=10' })).body)?.key).toBe('["Marshland",null,10]');
  expect(primedOf((await t.app.inject({ url: '/careers/search?query=Marshland' })).body)?.response.positions).toHaveLength(10);
});

test('filters the address names narrow it, as the API does', async () => {
  const primed = primedOf((await t.app.inject({ url: '/careers/search?query=Tidewater&filter_department=Finance' })).body);
  expect(primed?.key).toBe('["Tidewater","Finance"]');
  expect(titles(primed?.response)).toEqual(['Tidewater Analyst']);
});

test("a candidate's page carries their own answer (what they saved), and no other page is cached with it", async () => {
  const save = await savePositionAs(t.app, candidate, tideA);
  expect(save.statusCode).toBe(200);
  const mine = await t.app.inject({ url: '/careers/search?query=Tidewater', headers: { cookie: candidate.cookie } });
  expect(mine.headers['cache-control']).toBe('private, no-store');
  const saved = (answer: SearchResponse | undefined) => answer?.positions.find((p) => p.id === tideA)?.positionUserActions?.isSaved;
  expect(saved(primedOf(mine.body)?.response)).toBe(true);
  expect(saved(primedOf((await t.app.inject({ url: '/careers/search?query=Tidewater' })).body)?.response)).not.toBe(true);
});

test('no block on a page that is not a search, with a renderer of another mf-search build, or one that fails: the page as before', async () => {
  expect(primedOf((await t.app.inject({ url: '/careers/dashboard' })).body)).toBeNull();
  serveRemoteBuild(t, 'mf-search', 's2');
  const stale = await t.app.inject({ url: '/careers/search?query=Tidewater' });
  expect(stale.statusCode).toBe(200);
  expect(primedOf(stale.body)).toBeNull();
  serveRemoteBuild(t, 'mf-search', 's1');
  const failed = await t.app.inject({ url: '/careers/search?query=boom' });
  expect(failed.statusCode).toBe(200);
  expect(failed.body).toContain('<div id="careers-root">');
  expect(primedOf(failed.body)).toBeNull();
});
