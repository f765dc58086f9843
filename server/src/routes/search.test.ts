import { SEARCH_DOMAIN, seedSearchFixture } from '../testing/searchFixture';
import { createTestApp, logInAs, type TestApp } from '../testing/testApp';

let t: TestApp;
let ids: number[];
// Fixture positions by name (see testing/searchFixture.ts).
let seniorSwe: number, dataEng: number, engManager: number, designer: number, pythonDev: number, salesManager: number, archived: number;
let support: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = seedSearchFixture(t.app.careers.sqlite);
  [seniorSwe, dataEng, engManager, designer, pythonDev, salesManager, archived] = ids as [number, number, number, number, number, number, number];
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
    const db = t.app.careers.sqlite;
    const alexId = db.prepare("SELECT id FROM candidates WHERE email = 'alex@demo.test'").pluck().get() as number;
    const pid = Number(
      db
        .prepare(
          `INSERT INTO positions (domain, title, department, description, employment_type, location_name, city, country, lat, lng, posted_at)
           VALUES ('demo.test', 'Zyxwv Quantum Cartographer', 'Data', 'Maps.', 'FULL_TIME', 'Berlin, Berlin, DE', 'Berlin', 'DE', 52.52, 13.405, '2026-01-01T00:00:00.000Z')`,
        )
        .run().lastInsertRowid,
    );
    db.prepare("INSERT INTO saved_positions (domain, candidate_id, position_id, created_at) VALUES ('demo.test', ?, ?, '2026-01-02T00:00:00.000Z')").run(alexId, pid);
    const alex = await logInAs(t.app);
    const url = '/api/pcsx/search?domain=demo.test&query=zyxwv';
    const asAlex = (await t.app.inject({ url, headers: { cookie: alex.cookie } })).json() as Body;
    const asVisitor = (await t.app.inject({ url })).json() as Body;
    expect(asAlex.positions.map((p) => [p.id, p.positionUserActions])).toEqual([[pid, { isSaved: true }]]);
    expect(asVisitor.positions.map((p) => [p.id, p.positionUserActions])).toEqual([[pid, { isSaved: false }]]);
  });
});

describe('full-text relevance', () => {
  test('title and department matches rank above a mention in the description; every form of the word matches', async () => {
    const { body } = await search('query=engineer');
    expect(body.count).toBe(5);
    expect(idsOf(body).sort()).toEqual([seniorSwe, dataEng, engManager, designer, pythonDev].sort());
    expect(idsOf(body).at(-1)).toBe(designer);
  });

  test('a word in the title and the skills ranks above the skills alone', async () => {
    expect(idsOf((await search('query=python')).body)).toEqual([pythonDev, dataEng]);
  });

  test('every word must match', async () => {
    expect(idsOf((await search(`query=${q('senior engineer')}`)).body)).toEqual([seniorSwe]);
  });

  test('prefix matching: the start of a word finds it', async () => {
    expect(idsOf((await search('query=desig')).body)).toEqual([designer]);
    expect((await search('query=eng')).body.count).toBe(5);
  });

  test('a typo in a word still finds it, and the answer says what was searched instead', async () => {
    const { body } = await search('query=pyhton');
    expect(idsOf(body)).toEqual([pythonDev, dataEng]);
    expect(body.resultsMetaData.corrections).toEqual({ pyhton: ['python'] });
    const manager = await search(`query=${q('enginering managr')}`);
    expect(idsOf(manager.body)).toEqual([engManager]);
  });

  test('newest first on request', async () => {
    const { body } = await search('query=engineer&sort_by=newest');
    expect(body.sortBy).toBe('newest');
    expect(idsOf(body)).toEqual([seniorSwe, dataEng, engManager, designer, pythonDev]);
  });
});

