// `npm test`: every test of the project — type-check, unit and integration (jest, against real
// SQLite files), the server's database tests again against a real PostgreSQL server (a throw-away cluster, or
// TEST_POSTGRES_URL when set), then end-to-end in Debian's Chromium against the built site. Ends with
// one line 'tests: N passed, N failed, N skipped' summing the scripts' own tests (node --test), both
// jest runs and Playwright; the line above it gives each part's counts.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureDir, ensureInstalled, log, root, run, runQuietly } from './lib.mjs';
import { startPostgres } from './postgresCluster.mjs';

const results = ensureDir(join(root, 'test-results'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end tests run on: CHROME_PATH when set, else Debian's headless shell (package
 * chromium-headless-shell), installed when missing. Where apt cannot install it (a machine whose sources lack the
 * package), the full browser (package chromium) runs them instead. No test tool may download its own browser.
 * Resolves to { path, output, seconds }: path null when nothing could be installed; output is apt's, kept to print
 * in one piece (this runs in the background from the start, beside the checks and jest, whose output it would
 * otherwise cut into); seconds is how long it took.
 */
async function ensureChromium() {
  if (process.env.CHROME_PATH) return { path: process.env.CHROME_PATH, output: '', seconds: 0 };
  if (existsSync(headlessShell)) return { path: headlessShell, output: '', seconds: 0 };
  const started = performance.now();
  const fullBrowser = '/usr/bin/chromium';
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  // Waits for another apt's lock (e.g. the machine's own updates) instead of failing at once.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  let output = '';
  const apt = async (args) => {
    const [command, full] = sudo.length ? ['sudo', ['apt-get', ...lockWait, ...args]] : ['apt-get', [...lockWait, ...args]];
    const result = await runQuietly(command, full);
    output += `$ apt-get ${args.join(' ')}\n${result.output}`;
    return result.code;
  };
  log('Installing Debian\'s chromium-headless-shell in the background (about 30 s); apt\'s output comes before the end-to-end tests.');
  const done = (path) => ({ path, output, seconds: Math.round((performance.now() - started) / 1000) });
  if ((await apt(['update'])) === 0 && (await apt(['install', '-y', 'chromium-headless-shell'])) === 0 && existsSync(headlessShell)) return done(headlessShell);
  if (!existsSync(fullBrowser)) {
    output += 'No chromium-headless-shell package here: installing Debian\'s chromium instead…\n';
    if ((await apt(['install', '-y', 'chromium'])) !== 0 || !existsSync(fullBrowser)) return done(null);
  }
  return done(fullBrowser);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The totals at the end of node --test's TAP output. */
function tapCounts(file) {
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { pass: count('pass'), fail: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
}

// How long each part took, printed at the end: CI's budget is 15 minutes on 2 cores, and the part to cut first
// is the one that grew.
// Each part's CPU seconds too (this process's and its ended children's, from /proc on Linux; not the PostgreSQL
// cluster's, which runs detached): on a shared
// machine the wall time follows the neighbours' load, the CPU time much less, so it is the figure to compare.
const phases = [];
let phase = null;
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime (fields 14-17, in clock ticks: 100 a second on Linux).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return null;
  }
}
function startPhase(name) {
  endPhase();
  phase = { name, at: performance.now(), cpu: cpuSeconds() };
}
function endPhase() {
  if (phase) {
    const cpu = phase.cpu === null ? '' : ` (${Math.round(cpuSeconds() - phase.cpu)} s CPU)`;
    phases.push(`${phase.name} ${Math.round((performance.now() - phase.at) / 1000)} s${cpu}`);
  }
  phase = null;
}

// Installing Chromium (when missing: apt's download and unpacking, seconds of disk and network, little CPU) goes on
// in the background from here; the end-to-end phase awaits it. On a clean machine that took 30 s or more of that
// phase's time.
const chromiumReady = ensureChromium();

startPhase('install');
await ensureInstalled();
let failedSteps = [];

// Type-check, lint and the scripts' own tests are single-threaded: two lanes side by side keep both CPU
// cores busy (on CI's 2 cores this phase took about half the time it took in a row). Each lane's output
// is printed in one piece when the lane ends, so the two never interleave.
startPhase('checks');
log('Type-check, lint (ESLint: TypeScript rules, the architecture\'s import boundaries; knip: unused files and dependencies) and the scripts\' own tests (node --test), in two lanes…');
const scriptsFile = join(results, 'scripts.tap');
rmSync(scriptsFile, { force: true });
const scriptTests = readdirSync(join(root, 'scripts')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('scripts', f));
const scriptArgs = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${scriptsFile}`, ...scriptTests];
const lanes = [
  [
    ['type-check (browser packages)', bin('tsc'), ['-p', 'tsconfig.json']],
    ['lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']],
  ],
  [
    ['type-check (server)', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']],
    ['lint (knip)', bin('knip'), ['--no-progress']],
    ['scripts', process.execPath, scriptArgs],
  ],
];
await Promise.all(
  lanes.map(async (steps) => {
    for (const [name, command, args] of steps) {
      const { code, output } = await runQuietly(command, args);
      log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
      if (output) process.stdout.write(output);
      if (code !== 0) failedSteps.push(name);
    }
  }),
);

startPhase('jest on SQLite');
log('Unit and integration tests (jest, SQLite)…');
const jestFile = join(results, 'jest.json');
rmSync(jestFile, { force: true });
// TEST_POSTGRES_URL is for the PostgreSQL pass only: this pass is the SQLite one, whatever the shell has set.
const sqlitePass = run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`], { env: { TEST_POSTGRES_URL: '' } });
// The PostgreSQL pass's throw-away cluster is made meanwhile (initdb and start: seconds of one core that the
// pass below no longer waits for). A failure is kept for that pass to report. It starts once Chromium's install
// has ended: where PostgreSQL is missing too, its own apt-get would otherwise find apt's lock taken.
const postgresReady = process.env.TEST_POSTGRES_URL
  ? Promise.resolve({ url: process.env.TEST_POSTGRES_URL, stop: () => {} })
  : chromiumReady.then(() => startPostgres({ quiet: true })).catch((error) => ({ error }));
