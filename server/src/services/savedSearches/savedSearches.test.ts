import { demoCompanySettings } from '../../db/demo/company';
import type { Db } from '../../db/database';
import { addCandidate, addCompany } from '../../testing/positionRows';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { MAX_SAVED_SEARCHES, createSavedSearch, deleteSavedSearch, listSavedSearches, savedSearchMetadata } from './savedSearches';

// Saved searches on either engine (SQLite, or PostgreSQL with TEST_POSTGRES_URL). The HTTP side is in
// routes/savedSearches.test.ts.

let database: TestDatabase;
let db: Db;
let alex: Candidate;
const company: Domain = { id: 'saved.test', name: 'Saved', settings: demoCompanySettings() };

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, company.id, company.settings);
  alex = await addCandidate(db, company.id, 'alex@saved.test');
});
afterAll(() => database.close());

const save = (who: Candidate, query: string, filters: Record<string, string[]> = {}) => createSavedSearch(db, company, who, { query, location: '', filters });

test('saving the same search twice answers the first; list, metadata and delete agree', async () => {
  const first = await save(alex, 'Data  Engineer', { department: ['Data'] });
  expect(first).toMatchObject({ created: true, search: { query: 'Data Engineer', filters: { department: ['Data'] } } });
  expect(await save(alex, 'data engineer', { Department: ['Data'] })).toEqual({ search: first.search, created: false });
  const second = await save(alex, 'designer');
  expect((await listSavedSearches(db, alex)).map((s) => s.id)).toEqual([second.search.id, first.search.id]);
  expect(await savedSearchMetadata(db, company, alex, { query: 'DATA engineer', location: '', filters: { department: ['Data'] } })).toEqual({
    enabled: true, isSaved: true, id: first.search.id,
  });
  await deleteSavedSearch(db, alex, first.search.id);
  await expect(deleteSavedSearch(db, alex, first.search.id)).rejects.toThrow('Saved search not found.');
  expect(await savedSearchMetadata(db, company, alex, { query: 'data engineer', location: '', filters: { department: ['Data'] } })).toMatchObject({ isSaved: false });
});

test('control characters are dropped from what is stored (PostgreSQL refuses NUL in text)', async () => {
  const { search } = await save(alex, 'night\u0000 nurse\u0007');
  expect(search.query).toBe('night nurse');
  expect((await listSavedSearches(db, alex)).find((s) => s.id === search.id)?.query).toBe('night nurse');
});

test(`saves at once when one place is left: never more than ${MAX_SAVED_SEARCHES}`, async () => {
  const kim = await addCandidate(db, company.id, 'kim@saved.test');
  for (let i = 0; i < MAX_SAVED_SEARCHES - 1; i++) await save(kim, `search ${i}`);
  // As from several server instances: each save on a connection of its own (PostgreSQL), all at once.
  const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => save(kim, `one more ${i}`)));
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  expect(await listSavedSearches(db, kim)).toHaveLength(MAX_SAVED_SEARCHES);
});
