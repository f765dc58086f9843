import { sql } from 'kysely';
import { addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { reusableQuery } from './reusableQuery';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany(database.db, 'a.test');
  await addCompany(database.db, 'b.test');
});
afterAll(() => database.close());

const namesBetween = reusableQuery((db, p: { from: string; to: string }) =>
  db.selectFrom('domains').select(['id']).where('id', '>=', p.from).where('id', '<=', p.to).where('id', 'like', '%.test').orderBy('id'),
);

test('each call runs the one compiled query with its own values, in their places', async () => {
  expect(await namesBetween(database.db, { from: 'a', to: 'b' })).toEqual([{ id: 'a.test' }]);
  expect(await namesBetween(database.db, { from: 'a', to: 'c' })).toEqual([{ id: 'a.test' }, { id: 'b.test' }]);
  // Values written into the query (the LIKE pattern) stay as they were; only the slots change.
  expect(await namesBetween(database.db, { from: 'b', to: 'c' })).toEqual([{ id: 'b.test' }]);
});

test('it runs inside a transaction too, and sees the transaction\'s own writes', async () => {
  await database.db.transaction().execute(async (trx) => {
    await addCompany(trx, 'c.test');
    expect(await namesBetween(trx, { from: 'c', to: 'd' })).toEqual([{ id: 'c.test' }]);
  });
});

// PostgreSQL parses and plans a named statement once per connection, an unnamed one on every call.
(testEngine === 'postgres' ? test : test.skip)('on PostgreSQL it runs as a statement each connection prepares once', async () => {
  await database.db.transaction().execute(async (trx) => {
    expect(await namesBetween(trx, { from: 'a', to: 'b' })).toEqual([{ id: 'a.test' }]);
    expect(await namesBetween(trx, { from: 'b', to: 'c' })).toEqual([{ id: 'b.test' }]);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx);
    expect(rows.filter((row) => row.statement.includes(`like '%.test'`) || row.statement.includes(`like $`))).toHaveLength(1);
  });
});
