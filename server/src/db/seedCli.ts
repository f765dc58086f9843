import '../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { listTables } from './copy/tableShapes';
import { deleteSqliteFiles, openDatabase, type DatabaseTarget, type Db, type OpenDatabase } from './database';
import { otherThanDemo, type OtherThanDemo } from './demo/otherThanDemo';
import { MIN_DEMO_POSITIONS, seedDemoData } from './demo/seedDemo';
import { migrate } from './migrate';
import { createProgressBar, type ProgressStream } from './progressBar';
import { sqliteUsers } from './sqliteInUse';
import { targetLabel } from './targetLabel';

const USAGE = `Usage: node server/dist/server/src/db/seedCli.js [--positions N] [--data-dir DIR] [--seed N] [--fresh=NAME]

Fills the database (DATABASE_URL, else the SQLite file in DATA_DIR) with demo data: N positions, the
demo company and its two candidates. An SQLite file is replaced; a PostgreSQL database is emptied first.
A database that holds anything besides the demo (other companies, candidate accounts) is left alone
unless --fresh=NAME names it. Nothing is deleted while a server uses the database (PostgreSQL: other
connections to it; SQLite: a running server's marker file beside it).
  --positions N   number of positions (default DEMO_POSITIONS, 5000; at least ${MIN_DEMO_POSITIONS})
  --data-dir DIR  folder of the SQLite file (default DATA_DIR)
  --seed N        seed of the generator (default DEMO_SEED, 42)
  --fresh=NAME    delete everything in the database first, whatever it holds; NAME is the database's
                  name, to confirm which one: the PostgreSQL database name (from DATABASE_URL), or the
                  SQLite file's name (careers.sqlite)
`;

/** How the seed CLI's own PostgreSQL connection appears in `pg_stat_activity`. */
const APPLICATION_NAME = 'careers-seed';

export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
}

