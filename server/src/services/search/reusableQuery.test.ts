import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import { reusableQuery } from './reusableQuery';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db
    .insertInto('domains')
    .values(['a.test', 'b.test', 'c.test'].map((id, i) => ({ id, name: `Company ${i}`, config_json: '{}', created_at: `2026-01-0${i + 1}` })))
    .execute();
});
afterAll(() => database.close());

test('a query compiled once answers for every later value of its parameters', async () => {
  const named = reusableQuery((d: Db, id: string, name: string) => d.selectFrom('domains').select('id').where('id', '=', id).where('name', '=', name));
  expect(await named(db, 'a.test', 'Company 0')).toEqual([{ id: 'a.test' }]);
  expect(await named(db, 'b.test', 'Company 1')).toEqual([{ id: 'b.test' }]);
  expect(await named(db, 'b.test', 'Company 0')).toEqual([]);
});

test('IN lists of another length are another shape', async () => {
  const among = reusableQuery(
    (d: Db, ids: string[]) => d.selectFrom('domains').select('id').where('id', 'in', ids).orderBy('id'),
    (ids) => ids.length,
  );
  expect(await among(db, ['c.test', 'a.test'])).toEqual([{ id: 'a.test' }, { id: 'c.test' }]);
  expect(await among(db, ['b.test'])).toEqual([{ id: 'b.test' }]);
  expect(await among(db, ['b.test', 'c.test'])).toEqual([{ id: 'b.test' }, { id: 'c.test' }]);
});

test('a query binding values of its own is compiled on each call, never run with the wrong ones', async () => {
  const since = reusableQuery((d: Db, day: string) =>
    d.selectFrom('domains').select('id').where('created_at', '>=', day).where(sql<boolean>`${'x'} = ${'x'}`).orderBy('id'),
  );
  expect(await since(db, '2026-01-02')).toEqual([{ id: 'b.test' }, { id: 'c.test' }]);
  expect(await since(db, '2026-01-03')).toEqual([{ id: 'c.test' }]);
});

// PostgreSQL parses and plans a named statement once per connection, an unnamed one on every call.
(testEngine === 'postgres' ? test : test.skip)('on PostgreSQL each shape runs as a statement each connection prepares once', async () => {
  const among = reusableQuery(
    (d: Db, ids: string[]) => d.selectFrom('domains').select('id').where('id', 'in', ids).where('name', 'is not', null).orderBy('id'),
    (ids) => ids.length,
  );
  await db.transaction().execute(async (trx) => {
    expect(await among(trx, ['a.test'])).toEqual([{ id: 'a.test' }]);
    expect(await among(trx, ['c.test'])).toEqual([{ id: 'c.test' }]);
    expect(await among(trx, ['b.test', 'c.test'])).toEqual([{ id: 'b.test' }, { id: 'c.test' }]);
    const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx);
    expect(rows.filter((row) => row.statement.includes('"name" is not null')).map((row) => row.statement.split('$').length - 1).sort()).toEqual([1, 2]);
  });
});
