import '../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { deleteSqliteFiles, openDatabase } from './database';
import { MIN_DEMO_POSITIONS, seedDemoData } from './demo/seedDemo';
import { migrate } from './migrate';
import { createProgressBar, type ProgressStream } from './progressBar';

const USAGE = `Usage: node server/dist/server/src/db/seedCli.js [--positions N] [--data-dir DIR] [--seed N]

Creates a fresh demo database (the existing file is replaced) with N positions.
  --positions N   number of positions (default DEMO_POSITIONS, 5000; at least ${MIN_DEMO_POSITIONS})
  --data-dir DIR  folder of the database (default DATA_DIR)
  --seed N        seed of the generator (default DEMO_SEED, 42)
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
    if (target.engine !== 'sqlite') throw new ConfigError('The seed command makes a fresh SQLite file; DATABASE_URL names PostgreSQL.');
    deleteSqliteFiles(target.path);
    const database = openDatabase(target);
    const db = database.sqlite;
    try {
      await migrate(database);
      if (!db) throw new Error('SQLite handle missing.');
      const summary = await seedDemoData(db, {
        positions: config.demoPositions,
        seed: config.demoSeed,
        onProgress: createProgressBar(io.stderr, 'Positions'),
      });
      db.pragma('wal_checkpoint(TRUNCATE)');
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      io.stdout.write(
        `Seeded ${summary.positions.toLocaleString('en-US')} positions (${summary.archived} archived) and ` +
          `${summary.candidates} demo candidates into ${target.path} in ${seconds} s.\n`,
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

if (require.main === module) {
  void runSeedCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
