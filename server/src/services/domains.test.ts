import { execFileSync } from 'node:child_process';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { addCompany } from '../testing/fixtures';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { getDomain, readDomain, type Domain } from './domains';
import { importPositions } from './positionsImport/importPositions';

// readDomain keeps a company on SQLite while nothing changed (db/sqliteChangeMarker.ts): every way
// this process writes must show in the next read; a commit of another connection or process from the
// next turn of the event loop on (every request arriving after it). On PostgreSQL it reads every time.

let database: TestDatabase;
const ID = 'keep.test';
const config = loadConfig({ LOG_LEVEL: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  await addCompany(database.db, ID);
});
afterAll(async () => {
  await database.close();
});

const sqliteOnly = testEngine === 'sqlite' ? test : test.skip;
/** The next turn of the event loop: where the next request arriving on a socket is handled. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const nameNow = async () => (await readDomain(database.db, ID))?.domain.name;
const versionNow = async () => (await readDomain(database.db, ID))?.searchVersion;

/** How many statements `work` sends through Kysely. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(database.db.getExecutor(), 'executeQuery');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

test('a company read again with nothing changed costs no statement on SQLite (one on PostgreSQL)', async () => {
  await readDomain(database.db, ID);
  expect(await statementsOf(() => readDomain(database.db, ID))).toBe(testEngine === 'sqlite' ? 0 : 1);
  // Ids of no company are read every time: any request can name one, so they are not kept.
  expect(await statementsOf(() => readDomain(database.db, 'nobody.test'))).toBe(1);
  expect(await readDomain(database.db, 'nobody.test')).toBeNull();
});

test('a change through Kysely shows in the next read', async () => {
  await nameNow();
  await database.db.updateTable('domains').set({ name: 'Through Kysely' }).where('id', '=', ID).execute();
  expect(await nameNow()).toBe('Through Kysely');
  const config = (await getDomain(database.db, ID)) as Domain;
  const changed = { ...config.settings, configs: { ...config.settings.configs, pcsxConfig: { ...config.settings.configs.pcsxConfig, marker: 'new' } } };
  await database.db.updateTable('domains').set({ config_json: JSON.stringify(changed) }).where('id', '=', ID).execute();
  expect((await getDomain(database.db, ID))?.settings.configs.pcsxConfig).toMatchObject({ marker: 'new' });
});

test('a change through raw SQL shows in the next read', async () => {
  await nameNow();
  await sql`UPDATE domains SET name = ${'Through raw SQL'} WHERE id = ${ID}`.execute(database.db);
  expect(await nameNow()).toBe('Through raw SQL');
  if (database.sqlite) {
    database.sqlite.prepare('UPDATE domains SET name = ? WHERE id = ?').run('Through the handle', ID);
    expect(await nameNow()).toBe('Through the handle');
  }
});

test('a positions import grows the search version (by trigger) and the next read has it', async () => {
  const before = (await versionNow()) as number;
  const domain = (await getDomain(database.db, ID)) as Domain;
  const file = 'external_id,title,department,description,employment_type,city,country,lat,lng\nK-1,Fjord Pilot,Engineering,About it.,FULL_TIME,Oslo,NO,59.9139,10.7522';
  await importPositions({ db: database.db, config, now: () => Date.now() }, domain, file);
  const after = (await versionNow()) as number;
  expect(after).toBeGreaterThan(before);
  await database.db.updateTable('positions').set({ title: 'Fjord Captain' }).where('external_id', '=', 'K-1').execute();
  expect(await versionNow()).toBeGreaterThan(after);
});

test('inside a transaction the company is read as the transaction sees it; outside, as committed', async () => {
  await database.db.updateTable('domains').set({ name: 'Before' }).where('id', '=', ID).execute();
  expect(await nameNow()).toBe('Before');
  let outside: Promise<string | undefined> = Promise.resolve(undefined);
  await database.db.transaction().execute(async (trx) => {
    await trx.updateTable('domains').set({ name: 'Committed' }).where('id', '=', ID).execute();
    expect((await readDomain(trx, ID))?.domain.name).toBe('Committed');
    // Another request meanwhile: it must not be handed the name it had before this change.
    outside = nameNow();
  });
  // SQLite: the change is counted before it commits, so the read waits for the one connection. PostgreSQL reads beside it.
  if (testEngine === 'sqlite') expect(await outside).toBe('Committed');
  else await outside;

  const rolledBack = database.db.transaction().execute(async (trx) => {
    await trx.updateTable('domains').set({ name: 'Rolled back' }).where('id', '=', ID).execute();
    outside = nameNow();
    throw new Error('undo');
  });
  await expect(rolledBack).rejects.toThrow('undo');
  expect(await outside).toBe('Committed');
  expect(await nameNow()).toBe('Committed');
});

sqliteOnly('a commit by another connection in this process shows in the next turn\'s read', async () => {
  const file = database.url.replace(/^sqlite:/, '');
  await nameNow();
  const other = openDatabase({ engine: 'sqlite', path: file });
  try {
    await other.db.updateTable('domains').set({ name: 'Second connection' }).where('id', '=', ID).execute();
    await nextTurn();
    expect(await nameNow()).toBe('Second connection');
    // Only a trigger's table changed (search_version), as a seed of positions does.
    const before = (await versionNow()) as number;
    other.sqlite?.prepare('UPDATE search_version SET version = version + 1 WHERE domain = ?').run(ID);
    await nextTurn();
    expect(await versionNow()).toBe(before + 1);
  } finally {
    await other.close();
  }
});

sqliteOnly('a commit by another process (a CLI, a second server) shows in the next turn\'s read', async () => {
  const file = database.url.replace(/^sqlite:/, '');
  await nameNow();
  const script = `const D = require('better-sqlite3'); const d = new D(process.argv[1]); d.pragma('busy_timeout = 5000'); d.prepare('UPDATE domains SET name = ? WHERE id = ?').run('Other process', process.argv[2]); d.close();`;
  execFileSync(process.execPath, ['-e', script, file, ID], { cwd: __dirname });
  await nextTurn();
  expect(await nameNow()).toBe('Other process');
});

sqliteOnly('the file\'s commit counter (three system calls) is read once per turn of the event loop, however many requests the turn handles', async () => {
  const file = database.url.replace(/^sqlite:/, '');
  let counterReads = 0;
  const prepare = BetterSqlite3.prototype.prepare;
  const spy = jest.spyOn(BetterSqlite3.prototype, 'prepare').mockImplementation(function (this: BetterSqlite3.Database, text: string) {
    const statement = prepare.call(this, text);
    if (/data_version/.test(text)) {
      const get = statement.get.bind(statement) as () => unknown;
      statement.get = (() => {
        counterReads++;
        return get();
      }) as typeof statement.get;
    }
    return statement;
  });
  const open = openDatabase({ engine: 'sqlite', path: file });
  spy.mockRestore();
  try {
    const names = await Promise.all(Array.from({ length: 32 }, async () => (await readDomain(open.db, ID))?.domain.name));
    expect(new Set(names).size).toBe(1);
    expect(counterReads).toBe(1);
    await nextTurn();
    await readDomain(open.db, ID);
    expect(counterReads).toBe(2);
    // A write of this connection is seen at once, in the same turn (total_changes, no system call).
    await open.db.updateTable('domains').set({ name: 'Same turn' }).where('id', '=', ID).execute();
    expect((await readDomain(open.db, ID))?.domain.name).toBe('Same turn');
  } finally {
    await open.close();
  }
});

sqliteOnly('a write racing the read (after the marker, before or after the row) is seen by the calls of the next turn', async () => {
  const file = database.url.replace(/^sqlite:/, '');
  const other = new BetterSqlite3(file);
  other.pragma('busy_timeout = 5000');
  const executor = database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  try {
    for (const when of ['before', 'after'] as const) {
      await sql`UPDATE domains SET name = ${'Race'} WHERE id = ${ID}`.execute(database.db);
      const name = `Raced ${when}`;
      const spy = jest.spyOn(executor, 'executeQuery').mockImplementation(async (query, ...rest) => {
        if (when === 'before') other.prepare('UPDATE domains SET name = ? WHERE id = ?').run(name, ID);
        const result = await execute(query, ...rest);
        if (when === 'after') other.prepare('UPDATE domains SET name = ? WHERE id = ?').run(name, ID);
        return result;
      });
      try {
        await nameNow();
      } finally {
        spy.mockRestore();
      }
      await nextTurn();
      expect(await nameNow()).toBe(name);
    }
  } finally {
    other.close();
  }
});

test('requests arriving together share one company read, and none gets a company older than its request', async () => {
  await database.db.updateTable('domains').set({ name: 'Old' }).where('id', '=', ID).execute();
  const executor = database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reads = 0;
  let firstReadDone!: () => void;
  const firstRead = new Promise<void>((resolve) => {
    firstReadDone = resolve;
  });
  const spy = jest.spyOn(executor, 'executeQuery').mockImplementation(async (query, ...rest) => {
    const isRead = query.query.kind === 'SelectQueryNode';
    if (isRead) reads++;
    const read = reads;
    const result = await execute(query, ...rest);
    // The first read has its row (the old name) but is held in flight while the name changes.
    if (isRead && read === 1) {
      firstReadDone();
      await gate;
    }
    return result;
  });
  try {
    const first = nameNow();
    // Until the first read has its row: on PostgreSQL a round trip, which one turn of the event loop did not
    // always cover (a loaded CI run read the new name).
    await firstRead;
    await database.db.updateTable('domains').set({ name: 'New' }).where('id', '=', ID).execute();
    const later = Array.from({ length: 31 }, () => nameNow());
    release();
    expect(await first).toBe('Old');
    // Every request made after the change has it, though a read was in flight when they arrived.
    expect(await Promise.all(later)).toEqual(Array(31).fill('New'));
    // PostgreSQL: the 31 shared one read after the one in flight. SQLite: the change marker made them read (kept once read).
    if (testEngine !== 'sqlite') expect(reads).toBe(2);
  } finally {
    spy.mockRestore();
  }
});
