import type { Db } from '../../db/database';
import { searchDomain, seedSearchFixture } from '../../testing/searchFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { searchPositions, type SearchInput } from './searchPositions';
import type { SearchResponse } from '@careers/shared/contracts/search';

// What a visitor notices of the engine, on whichever database the tests run on (SQLite, or
// PostgreSQL with TEST_POSTGRES_URL): which positions a search finds, in which order, with which
// counts. The HTTP side (parameters, status codes, the answer's shape) is in routes/search.test.ts.

let database: TestDatabase;
let db: Db;
// Fixture positions by name (see testing/searchFixture.ts).
let seniorSwe: number, dataEng: number, engManager: number, designer: number, pythonDev: number, salesManager: number;
let support: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const ids = await seedSearchFixture(db);
  [seniorSwe, dataEng, engManager, designer, pythonDev, salesManager] = ids as [number, number, number, number, number, number];
  support = ids.slice(7);
});
afterAll(() => database.close());

const search = (input: Partial<SearchInput>): Promise<SearchResponse> =>
  searchPositions(db, searchDomain(), null, { query: '', location: '', start: 0, filters: {}, ...input });
const idsOf = (response: SearchResponse) => response.positions.map((p) => p.id);
const found = async (input: Partial<SearchInput>) => idsOf(await search(input));
const options = (response: SearchResponse, name: string) =>
  Object.fromEntries((response.filterDef.allFilters.find((f) => f.filterName === name)?.options ?? []).map((o) => [o.value, o.count]));

describe('full-text relevance', () => {
  test('the whole word in the title first, then the start of a title word, then department; a description alone does not count', async () => {
    // "Product Designer" only mentions "every engineer on the team" in its description: not an engineer's job.
    const response = await search({ query: 'engineer' });
    expect(response.count).toBe(4);
    expect(idsOf(response)).toEqual([dataEng, seniorSwe, engManager, pythonDev]);
    expect(options(response, 'department')).toEqual({ Engineering: 3, Data: 1 });
  });

  test('a typo ranks the corrected whole word above words that merely start like it', async () => {
    expect(await found({ query: 'enginer' })).toEqual([dataEng, seniorSwe, engManager, pythonDev]);
  });

  test('descriptions are searched when titles, departments, skills and places hold nothing', async () => {
    const response = await search({ query: 'closely' });
    expect([response.count, idsOf(response)]).toEqual([1, [designer]]);
    expect(await found({ query: 'engineer closely' })).toEqual([designer]);
  });

  test('a word in the title and the skills ranks above the skills alone', async () => {
    expect(await found({ query: 'python' })).toEqual([pythonDev, dataEng]);
  });

  test('every word must match', async () => {
    expect(await found({ query: 'senior engineer' })).toEqual([seniorSwe]);
  });

  test('prefix matching: the start of a word finds it', async () => {
    expect(await found({ query: 'desig' })).toEqual([designer]);
    expect((await search({ query: 'eng' })).count).toBe(4);
  });

  test('a typo in a word still finds it, and the answer says what was searched instead', async () => {
    const response = await search({ query: 'pyhton' });
    expect(idsOf(response)).toEqual([pythonDev, dataEng]);
    expect(response.resultsMetaData.corrections).toEqual({ pyhton: ['python'] });
    expect(await found({ query: 'enginering managr' })).toEqual([engManager]);
  });

  test('accents and case do not matter; punctuation separates words', async () => {
    expect(await found({ query: 'ÎLE-DE-france' })).toEqual([pythonDev]);
    expect(await found({ query: 'ile' })).toEqual([pythonDev]);
    expect(await found({ query: 'join.search/test' })).toHaveLength(10);
  });

  test('newest first on request', async () => {
    const response = await search({ query: 'engineer', sortBy: 'newest' });
    expect(response.sortBy).toBe('newest');
    expect(idsOf(response)).toEqual([seniorSwe, dataEng, engManager, pythonDev]);
  });
});

