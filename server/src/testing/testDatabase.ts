import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from '../db/database';
import { migrate } from '../db/migrate';

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

export async function createTestDatabaseTarget(): Promise<TestDatabaseTarget> {
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
  await adminQuery(`CREATE DATABASE ${name}`);
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
  const where = await createTestDatabaseTarget();
  const open = openDatabase(where.target);
  try {
    if (options.migrated ?? true) await migrate(open);
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

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
