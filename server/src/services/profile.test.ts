import { openDatabase, type Db } from '../db/database';
import { addCandidate, addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { getCandidate, type Candidate } from './candidates';
import { markOnboarded } from './profile';

let database: TestDatabase;
let db: Db;
let sam: Candidate;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, 'demo.test');
  sam = (await getCandidate(db, 'demo.test', await addCandidate(db, 'demo.test', 'sam@demo.test'))) as Candidate;
});
afterEach(() => database.close());

const assigned = async () =>
  (await db.selectFrom('notifications').select('message').where('candidate_id', '=', sam.id).execute()).map((row) => row.message);

test('onboarding posted several times at once (two tabs, two instances) assigns the onboarding forms once', async () => {
  // On PostgreSQL half of the posts go through a pool of their own, as from another instance.
  const other = testEngine === 'postgres' ? openDatabase({ engine: 'postgres', url: database.url, poolSize: 4 }).db : db;
  try {
    await Promise.all(Array.from({ length: 8 }, (_, n) => markOnboarded(n % 2 ? other : db, sam)));
  } finally {
    if (other !== db) await other.destroy();
  }
  expect(await assigned()).toEqual(['New form to complete: Onboarding forms.']);
  expect((await getCandidate(db, 'demo.test', sam.id))?.isOnboarded).toBe(true);
});