describe('filters and their counts', () => {
  test('counts per option for every filter of the company config', async () => {
    const response = await search({});
    expect(options(response, 'employment_type')).toEqual({ FULL_TIME: 16, PART_TIME: 1, CONTRACTOR: 1 });
    expect(options(response, 'is_remote')).toEqual({ '0': 16, '1': 2 });
    expect(options(response, 'location')).toEqual({ Madrid: 12, Berlin: 2, Hamburg: 1, London: 1, 'New York': 1, Paris: 1 });
    expect(options(response, 'skills')).toEqual({ Zendesk: 12, Python: 2, Django: 1, Figma: 1, Leadership: 1, React: 1, SQL: 1, Salesforce: 1, TypeScript: 1 });
    const labels = response.filterDef.allFilters.find((f) => f.filterName === 'employment_type')?.options.map((o) => o.label);
    expect(labels).toEqual(['Full time', 'Contractor', 'Part time']);
    expect(response.filterDef.allFilters.find((f) => f.filterName === 'location')?.options[1]).toEqual({ label: 'Berlin, Berlin, DE', value: 'Berlin', count: 2 });
  });

  test('a filter narrows the results; its own options keep their counts so choices can be combined', async () => {
    const response = await search({ filters: { department: ['Engineering'] } });
    expect(response.count).toBe(3);
    expect(options(response, 'department')).toEqual({ Support: 12, Engineering: 3, Data: 1, Design: 1, Sales: 1 });
    expect(options(response, 'employment_type')).toEqual({ FULL_TIME: 2, CONTRACTOR: 1 });
    expect(options(response, 'skills')).toEqual({ Django: 1, Leadership: 1, Python: 1, React: 1, TypeScript: 1 });
  });

  test('filters combine with each other and with the query', async () => {
    expect(await found({ filters: { department: ['Engineering'], is_remote: ['1'] } })).toEqual([pythonDev]);
    expect(await found({ query: 'engineer', filters: { employment_type: ['FULL_TIME'], location: ['Berlin'] } })).toEqual([seniorSwe]);
    expect(await found({ filters: { skills: ['Python'] }, sortBy: 'newest' })).toEqual([dataEng, pythonDev]);
  });
});

test('paging: pages of 10 from start, the count of all results on each, no position twice', async () => {
  const [first, second, past] = await Promise.all([0, 10, 20].map((start) => search({ sortBy: 'newest', start })));
  expect([first?.count, second?.count, past?.count]).toEqual([18, 18, 18]);
  expect(idsOf(first as SearchResponse)).toEqual([seniorSwe, dataEng, engManager, designer, pythonDev, salesManager, ...support.slice(0, 4)]);
  expect(idsOf(second as SearchResponse)).toEqual(support.slice(4));
  expect(idsOf(past as SearchResponse)).toEqual([]);
});

describe('location', () => {
  test('a city of the gazetteer: positions within 50 km, nearest first, with their distance', async () => {
    const response = await search({ location: 'Berlin' });
    expect(idsOf(response)).toEqual([seniorSwe, designer]);
    expect(response.positions.map((p) => p.distance_km)).toEqual([0, 0]);
  });

  test('the distance filter widens the circle; results are ranked by distance', async () => {
    const response = await search({ location: 'Berlin', distanceKm: 300 });
    expect(idsOf(response)).toEqual([seniorSwe, designer, dataEng]);
    expect(response.positions[2]?.distance_km).toBe(255.3);
    // With words, relevance comes first, distance next.
    expect(await found({ location: 'berlin, germany', distanceKm: 300, query: 'engineer' })).toEqual([dataEng, seniorSwe]);
  });

  test('"place:::lat,long", "current location" with coordinates and "Map Location" (distance 0)', async () => {
    expect(await found({ location: 'Somewhere:::51.5074,-0.1278' })).toEqual([engManager]);
    expect(await found({ location: 'current location:::52.5,13.4' })).toEqual([seniorSwe, designer]);
    expect(await found({ location: 'Map Location:::53.5511,9.9937' })).toEqual([dataEng]);
    expect(await found({ location: 'Map Location:::53.6,9.9937' })).toEqual([]);
  });

  test('"Map Area": the positions inside the two corners of the map', async () => {
    expect((await found({ location: 'Map Area:::55,5,47,15' })).sort()).toEqual([seniorSwe, dataEng, designer].sort());
  });

  test('"remote" and countries', async () => {
    expect(await found({ location: 'remote', sortBy: 'newest' })).toEqual([dataEng, pythonDev]);
    expect(await found({ location: 'Germany', sortBy: 'newest' })).toEqual([seniorSwe, dataEng, designer]);
  });

  test("a place the gazetteer does not know is looked for in the positions' locations, and only there", async () => {
    expect(await found({ location: 'England' })).toEqual([engManager]);
    expect(await found({ location: 'engl' })).toEqual([engManager]);
    expect((await search({ location: 'Atlantis' })).count).toBe(0);
    // "Manager" is a title word, not a place.
    expect((await search({ location: 'Manager' })).count).toBe(0);
  });
});

