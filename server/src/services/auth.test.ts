import { openDatabase, type Db } from '../db/database';
import { addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { signUp } from './auth';
import { getDomain, type Domain } from './domains';

let database: TestDatabase;
let db: Db;
let company: Domain;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  await addCompany(db, 'demo.test');
  company = (await getDomain(db, 'demo.test')) as Domain;
});
afterEach(() => database.close());

test('two sign-ups for one address at once: one account (with its welcome), the other is told it exists', async () => {
  // On PostgreSQL the second comes through a pool of its own, as from another instance.
  const other = testEngine === 'postgres' ? openDatabase({ engine: 'postgres', url: database.url, poolSize: 2 }).db : db;
  const input = (firstName: string) => ({ email: 'Twice@Example.com', password: 'plum-kettle-42', firstName, lastName: 'Park' });
  try {
    const outcomes = await Promise.allSettled([signUp(db, company, input('Robin')), signUp(other, company, input('Robyn'))]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused?.reason).toMatchObject({ kind: 'conflict', code: 'account_exists', message: 'An account with this email already exists.' });
  } finally {
    if (other !== db) await other.destroy();
  }
  const accounts = await db.selectFrom('candidates').select(['id', 'email']).execute();
  expect(accounts.map((a) => a.email)).toEqual(['twice@example.com']);
  const welcomes = await db.selectFrom('notifications').select('category_title').where('candidate_id', '=', accounts[0]!.id).execute();
  expect(welcomes).toEqual([{ category_title: 'Welcome' }]);
});