describe('filters and their counts', () => {
  test('counts per option for every filter of the company config', async () => {
    const { body } = await search('');
    expect(options(body, 'employment_type')).toEqual({ FULL_TIME: 16, PART_TIME: 1, CONTRACTOR: 1 });
    expect(options(body, 'is_remote')).toEqual({ '0': 16, '1': 2 });
    expect(options(body, 'location')).toEqual({ Madrid: 12, Berlin: 2, Hamburg: 1, London: 1, 'New York': 1, Paris: 1 });
    expect(options(body, 'skills')).toEqual({ Zendesk: 12, Python: 2, Django: 1, Figma: 1, Leadership: 1, React: 1, SQL: 1, Salesforce: 1, TypeScript: 1 });
    const labels = body.filterDef.allFilters.find((f) => f.filterName === 'employment_type')?.options.map((o) => o.label);
    expect(labels).toEqual(['Full time', 'Contractor', 'Part time']);
    expect(body.filterDef.allFilters.find((f) => f.filterName === 'location')?.options[1]).toEqual({ label: 'Berlin, Berlin, DE', value: 'Berlin', count: 2 });
  });

  test('a filter narrows the results; its own options keep their counts so choices can be combined', async () => {
    const { body } = await search('filter_department=Engineering');
    expect(body.count).toBe(3);
    expect(body.appliedFilters).toEqual({ department: ['Engineering'] });
    expect(options(body, 'department')).toEqual({ Support: 12, Engineering: 3, Data: 1, Design: 1, Sales: 1 });
    expect(options(body, 'employment_type')).toEqual({ FULL_TIME: 2, CONTRACTOR: 1 });
    expect(options(body, 'skills')).toEqual({ Django: 1, Leadership: 1, Python: 1, React: 1, TypeScript: 1 });
  });

  test('several values of one filter (repeated or comma separated) mean any of them', async () => {
    const repeated = await search('filter_department=Engineering&filter_department=Data');
    const comma = await search(`filter_department=${q('Engineering,Data')}`);
    expect(repeated.body.count).toBe(4);
    expect(comma.body.count).toBe(4);
    expect(comma.body.appliedFilters).toEqual({ department: ['Engineering', 'Data'] });
  });

  test('filters combine with each other and with the query', async () => {
    expect(idsOf((await search('filter_department=Engineering&filter_is_remote=1')).body)).toEqual([pythonDev]);
    expect(idsOf((await search('query=engineer&filter_employment_type=FULL_TIME&filter_location=Berlin')).body)).toEqual([seniorSwe]);
    expect(idsOf((await search('filter_skills=Python&sort_by=newest')).body)).toEqual([dataEng, pythonDev]);
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

describe('paging', () => {
  test('pages of 10 from start, the count of all results on each, no position twice', async () => {
    const first = await search('sort_by=newest');
    const second = await search('sort_by=newest&start=10');
    const past = await search('sort_by=newest&start=20');
    expect([first.body.count, second.body.count, past.body.count]).toEqual([18, 18, 18]);
    expect(idsOf(first.body)).toEqual([seniorSwe, dataEng, engManager, designer, pythonDev, salesManager, ...support.slice(0, 4)]);
    expect(idsOf(second.body)).toEqual(support.slice(4));
    expect(idsOf(past.body)).toEqual([]);
    expect(second.body.resultsMetaData).toMatchObject({ start: 10, pageSize: 10 });
  });
});

describe('location', () => {
  test('a city of the gazetteer: positions within 50 km, nearest first, with their distance', async () => {
    const { body } = await search('location=Berlin');
    expect(idsOf(body)).toEqual([seniorSwe, designer]);
    expect(body.positions.map((p) => p.distance_km)).toEqual([0, 0]);
    expect(body.resultsMetaData.location).toEqual({ kind: 'near', label: 'Berlin, Berlin, DE', lat: 52.52, lng: 13.405, km: 50 });
  });

  test('the distance filter widens the circle; results are ranked by distance', async () => {
    const { body } = await search('location=Berlin&distance=300');
    expect(idsOf(body)).toEqual([seniorSwe, designer, dataEng]);
    expect(body.positions[2]?.distance_km).toBe(255.3);
    expect(idsOf((await search(`location=${q('berlin, germany')}&distance=300&query=engineer`)).body)).toEqual([seniorSwe, dataEng, designer]);
  });

  test('"place:::lat,long", "current location" with coordinates and "Map Location" (distance 0)', async () => {
    expect(idsOf((await search(`location=${q('Somewhere:::51.5074,-0.1278')}`)).body)).toEqual([engManager]);
    expect(idsOf((await search(`location=${q('current location:::52.5,13.4')}`)).body)).toEqual([seniorSwe, designer]);
    expect(idsOf((await search(`location=${q('Map Location:::53.5511,9.9937')}`)).body)).toEqual([dataEng]);
    expect(idsOf((await search(`location=${q('Map Location:::53.6,9.9937')}`)).body)).toEqual([]);
  });

  test('"Map Area": the positions inside the two corners of the map', async () => {
    const { body } = await search(`location=${q('Map Area:::55,5,47,15')}`);
    expect(idsOf(body).sort()).toEqual([seniorSwe, dataEng, designer].sort());
  });

  test('"remote" and countries', async () => {
    expect(idsOf((await search('location=remote&sort_by=newest')).body)).toEqual([dataEng, pythonDev]);
    expect(idsOf((await search('location=Germany&sort_by=newest')).body)).toEqual([seniorSwe, dataEng, designer]);
  });

  test('a place the gazetteer does not know is looked for in the positions\' locations', async () => {
    expect(idsOf((await search('location=England')).body)).toEqual([engManager]);
    expect((await search('location=Atlantis')).body.count).toBe(0);
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

describe('map markers', () => {
  test('positions are aggregated per place in latlong_non_remote and latlong_remote (label = count)', async () => {
    const { body } = await search('');
    const markers = (name: string) => body.filterDef.allFilters.find((f) => f.filterName === name)?.options;
    expect(markers('latlong_non_remote')).toEqual([
      { label: '12', value: 'Madrid, Community of Madrid, ES:::40.4168,-3.7038', count: 12 },
      { label: '2', value: 'Berlin, Berlin, DE:::52.52,13.405', count: 2 },
      { label: '1', value: 'London, England, GB:::51.5074,-0.1278', count: 1 },
      { label: '1', value: 'New York, NY, US:::40.7128,-74.006', count: 1 },
    ]);
    expect(markers('latlong_remote')).toEqual([
      { label: '1', value: 'Hamburg, Hamburg, DE:::53.5511,9.9937', count: 1 },
      { label: '1', value: 'Paris, Île-de-France, FR:::48.8566,2.3522', count: 1 },
    ]);
  });

  test('markers follow the search', async () => {
    const { body } = await search('query=designer');
    expect(body.filterDef.allFilters.find((f) => f.filterName === 'latlong_non_remote')?.options).toEqual([
      { label: '1', value: 'Berlin, Berlin, DE:::52.52,13.405', count: 1 },
    ]);
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

  test('FTS syntax is only ever text: operators and column names are searched as words', async () => {
    expect(idsOf((await search(`query=${q('title:engineer')}`)).body)).toEqual([]);
    expect((await search(`query=${q('engineer OR sales')}`)).body.count).toBe(0);
    expect((await search(`query=${q('NEAR(engineer manager)')}`)).body.count).toBe(0);
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
