import type { Db } from '../../db/connection';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { demoCompanySettings } from '../../db/demo/company';
import { generatePosition } from '../../db/demo/positions';
import { Random } from '../../db/demo/random';
import { getDomain, type Domain } from '../domains';
import { searchPositions, type SearchInput, type SearchResponse } from './searchPositions';

// The engine answers from an in-memory index and asks SQLite only for full-text matches and bm25.
// These tests hold it to what plain SQL over the positions table says.

const OURS = 'ours.test';
const THEIRS = 'theirs.test';
const NOW = new Date('2026-03-01T12:00:00Z');

let db: Db;
let ours: Domain;

function addDomain(id: string): void {
  db.prepare('INSERT INTO domains (id, name, config_json, created_at) VALUES (?, ?, ?, ?)').run(id, id, JSON.stringify(demoCompanySettings()), NOW.toISOString());
}

function addPosition(domain: string, title: string, minutesAgo: number, extra: { archived?: boolean } = {}): number {
  const result = db
    .prepare(
      `INSERT INTO positions (domain, title, department, description, skills_json, employment_type, location_name, city, region, country, lat, lng, posted_at, archived_at)
       VALUES (?, ?, 'Finance', 'A role.', '["Excel"]', 'FULL_TIME', 'Lyon, Auvergne-Rhône-Alpes, FR', 'Lyon', 'Auvergne-Rhône-Alpes', 'FR', 45.764, 4.8357, ?, ?)`,
    )
    .run(domain, title, new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(), extra.archived ? NOW.toISOString() : null);
  return Number(result.lastInsertRowid);
}

const search = (input: Partial<SearchInput>): SearchResponse =>
  searchPositions(db, ours, null, { query: '', location: '', start: 0, filters: {}, ...input });
const ids = (response: SearchResponse) => response.positions.map((p) => p.id);
const pages = (input: Partial<SearchInput>, count: number) =>
  Array.from({ length: Math.ceil(count / 10) }, (_, i) => ids(search({ ...input, start: i * 10 }))).flat();

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.sqlite as Db;
  addDomain(OURS);
  addDomain(THEIRS);
  ours = (await getDomain(database.db, OURS)) as Domain;
});
afterEach(() => database.close());

describe('relevance', () => {
  test('equal scores are ranked newest first, also where a page boundary cuts through them', () => {
    // Posted 0..29 minutes apart in a shuffled order (7 and 30 share no factor).
    const same = Array.from({ length: 30 }, (_, i) => (i * 7) % 30).map((m) => ({ id: addPosition(OURS, 'Quokka Analyst', 100 + m), m }));
    const better = Array.from({ length: 5 }, (_, i) => addPosition(OURS, 'Quokka Quokka Analyst', 200 + i));
    const expected = [...better, ...same.sort((a, b) => a.m - b.m).map((p) => p.id)];
    expect(pages({ query: 'quokka' }, 35)).toEqual(expected);
    expect(search({ query: 'quokka', start: 20 }).count).toBe(35);
  });

  test("another company's and archived positions never rank, even when they match best", () => {
    const mine = Array.from({ length: 30 }, (_, i) => addPosition(OURS, 'Quokka Keeper', i));
    for (let i = 0; i < 10; i++) addPosition(THEIRS, 'Quokka Quokka Quokka Keeper', i);
    for (let i = 0; i < 5; i++) addPosition(OURS, 'Quokka Quokka Quokka Keeper', i, { archived: true });
    expect(pages({ query: 'quokka' }, 30)).toEqual(mine);
    // Now most matches are not ours: ours are handed to SQLite as a list to score.
    for (let i = 0; i < 60; i++) addPosition(THEIRS, 'Quokka Quokka Keeper', i);
    expect(pages({ query: 'quokka' }, 30)).toEqual(mine);
    expect(ids(search({ query: 'quokka', filters: { department: ['Finance'] }, start: 10 }))).toEqual(mine.slice(10, 20));
  });
});

test('the index follows every change to the positions', () => {
  const first = addPosition(OURS, 'Wombat Trainer', 5);
  expect(search({}).count).toBe(1);
  const second = addPosition(OURS, 'Wombat Trainer', 1);
  expect(ids(search({ query: 'wombat' }))).toEqual([second, first]);
  db.prepare("UPDATE positions SET department = 'Zoo' WHERE id = ?").run(first);
  expect(search({ filters: { department: ['Zoo'] } }).count).toBe(1);
  db.prepare('UPDATE positions SET archived_at = ? WHERE id = ?').run(NOW.toISOString(), second);
  expect(ids(search({ query: 'wombat' }))).toEqual([first]);
  expect(search({}).filterDef.allFilters.find((f) => f.filterName === 'department')?.options).toEqual([{ label: 'Zoo', value: 'Zoo', count: 1 }]);
});

