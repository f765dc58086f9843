import { createTestDatabase, testEngine } from '../testing/testDatabase';
import { listTables } from './copy/tableShapes';
import { productTables } from './productTables';

test(`the tables read from the migration scripts are the tables a migrated ${testEngine} database has`, async () => {
  const database = await createTestDatabase();
  try {
    const expected = [...productTables(testEngine)].filter((t) => !t.startsWith('positions_fts')).sort();
    expect(await listTables(database.db)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['domains', 'positions', 'form_files', 'login_devices']));
    expect(expected).not.toContain('form_files_next');
  } finally {
    await database.close();
  }
});
