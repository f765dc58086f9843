import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from './database';

// Two processes writing one SQLite file (the server and `pnpm positions:import`): a transaction that
// reads before it writes must not be refused because the other one committed in between. The other
// writer here is a second connection in this process with busy_timeout 0, so it is told 'busy' at
// once where a real second process would wait its busy_timeout.

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-sqlite-writers-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a transaction that read first still commits when another connection wants to write meanwhile: the other one waits', async () => {
  const file = path.join(dir, 'two-writers.sqlite');
  const open = openDatabase({ engine: 'sqlite', path: file });
  await sql`CREATE TABLE counts (name TEXT PRIMARY KEY, n INTEGER NOT NULL)`.execute(open.db);
  await sql`INSERT INTO counts VALUES ('imports', 0), ('other', 0)`.execute(open.db);
  const other = new BetterSqlite3(file);
  other.pragma('busy_timeout = 0');
  let otherWrote: 'wrote' | 'told to wait' = 'wrote';
  try {
    await open.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`SELECT n FROM counts WHERE name = 'imports'`.execute(trx);
      try {
        other.prepare(`UPDATE counts SET n = n + 1 WHERE name = 'other'`).run();
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
        otherWrote = 'told to wait';
      }
      await sql`UPDATE counts SET n = ${(rows[0]?.n ?? 0) + 1} WHERE name = 'imports'`.execute(trx);
    });
    expect(otherWrote).toBe('told to wait');
    // Its turn comes after the commit.
    other.prepare(`UPDATE counts SET n = n + 1 WHERE name = 'other'`).run();
    expect(other.prepare('SELECT name, n FROM counts ORDER BY name').all()).toEqual([
      { name: 'imports', n: 1 },
      { name: 'other', n: 1 },
    ]);
  } finally {
    other.close();
    await open.close();
  }
});