describe('counts and order agree with SQL over the positions table', () => {
  const COLUMNS: Record<string, string> = { department: 'p.department', employment_type: 'p.employment_type', location: 'p.city', is_remote: 'p.is_remote', skills: 's.skill' };

  beforeEach(() => {
    const rng = new Random(3);
    const insert = db.prepare(
      `INSERT INTO positions (domain, title, department, description, skills_json, employment_type, location_name, city, region, country, lat, lng, is_remote, posted_at, archived_at)
       VALUES (@domain, @title, @department, @description, @skills_json, @employment_type, @location_name, @city, @region, @country, @lat, @lng, @is_remote, @posted_at, @archived_at)`,
    );
    for (let i = 0; i < 600; i++) {
      const { salary_min: _min, salary_max: _max, salary_currency: _currency, valid_through: _until, ...row } = generatePosition(rng, i, NOW, 'Ours');
      insert.run({ ...row, domain: i % 5 === 4 ? THEIRS : OURS });
    }
  });

  /** Every filter but `except`, as SQL over `positions p`. */
  function where(filters: Record<string, string[]>, except: string | null): { sql: string; params: unknown[] } {
    const parts = ['p.domain = ?', 'p.archived_at IS NULL'];
    const params: unknown[] = [OURS];
    for (const [key, values] of Object.entries(filters)) {
      if (key === except) continue;
      const list = values.map(() => '?').join(', ');
      parts.push(key === 'skills' ? `p.id IN (SELECT position_id FROM position_skills WHERE skill IN (${list}))` : `${COLUMNS[key]} IN (${list})`);
      params.push(...(key === 'is_remote' ? values.map(Number) : values));
    }
    return { sql: parts.join(' AND '), params };
  }

  test('a small place ranks its positions as the same positions found by filter', () => {
    // A small place is scored in one pass over its own positions; a filter goes through all matches.
    for (const query of ['you', 'engineer']) {
      const byPlace = search({ query, location: 'Map Area:::47,5,55,10.5' });
      const cities = byPlace.filterDef.allFilters.find((f) => f.filterName === 'location')?.options.map((o) => o.value) ?? [];
      const byFilter = search({ query, filters: { location: cities } });
      expect(byPlace.count).toBeGreaterThan(5);
      expect([byPlace.count, ids(byPlace)]).toEqual([byFilter.count, ids(byFilter)]);
    }
    // Without words, a point search ranks by distance.
    const near = search({ location: 'Berlin', distanceKm: 600 });
    const distances = near.positions.map((p) => p.distance_km as number);
    expect(new Set(distances).size).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test.each<[string, Record<string, string[]>]>([
    ['no filter', {}],
    ['one filter', { department: ['Engineering', 'Data'] }],
    ['three filters', { is_remote: ['0'], employment_type: ['FULL_TIME'], skills: ['Python', 'SQL', 'Figma'] }],
    ['every filter', { department: ['Engineering'], employment_type: ['FULL_TIME', 'CONTRACTOR'], location: ['Berlin', 'London', 'Toronto'], is_remote: ['1'], skills: ['Go'] }],
  ])('%s', (_name, filters) => {
    const response = search({ filters, sortBy: 'newest' });
    const all = where(filters, null);
    expect(response.count).toBe(db.prepare(`SELECT COUNT(*) FROM positions p WHERE ${all.sql}`).pluck().get(...all.params));
    expect(ids(response)).toEqual(db.prepare(`SELECT id FROM positions p WHERE ${all.sql} ORDER BY posted_at DESC, id DESC LIMIT 10`).pluck().all(...all.params));

    for (const facet of response.filterDef.allFilters.filter((f) => COLUMNS[f.filterName])) {
      const others = where(filters, facet.filterName);
      const from = facet.filterName === 'skills' ? 'positions p JOIN position_skills s ON s.position_id = p.id' : 'positions p';
      const expected = db
        .prepare(`SELECT ${COLUMNS[facet.filterName]} AS value, COUNT(*) AS count FROM ${from} WHERE ${others.sql} GROUP BY 1 ORDER BY 2 DESC, 1`)
        .all(...others.params) as Array<{ value: string | number; count: number }>;
      expect([facet.filterName, facet.options.map((o) => [o.value, o.count])]).toEqual([facet.filterName, expected.map((e) => [String(e.value), e.count])]);
    }

    const markers = db
      .prepare(`SELECT MIN(location_name) AS location, lat, lng, is_remote, COUNT(*) AS count FROM positions p WHERE ${all.sql} GROUP BY lat, lng, is_remote ORDER BY count DESC, location`)
      .all(...all.params) as Array<{ location: string; lat: number; lng: number; is_remote: number; count: number }>;
    for (const [name, remote] of [['latlong_non_remote', 0], ['latlong_remote', 1]] as const) {
      const found = response.filterDef.allFilters.find((f) => f.filterName === name)?.options.map((o) => [o.value, o.count]);
      expect(found).toEqual(markers.filter((m) => m.is_remote === remote).map((m) => [`${m.location}:::${m.lat},${m.lng}`, m.count]));
    }
  });
});
