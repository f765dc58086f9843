import '../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { listTables } from './copy/tableShapes';
import { deleteSqliteFiles, openDatabase, type DatabaseTarget, type OpenDatabase } from './database';
import { otherThanDemo, type OtherThanDemo } from './demo/otherThanDemo';
import { MIN_DEMO_POSITIONS, seedDemoData } from './demo/seedDemo';
import { migrate } from './migrate';
import { createProgressBar, type ProgressStream } from './progressBar';
import { targetLabel } from './targetLabel';

const USAGE = `Usage: node server/dist/server/src/db/seedCli.js [--positions N] [--data-dir DIR] [--seed N] [--fresh]

Fills the database (DATABASE_URL, else the SQLite file in DATA_DIR) with demo data: N positions, the
demo company and its two candidates. An SQLite file is replaced; a PostgreSQL database is emptied first.
A database that holds anything besides the demo (other companies, candidate accounts) is left alone
unless --fresh is given.
  --positions N   number of positions (default DEMO_POSITIONS, 5000; at least ${MIN_DEMO_POSITIONS})
  --data-dir DIR  folder of the SQLite file (default DATA_DIR)
  --seed N        seed of the generator (default DEMO_SEED, 42)
  --fresh         delete everything in the database first, whatever it holds
`;

export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
}

/** Runs the seed CLI; returns the process exit code. */
export async function runSeedCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = process): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        positions: { type: 'string' },
        'data-dir': { type: 'string' },
        seed: { type: 'string' },
        fresh: { type: 'boolean' },
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
    await clearTarget(target, where, args.fresh === true, io);
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
 * when the database holds more than the demo and `fresh` was not given: the seed CLI pointed at a
 * company's database by mistake must not wipe it. Never empties a PostgreSQL database that holds
 * tables of something else. Says what it deletes before deleting it.
 */
async function clearTarget(target: DatabaseTarget, where: string, fresh: boolean, io: CliIo): Promise<void> {
  if (target.engine === 'sqlite' && !fs.existsSync(target.path)) return;
  let existing: OpenDatabase | null = null;
  let other: OtherThanDemo | null;
  try {
    existing = openDatabase(target);
    other = await otherThanDemo(existing.db);
  } catch (error) {
    if (target.engine === 'postgres') throw error;
    other = { foreign: true, text: `a file that is not a database this product can read (${(error as Error).message})` };
  }
  try {
    if (other && (!fresh || (other.foreign && target.engine === 'postgres'))) {
      const hint = other.foreign && target.engine === 'postgres'
        ? 'Give the demo a database of its own.'
        : 'To delete everything in it and seed the demo, run again with --fresh.';
      throw new ConfigError(`${where} holds ${other.text}: nothing was changed. ${hint}`);
    }
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

if (require.main === module) {
  void runSeedCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
