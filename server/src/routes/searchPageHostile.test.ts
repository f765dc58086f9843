import path from 'node:path';
import { addCompany } from '../testing/fixtures';
import { addPosition } from '../testing/positionRows';
import { serveRemoteBuild, writeRepoFile } from '../testing/serverDrawnPages';
import { createTestApp, logInAs, SHELL_ENTRY, type Browser, type TestApp } from '../testing/testApp';
import { firstSearchOf } from '../services/shellEntry';
import { jsonForScript } from '../views/html';
import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import type { BootData } from '../contracts/bootTypes';
import type { PrimedSearchResults } from '@careers/shared/contracts/ssr';
import type { SearchResponse } from '@careers/shared/contracts/search';
import { savePositionAs } from '../testing/savePositionAs';

// The search page carries its first search's answer (routes/primedSearch.ts, views/shellPage.ts), read from an
// address anyone can write. Here that address is hostile: markup and script-closing text in the query, filters and
// positions, huge and repeated parameters, broken percent-encoding, odd numbers, another company, a logged-in
// candidate. The address is read by mf-search's own firstSearchOf (its source, required by the stand-in renderer
// module as the built dist-ssr/render.cjs exports it), so these are the page's real readings, not a stand-in's.
// What must hold: the page is well-formed (the block is one script element whose JSON is the API's answer for the
// same search), the status is right, the reading is linear in the address's size, and a candidate's own flags are
// never in another visitor's page nor in one a shared cache may keep.

const FIRST_SEARCH_OF = path.resolve(__dirname, '../../../mf-search/src/features/search/firstSearchOf.ts');
const SEARCH_RENDERER = `exports.buildId = 'h1';
exports.firstSearchOf = require(${JSON.stringify(FIRST_SEARCH_OF)}).firstSearchOf;
exports.renderJob = ({ details }) => (details ? { html: '<h1>job</h1>', styles: '' } : null);`;
// A chrome that echoes nothing of the address: the blocks are under test here, not the shell's own drawing.
const CHROME = `exports.buildId = 'b1';
exports.renderChrome = ({ slots }) => ({ html: '<header></header><main>' + (slots || '') + '</main>', styles: '' });`;

// Text that would end the script element, open a comment (script data's escaped states), end a JavaScript line
// in old parsers, or be markup if it leaked out.
const HOSTILE = '</script><script>alert(1)</script><!--<script>\u2028\u2029"&\'<img src=x onerror=alert(2)>';
const HOSTILE_MARK = '<img src=x onerror=';

let t: TestApp;
let candidate: Browser;
let savedId = 0;
let hostileId = 0;
beforeAll(async () => {
  t = await createTestApp();
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify({ js: ['b1/main.js'], css: [] }));
  writeRepoFile(t, 'shell/dist-ssr/render.cjs', CHROME);
  writeRepoFile(t, 'mf-search/dist-ssr/render.cjs', SEARCH_RENDERER);
  const db = t.app.careers.db;
  const add = (title: string, department = 'Finance', domain = 'demo.test') =>
    addPosition(db, { title, department, domain, description: `${title}: ${HOSTILE}`, skills: [], validThrough: '2099-04-01T09:00:00.000Z' });
  savedId = await add('Marshland Analyst');
  await add('Marshland Surveyor', 'Operations');
  // A company's own data is untrusted too: a title and a department that would close the block.
  hostileId = await add(`Marshland ${HOSTILE}`, `Dept ${HOSTILE}`);
  for (let i = 0; i < 25; i++) await add(`Marshland Clerk ${i}`, 'Operations');
  await addCompany(db, 'other.test');
  await add('Marshland Harbour Pilot', 'Operations', 'other.test');
  candidate = await logInAs(t.app);
  const save = await savePositionAs(t.app, candidate, savedId);
  expect(save.statusCode).toBe(200);
});
beforeEach(() => serveRemoteBuild(t, 'mf-search', 'h1'));
afterAll(async () => {
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify(SHELL_ENTRY));
  await t.close();
});

const BLOCK_OPEN = '<script type="application/json" id="careers-search-results">';
const DETAILS_OPEN = '<script type="application/json" id="careers-job-details">';

/**
 * The JSON of the page's block opened by `open`, as an HTML parser delimits it: script data ends at the first
 * `</script` whatever follows, so the text up to there must be the whole JSON, and must hold no `<` at all (a
 * `<!--` would switch the parser into the escaped states, where a `<script` changes where the element ends).
 */
