import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { randomEvidenceKeyring, useEvidenceKeyring } from '../services/evidenceKeys';

/**
 * The engine tests run on: SQLite unless TEST_POSTGRES_URL names a PostgreSQL server that tests may
 * create and drop databases on (`npm test` starts a throw-away one and runs the server tests twice).
 */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? '';
export const testEngine: 'sqlite' | 'postgres' = TEST_POSTGRES_URL ? 'postgres' : 'sqlite';

/** An empty database of its own for one test (file or PostgreSQL database), and how to remove it. */
export interface TestDatabaseTarget {
  url: string;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

let counter = 0;

/**
 * A fresh database for one test. On PostgreSQL a migrated one is a copy of a template database
 * migrated once per set of migrations (CREATE DATABASE … TEMPLATE copies files: ~10x faster than
 * running the migrations for every test app); `migrated: false` gives an empty one.
 */
export async function createTestDatabaseTarget(options: { migrated?: boolean } = {}): Promise<TestDatabaseTarget> {
  if (!TEST_POSTGRES_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-db-'));
    const file = path.join(dir, 'test.sqlite');
    return {
      url: `sqlite:${file}`,
      target: { engine: 'sqlite', path: file },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `careers_t${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const template = options.migrated === false ? 'template0' : await migratedTemplate();
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    target: { engine: 'postgres', url: url.toString(), poolSize: 4 },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A migrated database of its own for one test; `close` also removes it. */
export interface TestDatabase extends OpenDatabase {
  url: string;
}

export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const where = await createTestDatabaseTarget(options);
  const open = openDatabase(where.target);
  // Services that key evidence find a keyring for every test database, a fresh one each time.
  useEvidenceKeyring(open.db, randomEvidenceKeyring());
  try {
    // SQLite files migrate now. A PostgreSQL copy of the migrated template is complete already (the
    // template is named after the migrations' hash): running the migrator again found nothing to do and
    // cost about 80 ms a test, a fifth of a small test's time on that engine.
    if ((options.migrated ?? true) && open.engine === 'sqlite') await migrate(open);
  } catch (error) {
    await open.close();
    await where.drop();
    throw error;
  }
  return {
    ...open,
    url: where.url,
    async close() {
      await open.close();
      await where.drop();
    },
  };
}

let template: Promise<string> | null = null;

/** The migrated template for the current migrations, made once by whichever test worker comes first. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12);
    const name = `careers_template_${hash}`;
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      // Jest workers are processes: one makes the template while the others wait on this lock.
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        const building = `${name}_building_${process.pid}`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building} TEMPLATE template0`);
        const url = new URL(TEST_POSTGRES_URL);
        url.pathname = `/${building}`;
        const open = openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
        try {
          await migrate(open);
        } finally {
          await open.close();
        }
        // Renamed only once complete: a failed build never leaves a half-migrated template behind.
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    } finally {
      await client.end();
    }
    return name;
  })();
  return template;
}

let admin: pg.Pool | null = null;

/**
 * Creates and drops go through one connection per test process, kept between tests: a new backend
 * started cold for each statement made CREATE DATABASE take about 380 ms instead of 210 and DROP about
 * 50 ms instead of 10 (PostgreSQL 15, measured one after another). `allowExitOnIdle` lets the process
 * end while it is open.
 */
async function adminQuery(text: string): Promise<void> {
  admin ??= new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  await admin.query(text);
}
