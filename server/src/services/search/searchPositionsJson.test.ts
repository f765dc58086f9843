import type { Db } from '../../db/database';
import { searchDomain, seedSearchFixture } from '../../testing/searchFixture';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { searchPositionsJson } from './searchAnswers';
import type { SearchInput } from './searchPositions';

// A visitor's answer from the cache is put together from parts serialized when it was first found:
// what the visitor receives must be the same bytes as that first answer, but for how long it took
// and that it came from the cache.

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedSearchFixture(db);
});
afterAll(() => database.close());

const json = async (input: Partial<SearchInput>, domain: Domain = searchDomain()) =>
  (await searchPositionsJson(db, domain, null, { query: '', location: '', start: 0, filters: {}, ...input })).toString('utf8');
// The only parts allowed to differ, each found once (strings inside the answer escape their quotes).
const DEBUG = /"cached":(true|false),"tookMs":(\d+(\.\d+)?)\}\}/;
const withoutDebug = (text: string) => text.replace(DEBUG, '"cached":_,"tookMs":_}}');

test.each<[string, Partial<SearchInput>]>([
  ['every job', {}],
  ['words, a typo and a sort', { query: 'pyhton developer', sortBy: 'newest' }],
  ['a place with a distance and a filter', { location: 'Berlin', distanceKm: 300, filters: { department: ['Data'] } }],
  ['a search that finds nothing (ways on)', { query: 'engineer', location: 'NYC' }],
  ['a second page', { start: 10 }],
])('%s: the cached answer is the first answer byte for byte, but for debug.cached and tookMs', async (_name, input) => {
  const first = await json(input);
  const cached = await json(input);
  expect(first.match(DEBUG)?.[1]).toBe('false');
  expect(cached.match(DEBUG)?.[1]).toBe('true');
  expect(withoutDebug(cached)).toBe(withoutDebug(first));
  expect(JSON.parse(cached)).toMatchObject({ debug: { debugData: { cached: true, tookMs: expect.any(Number) } } });
});

test('savedSearchMetadata of a cached answer follows the settings of now (saved searches switched off, then on)', async () => {
  const metadata = async (domain: Domain) => {
    const body = JSON.parse(await json({ query: 'manager' }, domain)) as { savedSearchMetadata: unknown; debug: { debugData: { cached: boolean } } };
    return [body.savedSearchMetadata, body.debug.debugData.cached];
  };
  const on = searchDomain();
  expect(await metadata(on)).toEqual([{ enabled: true, isSaved: false, id: null }, false]);
  expect(await metadata(on)).toEqual([{ enabled: true, isSaved: false, id: null }, true]);
  const off = searchDomain();
  const notifications = off.settings.configs.notificationsConfig;
  if (!notifications?.savedSearchNotification) throw new Error('The demo settings have saved-search notifications.');
  notifications.savedSearchNotification.enabled = false;
  expect(await metadata(off)).toEqual([{ enabled: false, isSaved: false, id: null }, false]);
  expect(await metadata(off)).toEqual([{ enabled: false, isSaved: false, id: null }, true]);
  expect(await metadata(searchDomain())).toEqual([{ enabled: true, isSaved: false, id: null }, false]);
});

test("a signed-in candidate's answer (never kept, so serialized in one piece) has the bytes of a visitor's, but for debug", async () => {
  const candidate = { id: 987654, domain: searchDomain().id, location: null } as unknown as Candidate;
  for (const input of [{ query: 'pyhton developer' }, { location: 'Berlin', distanceKm: 300, filters: { department: ['Data'] } }, { start: 10 }]) {
    const visitor = await json(input);
    const signedIn = (await searchPositionsJson(db, searchDomain(), candidate, { query: '', location: '', start: 0, filters: {}, ...input })).toString('utf8');
    expect(withoutDebug(signedIn)).toBe(withoutDebug(visitor));
  }
});
