// One seeded database per engine for the benchmarks (`pnpm bench search`, `pnpm bench relevance`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_CLI, run } from './lib.mjs';

export const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * A database for `engine` holding `positions` demo positions: SQLite in a fresh folder (or `reuseDir`,
 * seeded before, left as it is), PostgreSQL at `postgresUrl` (left as it is when `reuseSeeded`: seeded
 * before) or on a throw-away cluster. `cleanup` removes what this call made; `seedSeconds` is how long
 * seeding took (absent when reused).
 */
export async function benchDatabase(engine, { positions, postgresUrl, reuseDir, reuseSeeded = false, prefix = 'careers-bench' }) {
  const reused = engine === 'sqlite' ? Boolean(reuseDir) : Boolean(postgresUrl && reuseSeeded);
  const dataDir = reused ? reuseDir : mkdtempSync(join(tmpdir(), `${prefix}-${engine}-`));
  const cleanups = reused ? [] : [() => rmSync(dataDir, { recursive: true, force: true })];
  let url = `sqlite:${join(dataDir, 'careers.sqlite')}`;
  if (engine === 'postgres') {
    if (postgresUrl) url = postgresUrl;
    else {
      const { startPostgres } = await import('./postgresCluster.mjs');
      const cluster = await startPostgres();
      url = cluster.url;
      cleanups.push(cluster.stop);
    }
  }
  const database = { engine, url, dataDir, reused, cleanup: () => cleanups.reverse().forEach((c) => c()) };
  if (reused) return database;
  const started = performance.now();
  const code = await run(process.execPath, [SEED_CLI, '--positions', String(positions), '--data-dir', dataDir], { env: { DATABASE_URL: url } });
  database.seedSeconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    database.cleanup();
    throw new Error(`seeding ${ENGINE_NAMES[engine]} failed (exit ${code})`);
  }
  return database;
}
