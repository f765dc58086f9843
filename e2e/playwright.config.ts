import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightChromiumArgs } from '../scripts/chromiumFlags.mjs';

// Two real servers, each on a fresh database: the site as shipped, and the same site with the
// offers remote pointed at a dead address through the environment (failure isolation).
// E2E_PORT_BASE moves all four ports, so two runs on one machine do not collide.
const BASE = Number(process.env.E2E_PORT_BASE || 8181);
export const PORT = BASE;
export const DEAD_REMOTE_PORT = BASE + 1;
/** The main server's demo intranet: a page on another origin that embeds the bell. */
export const INTRANET_PORT = BASE + 2;
/** The main server's development e-signature provider: the signing pages the offers pages frame. */
export const ESIGN_PORT = BASE + 3;
/** Where the server on `port` keeps its files (outbox, keys; on SQLite its database too). */
export const dataDir = (port: number) => join(tmpdir(), `careers-e2e-${port}`);
/**
 * E2E_POSTGRES_URL (postgres://user@host:port/any-database, a server the run may create and drop databases on)
 * runs the servers on PostgreSQL, each on a database of its own, careers_e2e_<port>, made afresh by serve.mjs;
 * unset, each runs on a SQLite file in its data folder. Either way DATABASE_URL is set here, so a developer's own
 * DATABASE_URL in the shell never points the suite at their database. README "End-to-end tests on PostgreSQL".
 */
export const databaseUrl = (port: number) => {
  const server = process.env.E2E_POSTGRES_URL;
  if (!server) return `sqlite:${join(dataDir(port), 'careers.sqlite')}`;
  const url = new URL(server);
  url.pathname = `/careers_e2e_${port}`;
  return url.toString();
};

const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node e2e/serve.mjs',
  cwd: join(__dirname, '..'),
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(port),
    DATABASE_URL: databaseUrl(port),
    DEMO_POSITIONS: '600',
    RATE_LIMIT_MAX: '100000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    // The pseudo-locales en-XA and ar-XB (localeWalk.spec.ts walks the pages in them).
    PSEUDO_LOCALES: 'true',
    // Playwright's request client reuses a kept-alive connection without retrying, and met the server closing it at
    // the product's 5 s idle limit now and then (ECONNRESET, closedJob.spec:110). Browsers retry such a request.
    KEEP_ALIVE_TIMEOUT_MS: '60000',
    // Mail queued by the import command (another process) is found on the next poll: 5 s by default,
    // which each spec waiting for it would pay (positionsImport.spec.ts).
    OUTBOX_POLL_MS: '250',
    INTRANET_PORT: '0',
    // PORT + 2 by default: the next server's or the intranet's port here. Only the main server has one.
    ESIGN_PORT: '0',
    ...env,
  },
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  outputDir: join(__dirname, 'test-results', String(BASE)),
  forbidOnly: Boolean(process.env.CI),
  // One retry under CI only. On 2 loaded cores a fresh-clone run failed one different test in 3 of its last 6 runs
  // (a focus or a file chooser racing the machine), each passing when run again, and a real defect fails both
  // tries. npm test's summary names every test that needed its retry, so none goes unseen; locally a failure
  // stays a failure at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(__dirname, '..', 'test-results', BASE === 8181 ? 'e2e.json' : `e2e-${BASE}.json`) }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Without the screencast:
    // recording screenshots of every test, passing ones too, took about a third of the specs' time on
    // 2 busy cores. `--trace on` on the command line records everything for one run.
    // Off under CI=true: CI keeps only what the run prints (a clean clone's test-results/ is never read), and
    // recording every test's trace to keep a failed one's cost about a fifth of the specs' CPU time (4 slow tests:
    // 43.9 s with, 35.3 s without, one pair on a busy machine). A local run still keeps a failed test's trace.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // Debian's Chromium as its headless shell (package chromium-headless-shell, the same build without the
    // browser's window, profile and address bar; what Playwright itself runs headless tests on): 36 tests took
    // 122-123 s of CPU on it, 146-159 s on the full browser (two runs each), whose window set-up cost ~0.3 s of CPU
    // per browser context. CHROME_PATH=/usr/bin/chromium runs the suite on the full browser; the Lighthouse bench
    // always does. Playwright never downloads a browser here. The switches are the benches' too.
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell',
      args: playwrightChromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [server(PORT, { INTRANET_PORT: String(INTRANET_PORT), ESIGN_PORT: String(ESIGN_PORT) }), server(DEAD_REMOTE_PORT, { REMOTE_URL_MF_OFFERS: 'http://127.0.0.1:9/dead/mf-manifest.json' })],
});
