// `npm test`: every test of the project — type-check, unit and integration (jest, against real
// SQLite files), then end-to-end in Debian's Chromium against the built site. Ends with one
// line 'tests: N passed, N failed, N skipped' summing the scripts' own tests (node --test), jest and Playwright.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureDir, ensureInstalled, log, must, root, run } from './lib.mjs';

const results = ensureDir(join(root, 'test-results'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (no test tool may download its own browser). */
async function ensureChromium() {
  if (existsSync(chromium)) return;
  log('Installing Debian Chromium (about 30 s)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? must('sudo', ['apt-get', ...args]) : must('apt-get', args));
  await apt(['update']);
  await apt(['install', '-y', 'chromium']);
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

await ensureInstalled();
let failedSteps = [];

log('Type-checking…');
if ((await run(bin('tsc'), ['-p', 'tsconfig.json'])) !== 0) failedSteps.push('type-check (browser packages)');
if ((await run(bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit'])) !== 0) failedSteps.push('type-check (server)');

log('Tests of the scripts themselves (node --test)…');
const scriptsFile = join(results, 'scripts.tap');
rmSync(scriptsFile, { force: true });
const scriptTests = readdirSync(join(root, 'scripts')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('scripts', f));
const scriptArgs = ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${scriptsFile}`, ...scriptTests];
if ((await run(process.execPath, scriptArgs)) !== 0) failedSteps.push('scripts');

log('Unit and integration tests (jest)…');
const jestFile = join(results, 'jest.json');
rmSync(jestFile, { force: true });
if ((await run(bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`])) !== 0) failedSteps.push('jest');

log('Building the site for end-to-end tests…');
if ((await buildAll()) !== 0) failedSteps.push('build');

// The report's name follows E2E_PORT_BASE as in e2e/playwright.config.ts (two runs on one machine keep apart).
const e2eBase = Number(process.env.E2E_PORT_BASE || 8181);
const e2eFile = join(results, e2eBase === 8181 ? 'e2e.json' : `e2e-${e2eBase}.json`);
rmSync(e2eFile, { force: true });
if (!failedSteps.includes('build')) {
  await ensureChromium();
  log('End-to-end tests (Playwright, Debian Chromium)…');
  if ((await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })) !== 0) failedSteps.push('e2e');
}

const jest = readJson(jestFile);
const e2e = readJson(e2eFile);
const own = tapCounts(scriptsFile);
const passed = own.pass + (jest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = own.fail + (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = own.skipped + (jest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log('');
console.log(`scripts: ${own.pass} passed, ${own.fail} failed; jest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed; playwright: ${e2e?.stats?.expected ?? 0} passed, ${e2e?.stats?.unexpected ?? 0} failed`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