/** Runs the seed CLI; returns the process exit code. */
export async function runSeedCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = process): Promise<number> {
  let args;
  try {
    args = parseArgs({
      // A bare --fresh reaches the name check below, which says which name to give (parseArgs would only say a value is missing).
      args: argv.map((arg) => (arg === '--fresh' ? '--fresh=' : arg)),
      options: {
        positions: { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        fresh: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  try {
    for (const flag of ['positions', 'seed'] as const) {
      const value = args[flag];
      if (value !== undefined && !/^\d+$/.test(value)) throw new ConfigError(`--${flag} must be a whole number (got "${value}").`);
    }
    const config = loadConfig({
      ...env,
      ...(args['data-dir'] ? { DATA_DIR: args['data-dir'] } : {}),
      ...(args.positions ? { DEMO_POSITIONS: args.positions } : {}),
      ...(args.seed ? { DEMO_SEED: args.seed } : {}),
    });
    if (config.demoPositions < MIN_DEMO_POSITIONS) {
      throw new ConfigError(`--positions must be at least ${MIN_DEMO_POSITIONS}.`);
    }
    const started = performance.now();
    const target = config.database;
    const where = targetLabel(target);
    await clearTarget(target, where, args.fresh, io);
    const database = openDatabase(target);
    try {
      await migrate(database);
      const summary = await seedDemoData(database.db, {
        positions: config.demoPositions,
        seed: config.demoSeed,
        onProgress: createProgressBar(io.stderr, 'Positions'),
      });
      if (!summary) throw new ConfigError(`${where} was filled by another process while this one was seeding it.`);
      // The demo as one file, without a write-ahead log beside it (copied or shipped as is).
      database.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      io.stdout.write(
        `Seeded ${summary.positions.toLocaleString('en-US')} positions (${summary.archived} archived) and ` +
          `${summary.candidates} demo candidates into ${where} in ${seconds} s.\n`,
      );
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    return 1;
  }
}

/**
 * Makes room for the demo: deletes the SQLite file, or empties every table of the PostgreSQL
 * database (identities restarted, so ids are those of a fresh database). Refuses, changing nothing,
 * when the database holds more than the demo and `fresh` does not name it: the seed CLI pointed at a
 * company's database by mistake must not wipe it. Never empties a PostgreSQL database that holds
 * tables of something else, nor a database a running server uses. Says what it deletes before deleting it.
 */
async function clearTarget(target: DatabaseTarget, where: string, fresh: string | undefined, io: CliIo): Promise<void> {
  const missing = target.engine === 'sqlite' && !fs.existsSync(target.path);
  let existing: OpenDatabase | null = null;
  let other: OtherThanDemo | null = null;
  try {
    // One connection on PostgreSQL: every other one in pg_stat_activity belongs to someone else.
    if (!missing) existing = openDatabase(target.engine === 'postgres' ? { ...target, poolSize: 1 } : target, { applicationName: APPLICATION_NAME });
    if (existing) other = await otherThanDemo(existing.db);
  } catch (error) {
    if (target.engine === 'postgres') {
      await existing?.close();
      throw error;
    }
    other = { foreign: true, text: `a file that is not a database this product can read (${(error as Error).message})` };
  }
  try {
    const name = target.engine === 'sqlite' ? path.basename(target.path) : await currentDatabase(existing!.db);
    if (fresh !== undefined) confirmName(fresh, name, where);
    if (missing) return;
    if (other && (fresh === undefined || (other.foreign && target.engine === 'postgres'))) {
      const hint = other.foreign && target.engine === 'postgres'
        ? 'Give the demo a database of its own.'
        : `To delete everything in it and seed the demo, run again with --fresh=${name}.`;
      throw new ConfigError(`${where} holds ${other.text}: nothing was changed. ${hint}`);
    }
    if (target.engine === 'sqlite') refuseWhileServed(sqliteUsersText(target.path), where);
    else refuseWhileServed(await otherConnectionsText(existing!.db), where);
    const because = other ? ` (--fresh: it holds ${other.text})` : ' (it holds the demo at most)';
    if (target.engine === 'sqlite') {
      io.stderr.write(`Replacing ${where}${because}…\n`);
    } else if (existing) {
      const tables = await listTables(existing.db);
      if (tables.length > 0) {
        io.stderr.write(`Emptying every table of ${where}${because}…\n`);
        await sql`TRUNCATE ${sql.join(tables.map((t) => sql.table(t)))} RESTART IDENTITY CASCADE`.execute(existing.db);
      }
    }
  } finally {
    await existing?.close();
  }
  if (target.engine === 'sqlite') deleteSqliteFiles(target.path);
}

/** --fresh deletes whatever the database holds: the user types its name, so a wrong DATABASE_URL or DATA_DIR stops here. */
function confirmName(given: string, name: string, where: string): void {
  if (given === name) return;
  const asked = given === '' ? `--fresh deletes everything in ${where}.` : `--fresh=${given} does not name ${where}.`;
  throw new ConfigError(`${asked} To confirm, give the database's name: --fresh=${name}. Nothing was changed.`);
}

function refuseWhileServed(users: { who: string; hint?: string } | null, where: string): void {
  if (!users) return;
  throw new ConfigError(`${where} is in use by ${users.who}: nothing was changed. Stop the servers using it, then run again.${users.hint ? ` ${users.hint}` : ''}`);
}

async function currentDatabase(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
  return rows[0]!.name;
}

/** The other connections to this PostgreSQL database, grouped by application name and address; null when there are none. */
async function otherConnectionsText(db: Db): Promise<{ who: string } | null> {
  const { rows } = await sql<{ application: string; address: string | null; socket: boolean; n: number }>`
    SELECT application_name AS application, host(client_addr) AS address, client_port = -1 AS socket, COUNT(*) AS n
    FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
    GROUP BY 1, 2, 3 ORDER BY 4 DESC, 1, 2`.execute(db);
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, row) => sum + row.n, 0);
  const groups = rows.map((row) => {
    // client_addr is empty for a local socket, and for every address when this role may not see other roles' details.
    const from = row.address ?? (row.socket ? 'a local socket' : 'an address this role may not see');
    return `${row.application || 'a client without application_name'} from ${from}${row.n > 1 ? ` ×${row.n}` : ''}`;
  });
  return { who: `${total} other connection${total === 1 ? '' : 's'} (${groups.join(', ')})` };
}

/** The running servers that use this SQLite file, by their marker files; null when there are none. */
function sqliteUsersText(file: string): { who: string; hint: string } | null {
  const users = sqliteUsers(file);
  if (users.length === 0) return null;
  const who = users.map((user) => `pid ${user.pid} on ${user.host}, started ${user.startedAt}`).join('; ');
  const markers = users.map((user) => user.marker).join(' and ');
  return {
    who: `${users.length === 1 ? 'a running server' : `${users.length} running servers`} (${who})`,
    hint: `If none is running any more, delete ${markers}.`,
  };
}

if (require.main === module) {
  void runSeedCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
