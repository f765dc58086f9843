import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type LogStream } from '../app';
import { loadConfig, type Config } from '../config';
import { DEMO_PASSWORD } from '../db/demo/seedDemo';
import type { Tables } from '../db/tables';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './testDatabase';

/** A server on a fresh temp DATA_DIR and REPO_ROOT (with a fake shell build), for `app.inject`. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  repoRoot: string;
  dataDir: string;
  close(): Promise<void>;
}

export const SHELL_ENTRY = { js: ['main.3f2a.js'], css: ['main.3f2a.css'], prefetch: ['login-modal.3f2a.js'] };

function makeTempRepo(options: { shellBuilt?: boolean } = {}): { base: string; repoRoot: string; dataDir: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-test-'));
  const repoRoot = path.join(base, 'repo');
  const dataDir = path.join(base, 'data');
  fs.mkdirSync(repoRoot, { recursive: true });
  if (options.shellBuilt ?? true) {
    const dist = path.join(repoRoot, 'shell', 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'entry.json'), JSON.stringify(SHELL_ENTRY));
    fs.writeFileSync(path.join(dist, 'main.3f2a.js'), 'console.log("shell");');
    fs.writeFileSync(path.join(dist, 'main.3f2a.css'), 'body{}');
  }
  return { base, repoRoot, dataDir };
}

export async function createTestApp(env: Record<string, string> = {}, options: { shellBuilt?: boolean; logStream?: LogStream } = {}): Promise<TestApp> {
  const { base, repoRoot, dataDir } = makeTempRepo(options);
  const settings = { REPO_ROOT: repoRoot, DATA_DIR: dataDir, DEMO_POSITIONS: '200', LOG_LEVEL: 'silent', ...env };
  // Each app gets a database of its own on the engine the tests run on (an explicit DATABASE_URL wins),
  // holding the demo data this app would seed on its first start, copied from a template seeded once
  // (seeding was most of a test app's start). A setting the config refuses fails here as it did below.
  let database: TestDatabaseTarget | null = null;
  const removeAll = async () => {
    await database?.drop();
    fs.rmSync(base, { recursive: true, force: true });
  };
  let config: Config;
  let app: FastifyInstance;
  try {
    if (!env.DATABASE_URL) {
      const { demoPositions, demoSeed } = loadConfig(settings);
      database = await createTestDatabaseTarget({ demo: { positions: demoPositions, seed: demoSeed } });
    }
    config = loadConfig({ ...settings, ...(database ? { DATABASE_URL: database.url } : {}) });
    app = await buildApp(config, { logStream: options.logStream });
    await app.ready();
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    app,
    config,
    repoRoot,
    dataDir,
    async close() {
      await app.close();
      await removeAll();
    },
  };
}

/** `careers_sid=<value>` from a response's Set-Cookie, or null. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const found = cookies.find((c) => c.startsWith('careers_sid='));
  return found ? (found.split(';')[0] ?? null) : null;
}

export interface Browser {
  cookie: string;
  csrf: string;
}

/** Opens the login page like a browser does: an anonymous session with a CSRF token. */
export async function visit(app: FastifyInstance): Promise<Browser> {
  const res = await app.inject({ method: 'GET', url: '/candidate/login' });
  const cookie = sessionCookie(res);
  const csrf = res.headers['x-csrf-token'];
  if (!cookie || typeof csrf !== 'string') throw new Error('The login page did not start a session.');
  return { cookie, csrf };
}

/** Logs in with JSON, as the shell does; returns the new session. */
export async function logInAs(app: FastifyInstance, email = 'alex@demo.test', password = DEMO_PASSWORD): Promise<Browser> {
  const anonymous = await visit(app);
  const res = await app.inject({
    method: 'POST',
    url: '/candidate/login',
    headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password },
  });
  const cookie = sessionCookie(res);
  const csrf = res.headers['x-csrf-token'];
  if (res.statusCode !== 200 || !cookie || typeof csrf !== 'string') {
    throw new Error(`Login failed: ${res.statusCode} ${res.body}`);
  }
  return { cookie, csrf };
}

/**
 * Signs a new candidate up with JSON, as the sign-up form does (which also stores their welcome notification); returns
 * their session and id. A candidate of a test's own, so its changes do not disturb other tests.
 */
export async function signUp(
  app: FastifyInstance,
  email: string,
  { firstName = 'Ada', lastName = 'Stone', password = 'plum-kettle-42' }: { firstName?: string; lastName?: string; password?: string } = {},
): Promise<Browser & { id: number; email: string }> {
  const anonymous = await visit(app);
  const res = await app.inject({
    method: 'POST',
    url: '/candidate/signup',
    headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf },
    payload: { email, password, firstName, lastName },
  });
  const cookie = sessionCookie(res);
  const csrf = res.headers['x-csrf-token'];
  if (res.statusCode !== 201 || !cookie || typeof csrf !== 'string') throw new Error(`Sign-up failed: ${res.statusCode} ${res.body}`);
  const { id } = await app.careers.db.selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { cookie, csrf, id, email };
}

/** How many rows `table` holds, on either engine. */
export async function count(app: FastifyInstance, table: keyof Tables): Promise<number> {
  const row = await app.careers.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
