import { addCompany } from '../testing/fixtures';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { reusableQuery } from './reusableQuery';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany(database.db, 'a.test');
  await addCompany(database.db, 'b.test');
});
afterAll(() => database.close());

const namesBetween = reusableQuery((db, p: { from: string; to: string }) =>
  db.selectFrom('domains').select(['id', 'name']).where('id', '>=', p.from).where('id', '<=', p.to).where('name', 'like', 'Company %').orderBy('id'),
);

test('each call runs the one compiled query with its own values, in their places', async () => {
  expect(await namesBetween(database.db, { from: 'a', to: 'b' })).toEqual([{ id: 'a.test', name: 'Company a.test' }]);
  expect(await namesBetween(database.db, { from: 'a', to: 'c' })).toEqual([
    { id: 'a.test', name: 'Company a.test' },
    { id: 'b.test', name: 'Company b.test' },
  ]);
  // Values written into the query (the LIKE pattern) stay as they were; only the slots change.
  expect(await namesBetween(database.db, { from: 'b', to: 'c' })).toEqual([{ id: 'b.test', name: 'Company b.test' }]);
});

test('it runs inside a transaction too, and sees the transaction\'s own writes', async () => {
  await database.db.transaction().execute(async (trx) => {
    await addCompany(trx, 'c.test');
    expect(await namesBetween(trx, { from: 'c', to: 'd' })).toEqual([{ id: 'c.test', name: 'Company c.test' }]);
  });
});
