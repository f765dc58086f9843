import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Positions } from '../../db/tables';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { demoCompanySettings } from '../../db/demo/company';
import { generatePosition } from '../../db/demo/positions';
import { Random } from '../../db/demo/random';
import { CITIES } from '../../db/demo/cities';
import type { Domain } from '../domains';
import { compareSqlValues } from './searchIndex';
import { searchPositions, type SearchInput } from './searchPositions';
import type { SearchResponse } from '@careers/shared/contracts/search';

// The engine answers from an in-memory index and asks the database only for full-text matches and
// their scores. These tests hold it to what plain SQL over the positions table says, on either engine.

const NOW = new Date('2026-03-01T12:00:00Z');

let db: Db;
// Two companies of their own per test, in the one database of this file.
let OURS: string;
let THEIRS: string;
let ours: Domain;
let counter = 0;

async function addDomain(id: string): Promise<void> {
  await db.insertInto('domains').values({ id, name: id, config_json: JSON.stringify(demoCompanySettings()), created_at: NOW.toISOString() }).execute();
}

async function addPosition(domain: string, title: string, minutesAgo: number, extra: { archived?: boolean } = {}): Promise<number> {
  const { id } = await db
    .insertInto('positions')
    .values({
      domain, title, department: 'Finance', description: 'A role.', skills_json: '["Excel"]', employment_type: 'FULL_TIME',
      location_name: 'Lyon, Auvergne-Rhône-Alpes, FR', city: 'Lyon', region: 'Auvergne-Rhône-Alpes', country: 'FR', lat: 45.764, lng: 4.8357,
      posted_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(), archived_at: extra.archived ? NOW.toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Positions added one after another, ids in order. */
async function addPositions(count: number, add: (i: number) => Promise<number>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push(await add(i));
  return ids;
}

const search = (input: Partial<SearchInput>): Promise<SearchResponse> =>
  searchPositions(db, ours, null, { query: '', location: '', start: 0, filters: {}, ...input });
const ids = (response: SearchResponse) => response.positions.map((p) => p.id);
async function pages(input: Partial<SearchInput>, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let start = 0; start < count; start += 10) found.push(...ids(await search({ ...input, start })));
  return found;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  counter += 1;
  [OURS, THEIRS] = [`ours${counter}.test`, `theirs${counter}.test`];
  ours = { id: OURS, name: OURS, settings: demoCompanySettings() };
  await addDomain(OURS);
  await addDomain(THEIRS);
});

describe('relevance', () => {
  test('equal scores are ranked newest first, also where a page boundary cuts through them', async () => {
    // Posted 0..29 minutes apart in a shuffled order (7 and 30 share no factor).
    const minutes = Array.from({ length: 30 }, (_, i) => (i * 7) % 30);
    const same = (await addPositions(30, (i) => addPosition(OURS, 'Quokka Analyst', 100 + (minutes[i] as number)))).map((id, i) => ({ id, m: minutes[i] as number }));
    // The query is the whole title: it ranks above a title it is part of (relevance.ts).
    const better = await addPositions(5, (i) => addPosition(OURS, 'Quokka', 200 + i));
    const expected = [...better, ...same.sort((a, b) => a.m - b.m).map((p) => p.id)];
    expect(await pages({ query: 'quokka' }, 35)).toEqual(expected);
    expect((await search({ query: 'quokka', start: 20 })).count).toBe(35);
  });

  /** A position as a job ad has it: title, department, skills and description of its own. */
  async function addAd(title: string, department: string, skills: string[], description: string, minutesAgo: number): Promise<number> {
    const id = await addPosition(OURS, title, minutesAgo);
    await db.updateTable('positions').set({ department, skills_json: JSON.stringify(skills), description }).where('id', '=', id).execute();
    return id;
  }

  test('the issue\'s searches: whole title words first, then title prefixes and typos, then skills, then descriptions', async () => {
    // Newest first in this list, so "newest" would be the wrong order each time.
    const engManager = await addAd('Engineering Manager', 'Engineering', ['Leadership'], 'Lead engineers.', 1);
    const engManager2 = await addAd('Senior Engineering Manager', 'Engineering', ['Leadership'], 'Lead engineers.', 2);
    const opsManager = await addAd('Product Operations Manager', 'Product', ['Jira'], 'Work with every product manager.', 3);
    const junior = await addAd('Junior Frontend Developer', 'Engineering', ['Python', 'React'], 'A small, senior and trusted team.', 4);
    const seniorData = await addAd('Senior Data Engineer', 'Data', ['Python', 'SQL'], 'Pipelines.', 5);
    const swe = await addAd('Software Engineer', 'Engineering', ['Go'], 'Build things.', 6);
    const pm = await addAd('Product Manager', 'Product', ['Jira'], 'Own the roadmap.', 7);
    const designer = await addAd('Product Designer', 'Design', ['Figma'], 'Design with every engineer.', 8);
    const seniorPy = await addAd('Senior Python Engineer', 'Engineering', ['Python'], 'Services.', 9);

    const engineer = await search({ query: 'engineer' });
    expect(ids(engineer)).toEqual([swe, seniorData, seniorPy, engManager, engManager2, junior]);
    // The typo ranks as a typo of the whole word: engineers first.
    expect(ids(await search({ query: 'enginer' }))).toEqual([swe, seniorData, seniorPy, engManager, engManager2, junior]);
    expect(ids(await search({ query: 'product manager' }))).toEqual([pm, opsManager]);
    // "senior" in a description neither finds the junior role nor lifts it.
    expect(ids(await search({ query: 'senior python engineer' }))).toEqual([seniorPy, seniorData]);
    // A description's "engineer" counts nowhere: not in the count, not in the Design department's.
    expect(engineer.count).toBe(6);
    expect(engineer.filterDef.allFilters.find((f) => f.filterName === 'department')?.options.map((o) => [o.value, o.count])).toEqual([['Engineering', 5], ['Data', 1]]);
    expect(ids(await search({ query: 'designer' }))).toEqual([designer]);
  });

  test("another company's and archived positions never rank, even when they match best", async () => {
    const mine = await addPositions(30, (i) => addPosition(OURS, 'Quokka Keeper', i));
    await addPositions(10, (i) => addPosition(THEIRS, 'Quokka Quokka Quokka Keeper', i));
    await addPositions(5, (i) => addPosition(OURS, 'Quokka Quokka Quokka Keeper', i, { archived: true }));
    expect(await pages({ query: 'quokka' }, 30)).toEqual(mine);
    // Now most matches are not ours (on SQLite, whose index holds every company's): ours are handed over as a list to score.
    await addPositions(60, (i) => addPosition(THEIRS, 'Quokka Quokka Keeper', i));
    expect(await pages({ query: 'quokka' }, 30)).toEqual(mine);
    expect(ids(await search({ query: 'quokka', filters: { department: ['Finance'] }, start: 10 }))).toEqual(mine.slice(10, 20));
  });
});

test('the Location filter lists every place with jobs, however many', async () => {
  await db
    .insertInto('positions')
    .values(
      CITIES.map((city, i) => ({
        domain: OURS, title: 'Cartographer', department: 'Maps', description: 'Maps.', employment_type: 'FULL_TIME', location_name: `${city.name}, ${city.region}, ${city.country}`,
        city: city.name, region: city.region, country: city.country, lat: city.lat, lng: city.lng, posted_at: new Date(NOW.getTime() - i * 60_000).toISOString(),
      })),
    )
    .execute();
  const places = new Set(CITIES.map((c) => c.name));
  expect(places.size).toBeGreaterThan(200);
  const options = (await search({})).filterDef.allFilters.find((f) => f.filterName === 'location')?.options ?? [];
  expect(options.map((o) => o.value).sort()).toEqual([...places].sort());
});

test('the index follows every change to the positions', async () => {
  const first = await addPosition(OURS, 'Wombat Trainer', 5);
  expect((await search({})).count).toBe(1);
  const second = await addPosition(OURS, 'Wombat Trainer', 1);
  expect(ids(await search({ query: 'wombat' }))).toEqual([second, first]);
  await db.updateTable('positions').set({ department: 'Zoo' }).where('id', '=', first).execute();
  expect((await search({ filters: { department: ['Zoo'] } })).count).toBe(1);
  await db.updateTable('positions').set({ archived_at: NOW.toISOString() }).where('id', '=', second).execute();
  expect(ids(await search({ query: 'wombat' }))).toEqual([first]);
  expect((await search({})).filterDef.allFilters.find((f) => f.filterName === 'department')?.options).toEqual([{ label: 'Zoo', value: 'Zoo', count: 1 }]);
  await db.updateTable('positions').set({ skills_json: '["Zookeeping","Excel"]' }).where('id', '=', first).execute();
  expect((await search({ filters: { skills: ['Zookeeping'] } })).count).toBe(1);
  await db.deleteFrom('positions').where('id', '=', first).execute();
  expect((await search({})).count).toBe(0);
});

describe('counts and order agree with SQL over the positions table', () => {
  const COLUMNS = { department: 'p.department', employment_type: 'p.employment_type', location: 'p.city', is_remote: 'p.is_remote' } as const;

  beforeEach(async () => {
    const rng = new Random(3);
    const rows: Array<Insertable<Positions>> = [];
    for (let i = 0; i < 600; i++) {
      const { salary_min: _min, salary_max: _max, salary_currency: _currency, valid_through: _until, ...row } = generatePosition(rng, i, NOW, 'Ours');
      rows.push({ ...row, domain: i % 5 === 4 ? THEIRS : OURS });
    }
    await db.insertInto('positions').values(rows).execute();
  });

  /** Every filter but `except`, as SQL over `positions p`. */
  function where(filters: Record<string, string[]>, except: string | null) {
    const parts = [sql`p.domain = ${OURS}`, sql`p.archived_at IS NULL`];
    for (const [key, values] of Object.entries(filters)) {
      if (key === except) continue;
      const list = sql.join(key === 'is_remote' ? values.map(Number) : values);
      parts.push(
        key === 'skills'
          ? sql`p.id IN (SELECT position_id FROM position_skills WHERE skill IN (${list}))`
          : sql`${sql.ref(COLUMNS[key as keyof typeof COLUMNS])} IN (${list})`,
      );
    }
    return sql.join(parts, sql` AND `);
  }

  /** Most first, then in value order (the engine's order on both databases, whatever their collation). */
  const byCount = (a: { value: string | number; count: number }, b: { value: string | number; count: number }) =>
    b.count - a.count || compareSqlValues(a.value, b.value);

  test('a small place ranks its positions as the same positions found by filter', async () => {
    // A small place is scored in one pass over its own positions; a filter goes through all matches.
    for (const query of ['you', 'engineer']) {
      const byPlace = await search({ query, location: 'Map Area:::47,5,55,10.5' });
      const cities = byPlace.filterDef.allFilters.find((f) => f.filterName === 'location')?.options.map((o) => o.value) ?? [];
      const byFilter = await search({ query, filters: { location: cities } });
      expect(byPlace.count).toBeGreaterThan(5);
      expect([byPlace.count, ids(byPlace)]).toEqual([byFilter.count, ids(byFilter)]);
    }
    // Without words, a point search ranks by distance.
    const near = await search({ location: 'Berlin', distanceKm: 600 });
    const distances = near.positions.map((p) => p.distance_km as number);
    expect(new Set(distances).size).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test.each<[string, Record<string, string[]>]>([
    ['no filter', {}],
    ['one filter', { department: ['Engineering', 'Data'] }],
    ['three filters', { is_remote: ['0'], employment_type: ['FULL_TIME'], skills: ['Python', 'SQL', 'Figma'] }],
    ['every filter', { department: ['Engineering'], employment_type: ['FULL_TIME', 'CONTRACTOR'], location: ['Berlin', 'London', 'Toronto'], is_remote: ['1'], skills: ['Go'] }],
  ])('%s', async (_name, filters) => {
    const response = await search({ filters, sortBy: 'newest' });
    const all = where(filters, null);
    const { rows: [total] } = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM positions p WHERE ${all}`.execute(db);
    expect(response.count).toBe(total?.count);
    const { rows: newest } = await sql<{ id: number }>`SELECT id FROM positions p WHERE ${all} ORDER BY posted_at DESC, id DESC LIMIT 10`.execute(db);
    expect(ids(response)).toEqual(newest.map((r) => r.id));

    for (const facet of response.filterDef.allFilters.filter((f) => f.filterName in COLUMNS || f.filterName === 'skills')) {
      const others = where(filters, facet.filterName);
      const { rows: expected } = facet.filterName === 'skills'
        ? await sql<{ value: string; count: number }>`SELECT s.skill AS value, COUNT(*) AS count FROM positions p JOIN position_skills s ON s.position_id = p.id
            WHERE ${others} GROUP BY s.skill`.execute(db)
        : await sql<{ value: string | number; count: number }>`SELECT ${sql.ref(COLUMNS[facet.filterName as keyof typeof COLUMNS])} AS value, COUNT(*) AS count
            FROM positions p WHERE ${others} GROUP BY 1`.execute(db);
      expect([facet.filterName, facet.options.map((o) => [o.value, o.count])]).toEqual([facet.filterName, expected.sort(byCount).map((e) => [String(e.value), e.count])]);
    }

    // MIN(location_name) as the engine takes it: by code point (the test databases' collation).
    const { rows: markers } = await sql<{ location: string; lat: number; lng: number; is_remote: number; count: number }>`SELECT MIN(location_name) AS location,
        lat, lng, is_remote, COUNT(*) AS count FROM positions p WHERE ${all} GROUP BY lat, lng, is_remote`.execute(db);
    markers.sort((a, b) => b.count - a.count || compareSqlValues(a.location, b.location));
    for (const [name, remote] of [['latlong_non_remote', 0], ['latlong_remote', 1]] as const) {
      const found = response.filterDef.allFilters.find((f) => f.filterName === name)?.options.map((o) => [o.value, o.count]);
      expect(found).toEqual(markers.filter((m) => m.is_remote === remote).map((m) => [`${m.location}:::${m.lat},${m.lng}`, m.count]));
    }
  });
});

test('searches running side by side on one index answer as each alone (they share working arrays kept with the index)', async () => {
  const titles = ['Quokka Engineer', 'Wombat Designer', 'Quokka Wombat Analyst', 'Engineer', 'Platypus Manager'];
  await addPositions(40, (i) => addPosition(OURS, titles[i % titles.length] as string, i));
  const inputs: Array<Partial<SearchInput>> = [{ query: 'quokka' }, { query: 'wombat' }, { query: 'engineer' }, { query: 'quokka wombat' }, { query: 'platypus', start: 0 }, {}];
  const answer = (response: SearchResponse) => ({ count: response.count, ids: ids(response), filters: response.filterDef.allFilters });
  const alone: unknown[] = [];
  for (const input of inputs) alone.push(answer(await search(input)));
  expect(alone.map((a) => (a as { count: number }).count)).toEqual([16, 16, 16, 8, 8, 40]);
  // Twice over, all started at once: each search's words are matched and counted while the others wait on the database.
  const together = await Promise.all([...inputs, ...inputs].map(async (input) => answer(await search(input))));
  expect(together).toEqual([...alone, ...alone]);
});