describe('abbreviations and local spellings', () => {
  test('places: "NYC", "SF", "München" are the cities they name', async () => {
    const nyc = await search({ location: 'NYC' });
    expect([idsOf(nyc), nyc.resultsMetaData.location]).toEqual([[salesManager], { kind: 'near', label: 'New York, NY, US', lat: 40.7128, lng: -74.006, km: 50 }]);
    expect(await found({ location: 'Hamburg' })).toEqual(await found({ location: 'hamburg, de' }));
    expect((await search({ location: 'München' })).resultsMetaData.location).toMatchObject({ kind: 'near', label: 'Munich, Bavaria, DE' });
  });

  test('titles: "swe" finds software engineers and says what it searched', async () => {
    const response = await search({ query: 'swe' });
    expect([idsOf(response), response.resultsMetaData.corrections]).toEqual([[seniorSwe], { swe: ['software engineer'] }]);
  });
});

describe('ways on when nothing is found', () => {
  const ways = async (input: Partial<SearchInput>) => {
    const response = await search(input);
    expect(response.count).toBe(0);
    return response.resultsMetaData.waysOn;
  };

  test('a search that finds jobs has none', async () => {
    expect((await search({ query: 'engineer' })).resultsMetaData.waysOn).toEqual([]);
  });

  test('a word no job uses: related titles with jobs, then every job', async () => {
    expect(await ways({ query: 'programmer' })).toEqual([
      { kind: 'query', label: 'Software Engineer', count: 1, params: { query: 'Software Engineer', location: '', filters: {} } },
      { kind: 'query', label: 'Developer', count: 1, params: { query: 'Developer', location: '', filters: {} } },
      { kind: 'query', label: 'All jobs', count: 18, params: { query: '', location: '', filters: {} } },
    ]);
    expect(await ways({ query: 'nurse' })).toEqual([{ kind: 'query', label: 'All jobs', count: 18, params: { query: '', location: '', filters: {} } }]);
    // One unknown word among known ones: the search without it.
    expect((await ways({ query: 'python nurse' }))[0]).toEqual({ kind: 'query', label: 'python', count: 2, params: { query: 'python', location: '', filters: {} } });
  });

  test('a filter that leaves nothing: the same search without it', async () => {
    expect(await ways({ query: 'python', filters: { department: ['Sales'] } })).toEqual([
      { kind: 'drop_filter', label: 'Department: Sales', count: 2, params: { query: 'python', location: '', filters: {} } },
      { kind: 'query', label: 'All jobs', count: 1, params: { query: '', location: '', filters: { department: ['Sales'] } } },
    ]);
  });

  test('a city with no such jobs: the nearest places that have them, remote, anywhere', async () => {
    expect(await ways({ query: 'designer', location: 'Hamburg' })).toEqual([
      { kind: 'place', label: 'Berlin', count: 1, params: { query: 'designer', location: 'Berlin, Berlin, DE', filters: {} } },
      { kind: 'drop_location', label: 'Anywhere', count: 1, params: { query: 'designer', location: '', filters: {} } },
      { kind: 'query', label: 'All jobs', count: 1, params: { query: '', location: 'Hamburg', filters: {} } },
    ]);
    const munich = await ways({ location: 'München' });
    expect(munich.map((w) => [w.kind, w.label, w.count])).toEqual([
      // Nearest first; remote jobs are offered as remote, not by the city they list.
      ['place', 'Berlin', 2],
      ['place', 'London', 1],
      ['place', 'Madrid', 12],
      ['remote', 'Remote', 2],
      ['drop_location', 'Anywhere', 18],
    ]);
  });

  test('a misspelt place: the city spelt alike', async () => {
    expect((await ways({ location: 'Berlinn' }))[0]).toEqual({ kind: 'place', label: 'Berlin', count: 2, params: { query: '', location: 'Berlin, Berlin, DE', filters: {} } });
  });
});

