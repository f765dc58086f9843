import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp } from '../testing/testApp';
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

test('leaves a database with other companies or candidates alone unless --fresh names it', async () => {
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
      'To delete everything in it and seed the demo, run again with --fresh=careers.sqlite.\n',
  );
  expect(positionsIn(file)).toBe(60);

  const bare = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh'], {}, { stdout: buffer(), stderr: bare })).toBe(1);
  expect(bare.text()).toBe(`--fresh deletes everything in ${file}. To confirm, give the database's name: --fresh=careers.sqlite. Nothing was changed.\n`);
  expect(positionsIn(file)).toBe(60);
  const wrong = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh=careers.db'], {}, { stdout: buffer(), stderr: wrong })).toBe(1);
  expect(wrong.text()).toBe(`--fresh=careers.db does not name ${file}. To confirm, give the database's name: --fresh=careers.sqlite. Nothing was changed.\n`);
  expect(positionsIn(file)).toBe(60);

  const again = buffer();
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh=careers.sqlite'], {}, { stdout: buffer(), stderr: again })).toBe(0);
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
  expect(await runSeedCli(['--positions', '60', '--data-dir', dir, '--fresh=careers.sqlite'], {}, { stdout: buffer(), stderr: buffer() })).toBe(0);
  expect(positionsIn(file)).toBe(60);
});

test('refuses to replace the SQLite file while a server uses it, naming the server; works once it has closed', async () => {
  const file = path.join(dir, 'careers.sqlite');
  await runSeedCli(['--positions', '60', '--data-dir', dir], {}, { stdout: buffer(), stderr: buffer() });
  const running = await createTestApp({ DATABASE_URL: `sqlite:${file}` });
  try {
    const markers = fs.readdirSync(dir).filter((name) => name.startsWith('careers.sqlite.in-use-'));
    expect(markers).toHaveLength(1);
    for (const args of [['--fresh=careers.sqlite'], []]) {
      const stderr = buffer();
      expect(await runSeedCli(['--positions', '80', '--data-dir', dir, ...args], {}, { stdout: buffer(), stderr })).toBe(1);
      expect(stderr.text()).toBe(
        `${file} is in use by a running server (pid ${process.pid} on ${os.hostname()}, started ${startedAt(path.join(dir, markers[0]!))}): ` +
          'nothing was changed. Stop the servers using it, then run again. ' +
          `If none is running any more, delete ${path.join(dir, markers[0]!)}.\n`,
      );
      expect(positionsIn(file)).toBe(60);
    }
  } finally {
    await running.close();
  }
  expect(fs.readdirSync(dir).filter((name) => name.includes('.in-use-'))).toEqual([]);
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh=careers.sqlite'], {}, { stdout: buffer(), stderr: buffer() })).toBe(0);
  expect(positionsIn(file)).toBe(80);
});

