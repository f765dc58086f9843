import { SearchResponse } from '@careers/shared/contracts/search';
import { contractErrors } from '../testing/contractCheck';
import { SEARCH_DOMAIN, seedSearchFixture } from '../testing/searchFixture';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';
import { testEngine } from '../testing/testDatabase';

// The HTTP side of the search: parameters, status codes, the answer's shape. Which positions a search
// finds, in which order and with which counts is in services/search/searchPositions.test.ts.

let t: TestApp;
let ids: number[];
// Fixture positions by name (see testing/searchFixture.ts).
let dataEng: number, engManager: number, pythonDev: number, archived: number;
let support: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedSearchFixture(t.app.careers.db);
  [, dataEng, engManager, , pythonDev, , archived] = ids as [number, number, number, number, number, number, number];
  support = ids.slice(7);
});
afterAll(async () => {
  await t.close();
});

interface Option {
  label: string;
  value: string;
  count: number;
}
interface Body {
  count: number;
  positions: Array<Record<string, unknown> & { id: number }>;
  filterDef: { allFilters: Array<{ filterName: string; displayName: string; options: Option[] }> };
  sortBy: string;
  appliedFilters: Record<string, string[]>;
  resultsMetaData: Record<string, unknown>;
  debug: { debugData: { cached: boolean } };
  error?: { code: string; message: string };
}

async function search(params: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const res = await t.app.inject({ url: `/api/pcsx/search?domain=${SEARCH_DOMAIN}&${params}`, headers });
  return { status: res.statusCode, body: res.json() as Body };
}
const idsOf = (body: Body) => body.positions.map((p) => p.id);
const options = (body: Body, name: string) =>
  Object.fromEntries((body.filterDef.allFilters.find((f) => f.filterName === name)?.options ?? []).map((o) => [o.value, o.count]));
const q = encodeURIComponent;