describe('map markers', () => {
  const markers = (response: SearchResponse, name: string) => response.filterDef.allFilters.find((f) => f.filterName === name)?.options;

  test('positions are aggregated per place in latlong_non_remote and latlong_remote (label = count)', async () => {
    const response = await search({});
    expect(markers(response, 'latlong_non_remote')).toEqual([
      { label: '12', value: 'Madrid, Community of Madrid, ES:::40.4168,-3.7038', count: 12 },
      { label: '2', value: 'Berlin, Berlin, DE:::52.52,13.405', count: 2 },
      { label: '1', value: 'London, England, GB:::51.5074,-0.1278', count: 1 },
      { label: '1', value: 'New York, NY, US:::40.7128,-74.006', count: 1 },
    ]);
    expect(markers(response, 'latlong_remote')).toEqual([
      { label: '1', value: 'Hamburg, Hamburg, DE:::53.5511,9.9937', count: 1 },
      { label: '1', value: 'Paris, Île-de-France, FR:::48.8566,2.3522', count: 1 },
    ]);
  });

  test('markers follow the search', async () => {
    expect(markers(await search({ query: 'designer' }), 'latlong_non_remote')).toEqual([{ label: '1', value: 'Berlin, Berlin, DE:::52.52,13.405', count: 1 }]);
  });
});

describe('untrusted input', () => {
  // Each engine's query syntax, and SQL: none of it is more than text.
  const hostile = [
    '"', "'", '""', 'AND', 'OR', 'NOT', 'NEAR', 'engineer AND', 'OR engineer', 'NOT engineer', 'NEAR(engineer manager, 2)',
    '*', 'engineer*', '^engineer', 'title:engineer', '{title department}: engineer', '(((', ')', 'engineer)', '(engineer',
    '"unbalanced', 'a"b"c', '- engineer', '+', '\\', '%', '_', "'; DROP TABLE positions; --", '\u0000', '💥 engineer', 'é',
    'engineer & !manager', 'engineer | sales', 'engineer:*', "engineer:A", '!!', 'a <-> b', "'engineer'", '\\x00', "e'ng''ineer",
  ];

  test.each(hostile)('query %j is answered with a count, never an error', async (query) => {
    expect(typeof (await search({ query })).count).toBe('number');
    expect(typeof (await search({ query, location: query })).count).toBe('number');
  });

  test('query syntax is only ever text: operators and column names are searched as words', async () => {
    expect(await found({ query: 'title:engineer' })).toEqual([]);
    expect((await search({ query: 'engineer OR sales' })).count).toBe(0);
    expect((await search({ query: 'engineer | sales' })).count).toBe(0);
    expect((await search({ query: 'NEAR(engineer manager)' })).count).toBe(0);
    expect((await search({ query: 'engineer & !manager' })).count).toBe(1);
  });
});

describe('a page whose rows cannot be read', () => {
  // The page's rows and the filter counts are worked on together (on PostgreSQL the rows are read while the
  // counts are written): a failed read must still fail the search, and keep nothing half-made for the next one.
  test('fails the search with the database error, and the same search then answers in full', async () => {
    const executor = db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    const failing = jest
      .spyOn(executor, 'executeQuery')
      .mockImplementation((query, ...rest) =>
        /"description"/.test(query.sql) ? Promise.reject(new Error('connection lost while reading the page')) : original(query, ...rest),
      );
    try {
      await expect(search({ query: 'manager' })).rejects.toThrow('connection lost while reading the page');
    } finally {
      failing.mockRestore();
    }
    const response = await search({ query: 'manager' });
    expect(idsOf(response)).toEqual(expect.arrayContaining([engManager, salesManager]));
    expect(response.count).toBe(response.positions.length);
    expect(options(response, 'department')).toEqual({ Engineering: 1, Sales: 1 });
  });
});