function blockJson(html: string, open: string): unknown {
  const starts = html.split(open).length - 1;
  if (starts === 0) return null;
  expect(starts).toBe(1);
  const from = html.indexOf(open) + open.length;
  const end = html.toLowerCase().indexOf('</script', from);
  const text = html.slice(from, end);
  expect(text).not.toContain('<');
  expect(html.slice(end, end + '</script>'.length)).toBe('</script>');
  return JSON.parse(text);
}

const primedOf = (html: string) => blockJson(html, BLOCK_OPEN) as PrimedSearchResults | null;
const bootOf = (html: string) => blockJson(html, '<script type="application/json" id="careers-boot">') as BootData;

/**
 * The answer without its timing and cache note (`debug`), which differ from call to call, and with the applied
 * filters' values in order: the key (all this test has to ask the API again) sorts them, the address may not.
 */
const comparable = (answer: SearchResponse | undefined) => {
  if (!answer) return answer;
  const { debug: _debug, appliedFilters, ...rest } = answer;
  return { ...rest, appliedFilters: Object.fromEntries(Object.entries(appliedFilters).map(([key, values]) => [key, [...values].sort()])) };
};

/** GET /api/pcsx/search as the browser's first search asks it for the block's key (mf-search/src/data/searchApi.ts). */
async function apiAnswerFor(primed: PrimedSearchResults, cookie?: string): Promise<SearchResponse> {
  const [query, location, start, sortBy, filters] = JSON.parse(primed.key) as [string, string, number, string, [string, string[]][]];
  const params = new URLSearchParams({ domain: primed.domain, query: query.trim(), location: location.trim(), start: String(start) });
  if (sortBy !== 'relevance') params.set('sort_by', sortBy);
  for (const [key, values] of filters) for (const value of values) params.append(`filter_${key}`, value);
  const answer = await t.app.inject({ url: `/api/pcsx/search?${params}`, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(200);
  return answer.json<SearchResponse>();
}

/** The page of `url`: 200, well-formed, carrying the API's answer for the search it read; returns that block. */
async function wellFormedSearchPage(url: string, cookie?: string): Promise<PrimedSearchResults> {
  const page = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain(HOSTILE_MARK);
  const primed = primedOf(page.body);
  expect(primed).not.toBeNull();
  if (!primed) throw new Error(`no block in the page of ${url}`);
  // The block is the last thing in the body: nothing of it spilled past its end tag.
  expect(page.body.endsWith(`</script>\n</body>\n</html>`)).toBe(true);
  expect(comparable(primed.response)).toEqual(comparable(await apiAnswerFor(primed, cookie)));
  return primed;
}

const enc = encodeURIComponent;
const readQuery = (primed: PrimedSearchResults) => (JSON.parse(primed.key) as unknown[])[0];

describe('hostile text in the address and the data', () => {
  test('markup, script-closing text, a comment opener and U+2028/9 in the query stay inside the block and round-trip', async () => {
    const primed = await wellFormedSearchPage(`/careers/search?query=${enc(HOSTILE)}`);
    expect(readQuery(primed)).toBe(HOSTILE);
  });

  test('likewise in the location and in filter names and values (known, unknown, by display name)', async () => {
    const url = `/careers/search?location=${enc(HOSTILE)}&filter_department=${enc(`Dept ${HOSTILE}`)}&filter_${enc(HOSTILE)}=${enc(HOSTILE)}&filter_Department=Finance`;
    const primed = await wellFormedSearchPage(url);
    expect(JSON.parse(primed.key)[1]).toBe(HOSTILE);
  });

  test("a company's position whose title, department and description would close the block: found, carried whole", async () => {
    const primed = await wellFormedSearchPage('/careers/search?query=Marshland&filter_department=' + enc(`Dept ${HOSTILE}`));
    expect(primed.response.positions.map((p) => p.id)).toContain(hostileId);
    expect(primed.response.positions.find((p) => p.id === hostileId)?.name).toBe(`Marshland ${HOSTILE}`);
  });

  test('likewise as the query and location of the path (/careers/<query>/<location>, spec §2), without slashes', async () => {
    const text = HOSTILE.replaceAll('/', ' ');
    const primed = await wellFormedSearchPage(`/careers/${enc(text)}/${enc(text)}`);
    // Hyphens and underscores read as spaces, runs of spaces as one (mf-search's pathTerms): '<!--' is '<! '.
    expect(readQuery(primed)).toBe(text.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim());
  });

  // Found by these tests: the server routed on the DECODED path (Fastify's wildcard param), the shell and mf-search on
  // location.pathname, which keeps %2F. A query with slashes in the path (/careers/a%2Fb%2Fc, 'a/b/c' as the browser
  // reads it: one segment, the search page) was three segments to the server: no route, 404 and no block.
  test('/careers/a%2Fb%2Fc is the search page for "a/b/c" the browser shows (200, its block), not 404', async () => {
    const primed = await wellFormedSearchPage('/careers/a%2Fb%2Fc');
    expect(readQuery(primed)).toBe('a/b/c');
  });

  // Likewise /careers/job%2F<id> is the search page to the browser (one segment 'job%2F<id>', a query); decoded, the
  // server drew that position's job page and details block into it, which the browser's first render did not match.
  test('/careers/job%2F<id> is the search page the browser shows, not a job page drawn into it', async () => {
    const page = await t.app.inject({ url: `/careers/job%2F${savedId}` });
    expect(page.statusCode).toBe(200);
    expect(blockJson(page.body, DETAILS_OPEN)).toBeNull();
    expect(primedOf(page.body)).not.toBeNull();
  });

  test('the markup as raw (unencoded) characters in the request line, as a hand-written client may send it', async () => {
    await wellFormedSearchPage(`/careers/search?query=</script><!--&location="'>`);
  });
});

describe('sizes and repeats', () => {
  test('a 10,000-character query is read as the 200 characters the API accepts, answered as the API answers those', async () => {
    const primed = await wellFormedSearchPage(`/careers/search?query=${'Marshland'.repeat(1200).slice(0, 10_000)}`);
    expect(String(readQuery(primed))).toHaveLength(200);
  });

  test('hundreds of filter parameters (repeated, unknown, comma lists) leave at most 50 values a filter, as the API allows', async () => {
    const repeated = Array.from({ length: 300 }, (_, i) => `filter_department=D${i}`).join('&');
    const unknown = Array.from({ length: 300 }, (_, i) => `filter_nosuch${i}=x`).join('&');
    const commas = `filter_employment_type=${Array.from({ length: 500 }, (_, i) => `T${i}`).join(',')}`;
    const primed = await wellFormedSearchPage(`/careers/search?query=Marshland&${repeated}&${unknown}&${commas}`);
    const filters = new Map((JSON.parse(primed.key) as unknown[])[4] as [string, string[]][]);
    expect(filters.get('department')).toHaveLength(50);
    expect([...filters.keys()].every((key) => !key.startsWith('nosuch'))).toBe(true);
  });

  test('a repeated query, start or sort_by: the first one counts', async () => {
    const primed = await wellFormedSearchPage('/careers/search?query=Marshland&query=Harbour&start=10&start=20&sort_by=newest&sort_by=relevance');
    expect(JSON.parse(primed.key)).toEqual(['Marshland', '', 10, 'newest', []]);
  });
});

describe('broken encodings and odd numbers', () => {
  test.each(['%', '%zz', '%E0%A4%A', '%FF%FE', '%C0%AF', '%ED%A0%80', 'Marshland%00'])('query=%s: a page, as the browser reads it', async (raw) => {
    await wellFormedSearchPage(`/careers/search?query=${raw}`);
  });

  // Marshland has a few pages of results: a start past them is read as the last page's (the next test).
  test.each([
    ['-10', 0],
    ['abc', 0],
    ['1e309', 0],
    ['15', 10],
    ['99999999999999999999999', 'last'],
    ['0x20', 0],
    ['10000', 'last'],
  ] as const)('start=%s is read as %s (within what the API serves)', async (start, read) => {
    const primed = await wellFormedSearchPage(`/careers/search?query=Marshland&start=${start}`);
    expect(JSON.parse(primed.key)[2]).toBe(read === 'last' ? Math.floor((primed.response.count - 1) / 10) * 10 : read);
  });

  // The spec names no answer for a start past the last page (§2 URL state, §9 page size 10). The browser shows the
  // last page (mf-search's SearchPage replaces the address), so the page carries and draws that page (trial 23: the
  // server drew 'N jobs' above an empty list, and the takeover moved it): its key, the true count and its positions.
  test('start=9990, past the last page: the page carries the last page, with the true count', async () => {
    const primed = await wellFormedSearchPage('/careers/search?query=Marshland&start=9990');
    expect(primed.response.count).toBeGreaterThan(20);
    const lastStart = Math.floor((primed.response.count - 1) / 10) * 10;
    expect(JSON.parse(primed.key)[2]).toBe(lastStart);
    const last = await wellFormedSearchPage(`/careers/search?query=Marshland&start=${lastStart}`);
    expect(primed.key).toBe(last.key);
    expect(primed.response.positions).toEqual(last.response.positions);
    expect(primed.response.positions).toHaveLength(primed.response.count - lastStart);
  });

  test.each(['bogus', 'NEWEST', '', '<x>'])('sort_by=%s is relevance', async (sort) => {
    const primed = await wellFormedSearchPage(`/careers/search?query=Marshland&sort_by=${enc(sort)}`);
    expect(JSON.parse(primed.key)[3]).toBe('relevance');
  });

  test.each(['lat=abc&lng=1e999', 'lat=-91&lng=181', 'location=Berlin%3A%3A%3A52.52%2C13.405'])('coordinates the API takes or ignores (%s): the page carries its answer', async (coordinates) => {
    await wellFormedSearchPage(`/careers/search?query=Marshland&${coordinates}`);
  });

  // A place 'name:::lat,lng' whose numbers the API refuses (400 invalid_location): the page is still the search page
  // (200), without a block, so the browser asks and shows what the API says (primedSearch.ts); never a block of
  // another search's answer.
  test.each(['x:::91,181', 'x:::NaN,NaN', 'x:::1e999,-1e999', 'x:::abc', `x:::${'9'.repeat(300)},1`])('location=%s: a search page without a block, as the API refuses', async (place) => {
    const api = await t.app.inject({ url: `/api/pcsx/search?domain=demo.test&query=Marshland&location=${enc(place)}` });
    expect(api.statusCode).toBe(400);
    const page = await t.app.inject({ url: `/careers/search?query=Marshland&location=${enc(place)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="careers-root">');
    expect(primedOf(page.body)).toBeNull();
  });
});

describe('whose answer, and who may keep it', () => {
  test("a candidate's saved flags are in their own page, which no shared cache may keep, and never in a visitor's", async () => {
    const isSaved = (primed: PrimedSearchResults) => primed.response.positions.find((p) => p.id === savedId)?.positionUserActions?.isSaved;
    const mine = await t.app.inject({ url: '/careers/search?query=Marshland%20Analyst', headers: { cookie: candidate.cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(isSaved(await wellFormedSearchPage('/careers/search?query=Marshland%20Analyst', candidate.cookie))).toBe(true);
    // The same address straight after, anonymously: the server's answer caches must not hand it the candidate's.
    const theirs = await t.app.inject({ url: '/careers/search?query=Marshland%20Analyst' });
    expect(theirs.headers['cache-control']).toBe('no-store');
    expect(theirs.body).not.toContain('alex@demo.test');
    const anonymous = await wellFormedSearchPage('/careers/search?query=Marshland%20Analyst');
    expect(anonymous.response.positions.map((p) => p.id)).toContain(savedId);
    expect(isSaved(anonymous)).not.toBe(true);
  });

  test("the order does not matter: a visitor's answer cached first is not the candidate's, and another candidate never gets their flags", async () => {
    const url = '/careers/search?query=Marshland%20Analyst&sort_by=newest';
    const isSaved = (primed: PrimedSearchResults) => primed.response.positions.find((p) => p.id === savedId)?.positionUserActions?.isSaved;
    const first = await wellFormedSearchPage(url);
    expect(first.response.positions.map((p) => p.id)).toContain(savedId);
    expect(isSaved(first)).not.toBe(true);
    expect(isSaved(await wellFormedSearchPage(url, candidate.cookie))).toBe(true);
    const sam = await logInAs(t.app, 'sam@demo.test');
    const samsPage = await t.app.inject({ url, headers: { cookie: sam.cookie } });
    expect(samsPage.headers['cache-control']).toBe('private, no-store');
    expect(samsPage.headers.etag).toBeUndefined();
    expect(isSaved(await wellFormedSearchPage(url, sam.cookie))).not.toBe(true);
    expect(samsPage.body).not.toContain('alex@demo.test');
  });

  test("another company named in the address: its answer, without the candidate's flags or session (they are logged out there)", async () => {
    const primed = await wellFormedSearchPage('/careers/search?domain=other.test&query=Marshland', candidate.cookie);
    expect(primed.domain).toBe('other.test');
    expect(primed.response.positions.map((p) => p.name)).toEqual(['Marshland Harbour Pilot']);
    const page = await t.app.inject({ url: '/careers/search?domain=other.test&query=Marshland', headers: { cookie: candidate.cookie } });
    expect(page.body).not.toContain('alex@demo.test');
  });

  test("another company's Host header chooses nothing: the page is the named company's, and the Host is not written into it", async () => {
    const page = await t.app.inject({ url: '/careers/search?query=Marshland', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(page.statusCode).toBe(200);
    expect(primedOf(page.body)?.domain).toBe('demo.test');
    expect(page.body).not.toContain('evil.example');
  });
});

describe("the job page's details block", () => {
  test('a position whose text would close the block: one well-formed details block and JSON-LD, both the same data', async () => {
    const page = await t.app.inject({ url: `/careers/job/${hostileId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(HOSTILE_MARK);
    const details = blockJson(page.body, DETAILS_OPEN) as { id: number; response: { name?: string; data?: { name?: string } } };
    expect(details.id).toBe(hostileId);
    expect(JSON.stringify(details.response)).toContain(JSON.stringify(`Marshland ${HOSTILE}`).slice(1, -1));
    const jsonLd = blockJson(page.body, '<script type="application/ld+json">') as { title?: string };
    expect(jsonLd.title).toBe(`Marshland ${HOSTILE}`);
  });

  test.each([
    ['/careers/job/0', 404],
    ['/careers/job/-1', 404],
    ['/careers/job/1e3', 404],
    ['/careers/job/12abc', 404],
    ['/careers/job/9999999999999999999999', 404],
    ['/careers/job/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 404],
    ['/careers/job/private?pid=%3C%2Fscript%3E', 404],
    ['/careers/job/private?pid=1&pid=2', 404],
    // Not an address (no character is %FF in UTF-8): the server's own 'Something is not right' page.
    ['/careers/job/%FF', 400],
  ])('%s: %s, no details block, nothing of the address as markup', async (url, status) => {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(status);
    expect(page.body).not.toContain(HOSTILE_MARK);
    expect(page.body).not.toContain('<img');
    expect(blockJson(page.body, DETAILS_OPEN)).toBeNull();
  });

  test("a candidate's job page (their match and saved flag) is private; a visitor's has neither", async () => {
    const mine = await t.app.inject({ url: `/careers/job/${savedId}`, headers: { cookie: candidate.cookie } });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const theirs = await t.app.inject({ url: `/careers/job/${savedId}` });
    const details = blockJson(theirs.body, DETAILS_OPEN) as { match: unknown; response: { positionUserActions?: { isSaved?: boolean } } };
    expect(details.match).toBeNull();
    expect(details.response.positionUserActions?.isSaved).not.toBe(true);
  });
});

describe('work grows linearly with the address (shared/src/testing/workGrowth.ts)', () => {
  let boot: BootData;
  beforeAll(async () => {
    boot = bootOf((await t.app.inject({ url: '/careers/search' })).body);
  });
  const read = (url: string) => firstSearchOf(t.repoRoot, t.app.careers.remotes.list()['mf-search'], { boot, url }, (error) => {
    throw error;
  });

  test.each([
    ['a long query', (n: number) => `/careers/search?query=${'a'.repeat(n)}`],
    ['a long percent-encoded query', (n: number) => `/careers/search?query=${'%3C'.repeat(n / 3)}`],
    ['one long comma list', (n: number) => `/careers/search?filter_department=${'a,'.repeat(n / 2)}`],
    ['many repeated filters', (n: number) => `/careers/search?${'filter_department=x&'.repeat(n / 20)}`],
    ['many distinct values of one filter', (n: number) => `/careers/search?${Array.from({ length: n / 24 }, (_, i) => `filter_department=v${i}`).join('&')}`],
    ['many unknown filters', (n: number) => `/careers/search?${Array.from({ length: n / 20 }, (_, i) => `filter_zz${i}=1`).join('&')}`],
    ['a long path', (n: number) => `/careers/${'a-'.repeat(n / 2)}/${'b_'.repeat(n / 2)}`],
  ])('reading the address: %s', (_name, urlOf) => {
    expect(read(urlOf(40))).not.toBeNull();
    expect(workGrowth(read, urlOf)).toBeLessThan(LINEAR_GROWTH);
  });

  test('writing the block: hostile text escaped in linear time', () => {
    expect(workGrowth(jsonForScript, (n) => HOSTILE.repeat(Math.ceil(n / HOSTILE.length)).slice(0, n))).toBeLessThan(LINEAR_GROWTH);
  });
});
