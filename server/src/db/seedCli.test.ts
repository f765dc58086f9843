import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { createTestDatabaseTarget, testEngine, type TestDatabaseTarget } from '../testing/testDatabase';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { runSeedCli } from './seedCli';

function buffer(isTTY = false) {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-cli-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const positionsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM positions').pluck().get();
  } finally {
    db.close();
  }
};

test('makes a fresh database with the asked number of positions and reports the time', async () => {
  const stdout = buffer();
  const stderr = buffer();
  const file = path.join(dir, 'careers.sqlite');
  const code = await runSeedCli(['--positions', '500', '--data-dir', dir, '--seed', '7'], {}, { stdout, stderr });
  expect(code).toBe(0);
  expect(stdout.text()).toMatch(/^Seeded 500 positions \(\d+ archived\) and 2 demo candidates into .*careers\.sqlite in \d+\.\d s\.\n$/);
  // Not a terminal: a few percentage lines, not a redrawn bar.
  expect(stderr.chunks).toEqual(['Positions 25% (125/500)\n', 'Positions 50% (250/500)\n', 'Positions 75% (375/500)\n', 'Positions 100% (500/500)\n']);
  expect(positionsIn(file)).toBe(500);
});

test('replaces a demo database without asking, saying so', async () => {
  const file = path.join(dir, 'careers.sqlite');
  expect(await runSeedCli(['--positions', '60', '--data-dir', dir], {}, { stdout: buffer(), stderr: buffer() })).toBe(0);
  const stderr = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(0);
  expect(stderr.chunks[0]).toBe(`Replacing ${file} (it holds the demo at most)…\n`);
  expect(positionsIn(file)).toBe(80);
});

test('leaves a database with other companies or candidates alone unless --fresh is given', async () => {
  const file = path.join(dir, 'careers.sqlite');
  await runSeedCli(['--positions', '60', '--data-dir', dir], {}, { stdout: buffer(), stderr: buffer() });
  const db = new Database(file);
  db.prepare("INSERT INTO domains (id, name, config_json, created_at) VALUES ('acme.example', 'Acme', '{}', '2026-01-01')").run();
  db.prepare("INSERT INTO candidates (domain, email, password_hash, created_at) VALUES ('demo.test', 'real@person.example', 'x', '2026-01-01')").run();
  db.close();

  const stderr = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toBe(
    `${file} holds other companies (acme.example) and 1 candidate account besides the demo ones: nothing was changed. ` +
      'To delete everything in it and seed the demo, run again with --fresh.\n',
  );
  expect(positionsIn(file)).toBe(60);

  const again = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh'], {}, { stdout: buffer(), stderr: again })).toBe(0);
  expect(again.chunks[0]).toMatch(/^Replacing .*careers\.sqlite \(--fresh: it holds other companies \(acme\.example\) and 1 candidate account besides the demo ones\)…\n$/);
  expect(positionsIn(file)).toBe(80);
});

test('a file that is not a database is replaced only with --fresh', async () => {
  const file = path.join(dir, 'careers.sqlite');
  fs.writeFileSync(file, 'an old file that is not a database');
  const stderr = buffer();
  expect(await runSeedCli(['--positions', '60', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toContain('holds a file that is not a database this product can read');
  expect(fs.readFileSync(file, 'utf8')).toBe('an old file that is not a database');
  expect(await runSeedCli(['--positions', '60', '--data-dir', dir, '--fresh'], {}, { stdout: buffer(), stderr: buffer() })).toBe(0);
  expect(positionsIn(file)).toBe(60);
});

test('on a terminal the bar redraws in place', async () => {
  const stderr = buffer(true);
  await runSeedCli(['--positions', '100', '--data-dir', dir], {}, { stdout: buffer(), stderr });
  expect(stderr.text()).toContain('\rPositions ');
  expect(stderr.text()).toContain('100%  100/100\n');
});

test('explains bad arguments', async () => {
  const stderr = buffer();
  expect(await runSeedCli(['--positions', 'many', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toContain('--positions must be a whole number (got "many").');
  expect(await runSeedCli(['--positions', '10', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toContain('--positions must be at least 50.');
  expect(await runSeedCli(['--what'], {}, { stdout: buffer(), stderr })).toBe(2);
  expect(stderr.text()).toContain('Usage:');
});

describe('with DATABASE_URL naming PostgreSQL', () => {
  const onPostgres = testEngine === 'postgres' ? test : test.skip;
  let target: TestDatabaseTarget;
  beforeEach(async () => {
    if (testEngine === 'postgres') target = await createTestDatabaseTarget();
  });
  afterEach(async () => {
    if (testEngine === 'postgres') await target.drop();
  });

  const count = async (table: 'positions' | 'domains') => {
    const open = openDatabase(target.target);
    try {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(open.db);
      return rows[0]?.n;
    } finally {
      await open.close();
    }
  };

  onPostgres('migrates an empty database and seeds it; a demo database is emptied first, another company\'s only with --fresh', async () => {
    const env = { DATABASE_URL: target.url };
    const stdout = buffer();
    expect(await runSeedCli(['--positions', '300'], env, { stdout, stderr: buffer() })).toBe(0);
    expect(stdout.text()).toMatch(/^Seeded 300 positions \(\d+ archived\) and 2 demo candidates into postgres:\/\/.* in \d+\.\d s\.\n$/);
    expect(await count('positions')).toBe(300);

    const stderr = buffer();
    expect(await runSeedCli(['--positions', '120'], env, { stdout: buffer(), stderr })).toBe(0);
    expect(stderr.chunks[0]).toMatch(/^Emptying every table of postgres:\/\/.* \(it holds the demo at most\)…\n$/);
    expect(await count('positions')).toBe(120);

    const open = openDatabase(target.target);
    await sql`INSERT INTO domains (id, name, config_json, created_at) VALUES ('acme.example', 'Acme', '{}', '2026-01-01')`.execute(open.db);
    await open.close();
    const refused = buffer();
    expect(await runSeedCli(['--positions', '60'], env, { stdout: buffer(), stderr: refused })).toBe(1);
    expect(refused.text()).toMatch(/holds other companies \(acme\.example\): nothing was changed\. To delete everything in it and seed the demo, run again with --fresh\.\n$/);
    expect(await count('domains')).toBe(2);
    expect(await runSeedCli(['--positions', '60', '--fresh'], env, { stdout: buffer(), stderr: buffer() })).toBe(0);
    expect([await count('domains'), await count('positions')]).toEqual([1, 60]);
  });

  onPostgres('never empties a database that holds tables of something else, even beside this product\'s', async () => {
    const open = openDatabase(target.target);
    await migrate(open);
    await sql`CREATE TABLE invoices (id INTEGER PRIMARY KEY)`.execute(open.db);
    await open.close();
    const stderr = buffer();
    expect(await runSeedCli(['--positions', '60', '--fresh'], { DATABASE_URL: target.url }, { stdout: buffer(), stderr })).toBe(1);
    expect(stderr.text()).toMatch(/holds tables this product did not make \(invoices\): nothing was changed\. Give the demo a database of its own\.\n$/);
  });

  onPostgres('never prints the password of the address', async () => {
    const url = new URL(target.url);
    url.password = 'secret-word';
    const stdout = buffer();
    // Trust authentication ignores the password: the seed runs, and its message hides it.
    expect(await runSeedCli(['--positions', '60'], { DATABASE_URL: url.toString() }, { stdout, stderr: buffer() })).toBe(0);
    expect(stdout.text()).toContain(':***@');
    expect(stdout.text()).not.toContain('secret-word');
  });
});
