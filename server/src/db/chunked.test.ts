import { chunked, chunkedRows, columnsOf, inChunks, itemsPerStatement, MAX_PARAMETERS } from './chunked';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

test('the bound is under both engines\' limits, and pieces stay under it', () => {
  expect(MAX_PARAMETERS).toBeLessThan(32_766);
  expect(itemsPerStatement(1)).toBe(30_000);
  expect(itemsPerStatement(4)).toBe(7_500);
  expect(itemsPerStatement(0)).toBe(30_000);
  expect(itemsPerStatement(100_000)).toBe(1);
  const ids = Array.from({ length: 70_001 }, (_, i) => i);
  const pieces = chunked(ids);
  expect(pieces.map((p) => p.length)).toEqual([30_000, 30_000, 10_001]);
  expect(pieces.flat()).toEqual(ids);
  expect(chunked([])).toEqual([]);
});

test('rows are split by their columns, counting every column any row names', () => {
  const rows = Array.from({ length: 20_000 }, (_, i) => (i === 5 ? { a: i, b: i, c: i, d: i, e: i } : { a: i, b: i, c: i, d: i }));
  expect(columnsOf(rows)).toBe(5);
  expect(chunkedRows(rows).map((p) => p.length)).toEqual([6_000, 6_000, 6_000, 2_000]);
});

describe('on the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  test('a list of 70,000 ids, and 20,000 rows of four columns, go through in pieces', async () => {
    const db = database.db;
    await db.insertInto('domains').values({ id: 'chunk.test', name: 'Chunk', config_json: '{}', created_at: '2026-01-01T00:00:00.000Z' }).execute();
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ domain: 'chunk.test', name: `Team ${i}`, hiring_manager: `m${i}` }));
    await db.transaction().execute(async (trx) => {
      for (const piece of chunkedRows(rows)) await trx.insertInto('departments').values(piece).execute();
    });
    const names = [...rows.map((r) => r.name), ...Array.from({ length: 50_000 }, (_, i) => `none ${i}`)];
    const found = await inChunks(names, (piece) => db.selectFrom('departments').select('name').where('domain', '=', 'chunk.test').where('name', 'in', piece).execute());
    expect(found).toHaveLength(20_000);
  });
});