describe('GET /api/pcsx/search: the answer', () => {
  test('is public and has the spec\'s shape; positions carry what a result card shows', async () => {
    const { status, body } = await search('query=python');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['appliedFilters', 'count', 'debug', 'filterDef', 'positions', 'resultsMetaData', 'savedSearchMetadata', 'sortBy'].sort(),
    );
    expect(body.positions[0]).toEqual({
      id: pythonDev,
      name: 'Python Developer',
      department: 'Engineering',
      location: 'Paris, Île-de-France, FR',
      locations: [{ name: 'Paris, Île-de-France, FR', city: 'Paris', region: 'Île-de-France', country: 'FR', lat: 48.8566, lng: 2.3522 }],
      is_remote: true,
      employment_type: 'CONTRACTOR',
      posted_at: '2026-02-24T12:00:00.000Z',
      snippet: 'Join Search Test Co as Python Developer. We value curiosity and care.',
      skills: ['Python', 'Django'],
      archived_at: null,
      positionUserActions: { isSaved: false },
    });
    expect(body.sortBy).toBe('relevance');
    expect(body.filterDef.allFilters.map((f) => [f.filterName, f.displayName])).toEqual([
      ['department', 'Department'],
      ['employment_type', 'Employment type'],
      ['location', 'Location'],
      ['is_remote', 'Remote'],
      ['skills', 'Skills'],
      ['latlong_non_remote', 'latlong_non_remote'],
      ['latlong_remote', 'latlong_remote'],
    ]);
  });

  test('archived positions never appear, not even when their title is searched', async () => {
    const all = await search('start=0');
    expect(all.body.count).toBe(18);
    expect(idsOf(all.body)).not.toContain(archived);
    const old = await search('query=old');
    expect(old.body.count).toBe(0);
    expect(options((await search('')).body, 'department')).toEqual({ Support: 12, Engineering: 3, Data: 1, Design: 1, Sales: 1 });
  });

  test('a logged-in candidate sees which positions they saved; visitors see none saved', async () => {
    const { db } = t.app.careers;
    const alex = await logInAs(t.app);
    const { id: alexId } = await db.selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow();
    const { id: pid } = await db
      .insertInto('positions')
      .values({
        domain: 'demo.test', title: 'Zyxwv Quantum Cartographer', department: 'Data', description: 'Maps.', employment_type: 'FULL_TIME',
        location_name: 'Berlin, Berlin, DE', city: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405, posted_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('saved_positions').values({ domain: 'demo.test', candidate_id: alexId, position_id: pid, created_at: '2026-01-02T00:00:00.000Z' }).execute();
    const url = '/api/pcsx/search?domain=demo.test&query=zyxwv';
    const asAlex = (await t.app.inject({ url, headers: { cookie: alex.cookie } })).json() as Body;
    const asVisitor = (await t.app.inject({ url })).json() as Body;
    expect(asAlex.positions.map((p) => [p.id, p.positionUserActions])).toEqual([[pid, { isSaved: true }]]);
    expect(asVisitor.positions.map((p) => [p.id, p.positionUserActions])).toEqual([[pid, { isSaved: false }]]);
  });
});

test('a search that finds nothing says what was searched and how it was read, and sends ways on, each ready to run', async () => {
  const { status, body } = await search('query=engineer&location=NYC');
  expect([status, body.count]).toEqual([200, 0]);
  expect(contractErrors(SearchResponse, body)).toEqual([]);
  expect(body.resultsMetaData).toMatchObject({ query: 'engineer', location: { kind: 'near', label: 'New York, NY, US' } });
  const ways = body.resultsMetaData.waysOn as Array<{ kind: string; label: string; count: number; params: { query: string; location: string; filters: Record<string, string[]> } }>;
  expect(ways.map((w) => [w.kind, w.label, w.count])).toEqual([
    ['place', 'London', 1],
    ['place', 'Berlin', 1],
    ['remote', 'Remote', 2],
    ['drop_location', 'Anywhere', 4],
    ['query', 'All jobs', 1],
  ]);
  // Each way's params, sent back as a search, find what it promised.
  for (const way of ways) {
    const params = new URLSearchParams({ query: way.params.query, location: way.params.location });
    for (const [key, values] of Object.entries(way.params.filters)) for (const value of values) params.append(`filter_${key}`, value);
    expect([way.label, (await search(params.toString())).body.count]).toEqual([way.label, way.count]);
  }
});

describe('filter parameters', () => {
  test('several values of one filter (repeated or comma separated) mean any of them', async () => {
    const repeated = await search('filter_department=Engineering&filter_department=Data');
    const comma = await search(`filter_department=${q('Engineering,Data')}`);
    expect(repeated.body.count).toBe(4);
    expect(comma.body.count).toBe(4);
    expect(comma.body.appliedFilters).toEqual({ department: ['Engineering', 'Data'] });
  });

  test('display names and labels are mapped back to keys', async () => {
    const { body } = await search(`filter_Remote=Remote&filter_${q('Employment type')}=Contractor`);
    expect(body.appliedFilters).toEqual({ is_remote: ['1'], employment_type: ['CONTRACTOR'] });
    expect(idsOf(body)).toEqual([pythonDev]);
  });

  test('an unknown filter or a bad flag value is a 400 naming it', async () => {
    expect(await search('filter_colour=red')).toEqual({ status: 400, body: { error: { code: 'invalid_filter', message: 'Unknown filter "colour".' } } });
    expect(await search('filter_is_remote=maybe')).toEqual({ status: 400, body: { error: { code: 'invalid_filter', message: 'The filter "is_remote" takes 0 or 1.' } } });
  });
});

test('start pages through the results; the answer says which page it is', async () => {
  const second = await search('sort_by=newest&start=10');
  expect(second.body.count).toBe(18);
  expect(idsOf(second.body)).toEqual(support.slice(4));
  expect(second.body.resultsMetaData).toMatchObject({ start: 10, pageSize: 10 });
  expect(idsOf((await search('sort_by=newest&start=20')).body)).toEqual([]);
});

describe('location', () => {
  test('the answer says how the location was understood; distance widens the circle', async () => {
    const { body } = await search('location=Berlin&distance=300');
    expect(idsOf(body)).toContain(dataEng);
    expect(body.resultsMetaData.location).toEqual({ kind: 'near', label: 'Berlin, Berlin, DE', lat: 52.52, lng: 13.405, km: 300 });
    expect(idsOf((await search(`location=${q('Map Location:::53.5511,9.9937')}`)).body)).toEqual([dataEng]);
    const unknown = await search('location=engl');
    expect(unknown.body.resultsMetaData.location).toEqual({ kind: 'text', label: 'engl' });
    expect(idsOf(unknown.body)).toEqual([engManager]);
  });

  test('unusable locations are a 400 saying what is expected', async () => {
    expect((await search(`location=${q('Map Area:::1,2,3')}`)).body.error).toEqual({
      code: 'invalid_location',
      message: 'Map Area needs the two corners of the map: "Map Area:::<lat>,<lng>,<lat>,<lng>".',
    });
    expect((await search(`location=${q('Berlin:::95,13')}`)).body.error?.message).toBe(
      'Coordinates must be a latitude between -90 and 90 and a longitude between -180 and 180.',
    );
    expect(await search(`location=${q('current location')}`)).toEqual({
      status: 400,
      body: { error: { code: 'invalid_location', message: 'Share your location with the browser, or type a city.' } },
    });
  });
});

describe('untrusted input', () => {
  const hostile = [
    '"', "'", '""', 'AND', 'OR', 'NOT', 'NEAR', 'engineer AND', 'OR engineer', 'NOT engineer', 'NEAR(engineer manager, 2)',
    '*', 'engineer*', '^engineer', 'title:engineer', '{title department}: engineer', '(((', ')', 'engineer)', '(engineer',
    '"unbalanced', 'a"b"c', '- engineer', '+', '\\', '%', '_', "'; DROP TABLE positions; --", '\u0000', '💥 engineer', 'é',
  ];

  test.each(hostile)('query %j is answered 200 with results, never an error', async (query) => {
    const { status, body } = await search(`query=${q(query)}`);
    expect(status).toBe(200);
    expect(typeof body.count).toBe('number');
  });

  test.each([
    ['query', `query=${'a'.repeat(10_240)}`, 'The field "query" must NOT have more than 200 characters.'],
    ['location', `location=${'a'.repeat(10_240)}`, 'The field "location" must NOT have more than 300 characters.'],
    ['filter value', `filter_department=${'a'.repeat(10_240)}`, 'The field "filter_department" must NOT have more than 200 characters.'],
    ['non-numeric start', 'start=abc', 'The field "start" must be integer.'],
    ['negative start', 'start=-1', 'The field "start" must be >= 0.'],
    ['fractional start', 'start=1.5', 'The field "start" must be integer.'],
    ['start too deep', 'start=10001', 'The field "start" must be <= 10000.'],
    ['unknown sort', 'sort_by=salary', 'The field "sort_by" must be equal to one of the allowed values.'],
    ['non-numeric distance', 'distance=far', 'The field "distance" must be number.'],
    ['negative distance', 'distance=-5', 'The field "distance" must be >= 0.'],
  ])('%s → 400 with a clear message', async (_name, params, message) => {
    expect(await search(params)).toEqual({ status: 400, body: { error: { code: 'invalid_request', message } } });
  });

  test('filter names and values that look like object internals are plain text', async () => {
    expect(await search('filter___proto__=x')).toEqual({ status: 400, body: { error: { code: 'invalid_filter', message: 'Unknown filter "__proto__".' } } });
    expect((await search('filter_constructor=x')).status).toBe(400);
    const { status, body } = await search('filter_department=constructor&filter_department=toString');
    expect([status, body.count, body.appliedFilters]).toEqual([200, 0, { department: ['constructor', 'toString'] }]);
  });

  test('a repeated single-value parameter and too many filter values are 400s, not 500s', async () => {
    expect((await search('start=1&start=2')).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `filter_skills=s${i}`).join('&');
    expect((await search(many)).status).toBe(400);
  });
});

describe('GET /api/pcsx/search_suggestions', () => {
  const suggest = async (params: string) => {
    const res = await t.app.inject({ url: `/api/pcsx/search_suggestions?domain=${SEARCH_DOMAIN}&${params}` });
    return { status: res.statusCode, body: res.json() };
  };

  test('titles, skills and places of live positions starting with the text (or with a word that does)', async () => {
    expect(await suggest('term=eng')).toEqual({
      status: 200,
      body: {
        term: 'eng',
        suggestions: [
          { type: 'title', text: 'Engineering Manager', count: 1 },
          { type: 'title', text: 'Data Engineer', count: 1 },
          { type: 'title', text: 'Senior Software Engineer', count: 1 },
          { type: 'location', text: 'London, England, GB', count: 1 },
        ],
      },
    });
  });

  test('the most frequent first, at most `limit` of each type', async () => {
    const { body } = await suggest('term=s&limit=2');
    expect(body.suggestions).toEqual([
      { type: 'title', text: 'Sales Manager', count: 1 },
      { type: 'title', text: 'Senior Software Engineer', count: 1 },
      { type: 'skill', text: 'SQL', count: 1 },
      { type: 'skill', text: 'Salesforce', count: 1 },
    ]);
  });

  test('bad input is a 400', async () => {
    expect((await suggest('')).body).toEqual({ error: { code: 'invalid_request', message: 'The field "term" is required.' } });
    expect((await suggest(`term=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await suggest('term=a&limit=0')).status).toBe(400);
    expect((await suggest(`term=${q('"*(')}`)).body).toEqual({ term: '"*(', suggestions: [] });
  });
});

test('a search the answer cache holds reads its company and search version in one statement (none on SQLite while nothing changed), and still sees a change made just before', async () => {
  const db = t.app.careers.db;
  const executor = db.getExecutor();
  const statements = jest.spyOn(executor, 'executeQuery');
  try {
    // Into the answer cache (if not there yet).
    const first = await search('query=python');
    expect(idsOf(first.body)).toContain(pythonDev);
    statements.mockClear();
    const cached = await search('query=python');
    expect(cached.body.debug).toMatchObject({ debugData: { cached: true } });
    expect(cached.body.count).toBe(first.body.count);
    // On PostgreSQL each statement is a round trip that waits for the database and the event loop under load.
    // (The rate limiter may send its batched counts meanwhile on PostgreSQL: not the search's.)
    const searchReads = statements.mock.calls.map(([query]) => query.sql).filter((text) => /"(domains|search_version)"/.test(text));
    // SQLite keeps the company and its version while nothing changed (services/domains.ts readDomain).
    expect(searchReads).toHaveLength(testEngine === 'postgres' ? 1 : 0);

    // Archived by another writer (any instance): the next search must not answer from the cache.
    const now = new Date().toISOString();
    await db.updateTable('positions').set({ archived_at: now }).where('id', '=', pythonDev).execute();
    const after = await search('query=python');
    expect(after.body.debug).toMatchObject({ debugData: { cached: false } });
    expect(idsOf(after.body)).not.toContain(pythonDev);
  } finally {
    statements.mockRestore();
    await db.updateTable('positions').set({ archived_at: null }).where('id', '=', pythonDev).execute();
  }
});
