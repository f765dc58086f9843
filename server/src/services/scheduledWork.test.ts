import { sql } from 'kysely';
import { openDatabase, type OpenDatabase } from '../db/database';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/testDatabase';
import { runOncePerCluster, withClusterLock } from './scheduledWork';

// Two "instances" are two connection pools on one database, as two server processes would have.

let database: TestDatabase;
let other: OpenDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  other = openDatabase(database.engine === 'postgres' ? { engine: 'postgres', url: database.url, poolSize: 2 } : { engine: 'sqlite', path: database.url.slice('sqlite:'.length) });
});
afterEach(async () => {
  await other.close();
  await database.close();
});

/** A promise and the function that settles it: lets a test hold work open while another instance tries. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const HOUR = 3_600_000;

async function waitingAdvisoryLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(database.db);
  return Number(rows[0]?.n);
}

(testEngine === 'postgres' ? describe : describe.skip)('on PostgreSQL', () => {
  test('two instances calling at the same time: the work runs once', async () => {
    let runs = 0;
    const release = gate();
    const work = async () => {
      runs += 1;
      await release.opened;
    };
    const first = runOncePerCluster(database.db, 'job', HOUR, work);
    const second = runOncePerCluster(other.db, 'job', HOUR, work);
    // The one that lost gives up at once, while the winner is still working.
    const settled = await Promise.race([second.then((ran) => ['second', ran] as const), first.then((ran) => ['first', ran] as const)]);
    expect(settled[1]).toBe(false);
    release.open();
    const results = [await first, await second];
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  test('once done, it does not run again within the period on any instance, and runs after it', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    expect(await runOncePerCluster(database.db, 'job', HOUR, work)).toBe(true);
    expect(await runOncePerCluster(other.db, 'job', HOUR, work)).toBe(false);
    expect(await runOncePerCluster(database.db, 'job', HOUR, work)).toBe(false);
    // Other work has a period of its own.
    expect(await runOncePerCluster(other.db, 'other job', HOUR, work)).toBe(true);
    // An hour later (the recorded start moved back), the next call runs it.
    await database.db.updateTable('scheduled_work').set({ last_started_at: Date.now() - HOUR - 1000 }).where('name', '=', 'job').execute();
    expect(await runOncePerCluster(other.db, 'job', HOUR, work)).toBe(true);
    expect(runs).toBe(3);
  });

  test('work that fails is not recorded: the next call tries again', async () => {
    await expect(runOncePerCluster(database.db, 'job', HOUR, async () => {
      throw new Error('disk full');
    })).rejects.toThrow('disk full');
    expect(await runOncePerCluster(other.db, 'job', HOUR, async () => {})).toBe(true);
  });

  test('withClusterLock: the second instance waits for the first, then runs', async () => {
    const events: string[] = [];
    const release = gate();
    const first = withClusterLock(database.db, 'seed', async () => {
      events.push('first starts');
      await release.opened;
      events.push('first ends');
      return 1;
    });
    // Let the first take the lock before the second asks for it.
    while (!events.length) await new Promise((resolve) => setImmediate(resolve));
    const second = withClusterLock(other.db, 'seed', async () => {
      events.push('second runs');
      return 2;
    });
    // Wait (bounded) until PostgreSQL shows the second one waiting for the advisory lock the first holds.
    for (let i = 0; i < 100 && (await waitingAdvisoryLocks()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await waitingAdvisoryLocks()).toBe(1);
    expect(events).toEqual(['first starts']);
    release.open();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });
});

(testEngine === 'sqlite' ? describe : describe.skip)('on SQLite (one process)', () => {
  test('the work runs on every call: the process is the whole site', async () => {
    let runs = 0;
    for (let i = 0; i < 2; i++) expect(await runOncePerCluster(database.db, 'job', HOUR, async () => void (runs += 1))).toBe(true);
    expect(await withClusterLock(database.db, 'seed', async () => 'done')).toBe('done');
    expect(runs).toBe(2);
  });
});
