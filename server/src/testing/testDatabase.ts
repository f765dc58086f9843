import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { isRunning } from '../db/sqliteInUse';
import { randomEvidenceKeyring, useEvidenceKeyring } from '../services/evidenceKeys';
import { buildSqliteTemplate } from './sqliteTemplateFile';
import { seededPostgresTemplate, seededSqliteTemplate, type DemoSeed } from './seededTemplates';

/**
 * The engine tests run on: SQLite unless TEST_POSTGRES_URL names a PostgreSQL server that tests may
 * create and drop databases on (`npm test` starts a throw-away one and runs the server tests twice).
 */
const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? '';
export const testEngine: 'sqlite' | 'postgres' = TEST_POSTGRES_URL ? 'postgres' : 'sqlite';

/** An empty database of its own for one test (file or PostgreSQL database), and how to remove it. */
export interface TestDatabaseTarget {
  url: string;
  target: DatabaseTarget;
  drop(): Promise<void>;
}

let counter = 0;

/**
 * A fresh database for one test. A migrated one is a copy of a template migrated once per set of
 * migrations (~10x faster than running the migrations for every test app): on PostgreSQL with
 * CREATE DATABASE … TEMPLATE, on SQLite by copying the template's file. `migrated: false` gives an
 * empty one (on SQLite, a file name nothing exists at yet). `demo` gives a migrated one holding the
 * demo data already, copied from a seeded template (seededTemplates.ts says why and how fresh).
 */
export async function createTestDatabaseTarget(options: { migrated?: boolean; demo?: DemoSeed } = {}): Promise<TestDatabaseTarget> {
  if (!TEST_POSTGRES_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-db-'));
    const file = path.join(dir, 'test.sqlite');
    if (options.demo) fs.copyFileSync(await seededSqliteTemplate(await migratedSqliteTemplate(), options.demo), file);
    else if (options.migrated ?? true) fs.copyFileSync(await migratedSqliteTemplate(), file);
    return {
      url: `sqlite:${file}`,
      target: { engine: 'sqlite', path: file },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `careers_t${process.pid}_${++counter}_${randomBytes(3).toString('hex')}`;
  const template = options.demo ? await seededPostgresTemplate(TEST_POSTGRES_URL, await migratedTemplate(), options.demo) : options.migrated === false ? 'template0' : await migratedTemplate();
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    target: { engine: 'postgres', url: url.toString(), poolSize: 4 },
    drop: async () => dropInBackground(name),
  };
}

/**
 * DROP DATABASE waits for the backends of the pool just closed to exit (in 100 ms steps), which the test
 * has no use for: the statement goes to the admin connection and the test goes on. The query in flight
 * keeps the worker process alive until it is answered (the admin pool lets the process exit only when
 * idle; jest's workers end by running out of work, not by exit), so every database is dropped before the
 * worker ends. A failure is written to stderr: no test is waiting to be failed by it.
 */
function dropInBackground(name: string): void {
  adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: unknown) => {
    process.stderr.write(`testDatabase: could not drop ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
  });
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
  // A copy of the migrated template is complete already (the template is named after the migrations'
  // hash): running the migrator again found nothing to do and cost about 80 ms a test on PostgreSQL.
  return {
    ...open,
    url: where.url,
    async close() {
      await open.close();
      await where.drop();
    },
  };
}

/** The migrations' hash, naming the templates: a changed or added migration makes new ones. */
const migrationsHash = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12);

const SQLITE_TEMPLATE_PREFIX = 'careers-sqlite-template-';
let sqliteTemplate: Promise<string> | null = null;

/**
 * The migrated SQLite template of this process, in the temp folder. Jest gives each test file its own
 * modules, so the file on disk (named after the migrations' hash and this process) is what later test
 * files of the same worker find; each worker makes its own, so none reads a file another is writing.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `${SQLITE_TEMPLATE_PREFIX}${migrationsHash}-${process.pid}.sqlite`);
    if (fs.existsSync(file)) return file;
    removeTemplatesOfEndedProcesses();
    const building = `${file}.building`;
    fs.rmSync(building, { force: true });
    return buildSqliteTemplate(building, file, (open) => migrate(open));
  })();
  return sqliteTemplate;
}

/** Templates whose process has ended (earlier runs' workers): removed, so the temp folder does not fill. */
function removeTemplatesOfEndedProcesses(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = name.startsWith(SQLITE_TEMPLATE_PREFIX) ? Number(/-(\d+)\.sqlite/.exec(name)?.[1]) : NaN;
    if (!Number.isInteger(pid) || isRunning(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}

let template: Promise<string> | null = null;

/** The migrated template for the current migrations, made once by whichever test worker comes first. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `careers_template_${migrationsHash}`;
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
