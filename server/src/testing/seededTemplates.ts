import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../db/demo/seedDemo';
import { buildSqliteTemplate } from './sqliteTemplateFile';

/** The demo data a test app seeds on its first start (DEMO_POSITIONS, DEMO_SEED). */
export interface DemoSeed {
  positions: number;
  seed: number;
}

/**
 * How long a seeded template serves before a fresh one is made. The demo's dates are offsets from the
 * moment it was seeded, so a copy is as old as its template: a test sees dates up to this much older
 * than a test app seeding its own (which under load was already seconds older when its test ran).
 * Seeding cost about 1.5 s of each test app's start on PostgreSQL (2 password hashes, 200 positions and
 * a whole-database ANALYZE, measured under load); a copy costs the CREATE DATABASE it cost before.
 */
const SEEDED_TEMPLATE_MAX_AGE_MS = 60_000;
/** Seeded templates older than this are dropped by whoever makes a new one: no test still copies them. */
const STALE_MS = 10 * 60_000;

/**
 * A PostgreSQL database holding the migrations and the demo data, to copy with CREATE DATABASE … TEMPLATE:
 * named after the migrated template it was copied from, the demo's size and seed, and when it was made
 * (seconds), shared by the test processes, made again when older than SEEDED_TEMPLATE_MAX_AGE_MS.
 */
export async function seededPostgresTemplate(serverUrl: string, migrated: string, demo: DemoSeed): Promise<string> {
  const prefix = `careers_seeded_${migrated.replace(/^careers_template_/, '')}_${demo.positions}_${demo.seed}_`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // Jest workers are processes: one seeds while the others wait on this lock, then copy its template.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [prefix]);
    const now = Date.now();
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    const made = rows.map((r) => ({ name: r.datname, at: Number(r.datname.slice(prefix.length)) * 1000 }));
    const fresh = made.filter((t) => now - t.at < SEEDED_TEMPLATE_MAX_AGE_MS).sort((a, b) => b.at - a.at)[0];
    if (fresh) {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
      return fresh.name;
    }
    // A half-built one (its name ends in _b, so its time reads NaN) was left by a process that died while
    // holding the lock: nobody builds it now.
    for (const stale of made.filter((t) => !(now - t.at < STALE_MS))) await client.query(`DROP DATABASE IF EXISTS ${stale.name} WITH (FORCE)`);
    const name = `${prefix}${Math.floor(now / 1000)}`;
    const building = `${name}_b`;
    await client.query(`CREATE DATABASE ${building} TEMPLATE ${migrated}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const open = openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
    try {
      await seedDemoData(open.db, demo);
    } finally {
      await open.close();
    }
    // Renamed only once complete: a failed seed never leaves a half-seeded template behind.
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
    return name;
  } finally {
    await client.end();
  }
}

/**
 * The SQLite counterpart: a file next to the migrated template (named after it and the demo's size and
 * seed, so the sweep of ended processes' templates removes it too), seeded from a copy of it, made again
 * when its file is older than SEEDED_TEMPLATE_MAX_AGE_MS. Each worker process has its own, as with the
 * migrated template.
 */
export async function seededSqliteTemplate(migrated: string, demo: DemoSeed): Promise<string> {
  const file = migrated.replace(/-(\d+)\.sqlite$/, `-demo${demo.positions}x${demo.seed}-$1.sqlite`);
  const age = fs.existsSync(file) ? Date.now() - fs.statSync(file).mtimeMs : Infinity;
  if (age < SEEDED_TEMPLATE_MAX_AGE_MS) return file;
  const building = path.join(os.tmpdir(), `${path.basename(file)}.building`);
  fs.copyFileSync(migrated, building);
  return buildSqliteTemplate(building, file, (open) => seedDemoData(open.db, demo));
}