if ((await sqlitePass) !== 0) failedSteps.push('jest');

// The server's database-backed tests once more on PostgreSQL (each test file makes and drops databases
// of its own on it). A test reaches a database only through server/src/testing/testDatabase.ts (the one
// reader of TEST_POSTGRES_URL), so the files that import it, directly or through other modules (jest
// follows the imports), are the ones whose result can depend on the engine; the other third of the server
// files (parsers, PDF checks, messages, search helpers) and the browser packages would only repeat the
// SQLite pass, so they run once.
startPhase('jest on PostgreSQL');
log('Server tests on PostgreSQL (jest)…');
const jestPostgresFile = join(results, 'jest-postgres.json');
rmSync(jestPostgresFile, { force: true });
const postgres = await postgresReady;
if (postgres.error) {
  console.error(`Could not start PostgreSQL: ${postgres.error.message}`);
  failedSteps.push('PostgreSQL');
} else {
  if (!process.env.TEST_POSTGRES_URL) log(`PostgreSQL on port ${postgres.port} (throw-away cluster in ${postgres.dir})`);
  const args = ['--ci', '--maxWorkers=2', '--selectProjects', 'server', '--json', `--outputFile=${jestPostgresFile}`, '--findRelatedTests', 'server/src/testing/testDatabase.ts'];
  if ((await run(bin('jest'), args, { env: { TEST_POSTGRES_URL: postgres.url } })) !== 0) failedSteps.push('jest (PostgreSQL)');
  postgres.stop();
}

startPhase('build');
log('Building the site for end-to-end tests…');
if ((await buildAll()) !== 0) failedSteps.push('build');

// The report's name follows E2E_PORT_BASE as in e2e/playwright.config.ts (two runs on one machine keep apart).
const e2eBase = Number(process.env.E2E_PORT_BASE || 8181);
const e2eFile = join(results, e2eBase === 8181 ? 'e2e.json' : `e2e-${e2eBase}.json`);
rmSync(e2eFile, { force: true });
if (!failedSteps.includes('build')) {
  startPhase('Chromium and Playwright');
  const chromium = await chromiumReady;
  if (chromium.output) {
    log(`Installed Chromium in the background (${chromium.seconds} s):`);
    process.stdout.write(chromium.output);
  }
  if (!chromium.path) {
    console.error('Could not install Chromium (apt\'s output above): the end-to-end tests did not run.');
    failedSteps.push('Chromium');
  } else {
    if (chromium.path !== headlessShell) log(`The end-to-end tests run on ${chromium.path}.`);
    log('End-to-end tests (Playwright, Debian Chromium)…');
    if ((await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROME_PATH: chromium.path } })) !== 0) failedSteps.push('e2e');
  }
}

endPhase();

/** The titles of the end-to-end tests that failed once and passed on their retry (Playwright's 'flaky'). */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    }
    for (const inner of suite.suites ?? []) walk(inner, [...path, inner.title]);
  };
  // The top suites are the files; the ones inside them are describe blocks.
  for (const suite of report?.suites ?? []) walk(suite, []);
  return titles;
}

/** A jest report's counts (none when it did not run). */
const jestCounts = (report) => ({ pass: report?.numPassedTests ?? 0, fail: report?.numFailedTests ?? 0, skipped: report?.numPendingTests ?? 0 });

const jest = jestCounts(readJson(jestFile));
const jestPostgres = jestCounts(readJson(jestPostgresFile));
const e2e = readJson(e2eFile);
const own = tapCounts(scriptsFile);
const passed = own.pass + jest.pass + jestPostgres.pass + (e2e?.stats?.expected ?? 0);
const failed = own.fail + jest.fail + jestPostgres.fail + (e2e?.stats?.unexpected ?? 0);
const flaky = flakyTitles(e2e);
const skipped = own.skipped + jest.skipped + jestPostgres.skipped + (e2e?.stats?.skipped ?? 0);
console.log('');
console.log(
  `scripts: ${own.pass} passed, ${own.fail} failed; jest on SQLite: ${jest.pass} passed, ${jest.fail} failed; ` +
    `jest on PostgreSQL (server): ${jestPostgres.pass} passed, ${jestPostgres.fail} failed; ` +
    `playwright: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed, ${flaky.length} passed only on their retry`,
);
for (const title of flaky) console.log(`passed only on its retry (CI retries once): ${title}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`time: ${phases.join(', ')}; ${Math.round(process.uptime())} s in all since this script started`);
console.log(`tests: ${passed} passed, ${failed} failed, ${flaky.length} passed on retry, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
