import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../../db/database';
import { searchDomain, seedSearchFixture, SEARCH_DOMAIN } from '../../testing/searchFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Domain } from '../domains';
import { timeToHireOf } from '../positions/insights';
import { searchPositionsJson } from './searchAnswers';
import type { SearchInput } from './searchPositions';
import { searchSuggestions } from './suggestions';
import type { SearchResponse } from '@careers/shared/contracts/search';

// Two server instances share one database and nothing else: each keeps its own index, vocabulary and
// answer caches in memory. A change written through one must be found by a search through the other.
// Here the instances are two handles on the same database (file or PostgreSQL), each with its caches.

let database: TestDatabase;
let other: OpenDatabase;

function targetOf(url: string): DatabaseTarget {
  return url.startsWith('sqlite:') ? { engine: 'sqlite', path: url.slice('sqlite:'.length) } : { engine: 'postgres', url, poolSize: 2 };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSearchFixture(database.db);
  other = openDatabase(targetOf(database.url));
});
afterAll(async () => {
  await other.close();
  await database.close();
});

/** A visitor's search through instance B, as the route answers it (the cached JSON form). */
async function searchOnB(input: Partial<SearchInput>, domain: Domain = searchDomain()): Promise<SearchResponse> {
  const body = await searchPositionsJson(other.db, domain, null, { query: '', location: '', start: 0, filters: {}, ...input });
  return JSON.parse(body.toString('utf8')) as SearchResponse;
}

test('a position added, changed or closed through instance A is found as it is now by a search through instance B', async () => {
  const a = database.db;
  // B answers and caches everything first: index, vocabulary, the answers themselves.
  expect((await searchOnB({ query: 'platypus' })).count).toBe(0);
  const before = (await searchOnB({})).count;
  expect((await searchOnB({})).debug.debugData.cached).toBe(true);

  const { id } = await a
    .insertInto('positions')
    .values({
      domain: SEARCH_DOMAIN, title: 'Platypus Wrangler', department: 'Zoology', description: 'Wrangle.', skills_json: '["Patience"]',
      employment_type: 'FULL_TIME', location_name: 'Berlin, Berlin, DE', city: 'Berlin', region: 'Berlin', country: 'DE', lat: 52.52, lng: 13.405,
      posted_at: '2026-03-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const added = await searchOnB({ query: 'platypus' });
  expect(added.positions.map((p) => p.id)).toEqual([id]);
  expect((await searchOnB({})).count).toBe(before + 1);
  // The typo vocabulary and the suggestions of B know the new words too.
  expect((await searchOnB({ query: 'platypsu' })).resultsMetaData.corrections).toEqual({ platypsu: ['platypus'] });
  expect(await searchSuggestions(other.db, SEARCH_DOMAIN, 'platy')).toEqual([{ type: 'title', text: 'Platypus Wrangler', count: 1 }]);

  await a.updateTable('positions').set({ skills_json: '["Patience","Snorkelling"]', department: 'Marine' }).where('id', '=', id).execute();
  const changed = await searchOnB({ filters: { skills: ['Snorkelling'], department: ['Marine'] } });
  expect(changed.positions.map((p) => p.id)).toEqual([id]);

  await a.updateTable('positions').set({ archived_at: '2026-03-02T00:00:00.000Z' }).where('id', '=', id).execute();
  expect((await searchOnB({ query: 'platypus' })).count).toBe(0);
  expect((await searchOnB({})).count).toBe(before);
});

test('figures cached per version (time to hire) follow applications decided through another instance', async () => {
  const a = database.db;
  const first = await timeToHireOf(other.db, SEARCH_DOMAIN);
  expect(first.company).toBeNull();
  const { id: candidate } = await a
    .insertInto('candidates')
    .values({ domain: SEARCH_DOMAIN, email: 'kim@search.test', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: position } = await a.selectFrom('positions').select('id').where('domain', '=', SEARCH_DOMAIN).orderBy('id').limit(1).executeTakeFirstOrThrow();
  await a
    .insertInto('applications')
    .values({
      domain: SEARCH_DOMAIN, candidate_id: candidate, position_id: position, status: 'Hired', stage: 'Closed', is_active: 0,
      created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-13T00:00:00.000Z',
    })
    .execute();
  expect((await timeToHireOf(other.db, SEARCH_DOMAIN)).company).toBe(12);
});

test('answers cached under other company settings are not given: labels and filters come from the settings of now', async () => {
  const labels = (response: SearchResponse) => response.filterDef.allFilters.find((f) => f.filterName === 'employment_type')?.options.map((o) => o.label);
  expect(labels(await searchOnB({ query: 'manager' }))).toEqual(['Full time']);
  const renamed = searchDomain();
  const typeOptions = renamed.settings.configs.pcsxConfig.searchOptionsMap.employment_type?.options;
  if (!typeOptions?.labelMap) throw new Error('The demo settings label employment types.');
  typeOptions.labelMap.FULL_TIME = 'Permanent';
  const response = await searchOnB({ query: 'manager' }, renamed);
  expect([labels(response), response.debug.debugData.cached]).toEqual([['Permanent'], false]);
});