test('a marker left by a server that is no longer running is removed, not obeyed', async () => {
  const file = path.join(dir, 'careers.sqlite');
  await runSeedCli(['--positions', '60', '--data-dir', dir], {}, { stdout: buffer(), stderr: buffer() });
  // The pid of a process that has ended: what a killed server leaves behind.
  const gone = spawnSync(process.execPath, ['-e', '']).pid!;
  const marker = `${file}.in-use-${gone}-dead`;
  fs.writeFileSync(marker, JSON.stringify({ pid: gone, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
  expect(await runSeedCli(['--positions', '80', '--data-dir', dir, '--fresh=careers.sqlite'], {}, { stdout: buffer(), stderr: buffer() })).toBe(0);
  expect(positionsIn(file)).toBe(80);
  expect(fs.existsSync(marker)).toBe(false);
});

const startedAt = (marker: string) => (JSON.parse(fs.readFileSync(marker, 'utf8')) as { startedAt: string }).startedAt;

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
  const help = buffer();
  expect(await runSeedCli(['--help'], {}, { stdout: help, stderr })).toBe(0);
  expect(help.text()).toContain('[--fresh=NAME]');
  expect(help.text()).toContain('SQLite file\'s name (careers.sqlite)');
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

  const nameOf = (url: string) => new URL(url).pathname.slice(1);

  onPostgres('migrates an empty database and seeds it; a demo database is emptied first, another company\'s only with --fresh=<name>', async () => {
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
    const name = nameOf(target.url);
    expect(refused.text()).toMatch(new RegExp(`holds other companies \\(acme\\.example\\): nothing was changed\\. To delete everything in it and seed the demo, run again with --fresh=${name}\\.\\n$`));
    expect(await count('domains')).toBe(2);
    const bare = buffer();
    expect(await runSeedCli(['--positions', '60', '--fresh'], env, { stdout: buffer(), stderr: bare })).toBe(1);
    expect(bare.text()).toMatch(new RegExp(`^--fresh deletes everything in postgres://.*/${name}\\. To confirm, give the database's name: --fresh=${name}\\. Nothing was changed\\.\\n$`));
    const wrong = buffer();
    expect(await runSeedCli(['--positions', '60', '--fresh=careers'], env, { stdout: buffer(), stderr: wrong })).toBe(1);
    expect(wrong.text()).toMatch(new RegExp(`^--fresh=careers does not name postgres://.*/${name}\\. To confirm, give the database's name: --fresh=${name}\\. Nothing was changed\\.\\n$`));
    expect([await count('domains'), await count('positions')]).toEqual([2, 120]);
    expect(await runSeedCli(['--positions', '60', `--fresh=${name}`], env, { stdout: buffer(), stderr: buffer() })).toBe(0);
    expect([await count('domains'), await count('positions')]).toEqual([1, 60]);
  });

  onPostgres('never empties a database that holds tables of something else, even beside this product\'s', async () => {
    const open = openDatabase(target.target);
    await migrate(open);
    await sql`CREATE TABLE invoices (id INTEGER PRIMARY KEY)`.execute(open.db);
    await open.close();
    const stderr = buffer();
    expect(await runSeedCli(['--positions', '60', `--fresh=${nameOf(target.url)}`], { DATABASE_URL: target.url }, { stdout: buffer(), stderr })).toBe(1);
    expect(stderr.text()).toMatch(/holds tables this product did not make \(invoices\): nothing was changed\. Give the demo a database of its own\.\n$/);
  });

  onPostgres('refuses while servers or other clients are connected to the database, naming them; works once they have left', async () => {
    const env = { DATABASE_URL: target.url };
    const name = nameOf(target.url);
    const running = await createTestApp(env);
    const reporting = new pg.Client({ connectionString: target.url, application_name: 'reporting-job' });
    await reporting.connect();
    try {
      for (const args of [[`--fresh=${name}`], []]) {
        const stderr = buffer();
        expect(await runSeedCli(['--positions', '60', ...args], env, { stdout: buffer(), stderr })).toBe(1);
        // The app's pool holds one connection or more (requests, the outbox poll); the reporting job one.
        expect(stderr.text()).toMatch(new RegExp(
          `^postgres://.*/${name} is in use by \\d+ other connections \\(.*careers-server from 127\\.0\\.0\\.1.*\\): nothing was changed\\. Stop the servers using it, then run again\\.\\n$`,
        ));
        expect(stderr.text()).toContain('reporting-job from 127.0.0.1');
      }
      expect(await count('positions')).toBe(200);
    } finally {
      await reporting.end();
      await running.close();
    }
    // A backend leaves pg_stat_activity a moment after its client hung up.
    await until(async () => (await otherConnections(target.url)) === 0);
    expect(await runSeedCli(['--positions', '60', `--fresh=${name}`], env, { stdout: buffer(), stderr: buffer() })).toBe(0);
    expect(await count('positions')).toBe(60);
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

/** Connections to the database at `url` besides the one asking. */
async function otherConnections(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}
