// `pnpm bench import-health`: does /healthz stay fast while the positions import works? (issue 25, item 3b)
//  1. Starts the built server on a free port with its own temp DATA_DIR (SQLite, IMPORT_HEALTH_POSITIONS
//     demo positions) and makes the demo company's import token with the built import command.
//  2. Three phases in one run, each timing sequential /healthz round trips (one at a time, one every
//     IMPORT_HEALTH_INTERVAL_MS, at least IMPORT_HEALTH_REQUESTS of them, and on until at least two imports
//     were answered during the phase, so the sample covers every stage of an import: upload, parse, write):
//       quiet    nothing else (the reference: shared machines vary 2-5x, so compare ratios)
//       hostile  a 9 MiB CSV line of commas and 10 MB of nested JSON `[` posted in turn, in a loop
//       valid    a valid 20,000-row CSV posted in a loop (each round changes every description: 20,000 updates)
//  3. Prints p50, p95 and max of each phase, each as a multiple of the quiet phase, and the imports answered.
// The import API allows 10 calls a minute per client address: the server trusts X-Forwarded-For from
// 127.0.0.1 here (TRUST_PROXY), and each import names an address of its own, as an attacker with many
// addresses would. /healthz comes from 127.0.0.1 itself. No goal is checked: the figures are for reading.
// IMPORT_HEALTH_SERVER=<path to server/dist/server/src/index.js> runs another build of the server (an
// older commit's worktree) with this same bench. IMPORT_HEALTH_KEEP=1 keeps the temp folder (database, log).
// Run alone with `node scripts/benchImportHealth.mjs` (builds the server first).
import http from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchSettings } from './benchSettings.mjs';
import { SERVER_ENTRY, pnpmCommand, run } from './lib.mjs';
import { withBenchServer } from './withBenchServer.mjs';

const settings = benchSettings('import-health');
const num = settings.num;
const REQUESTS = num('IMPORT_HEALTH_REQUESTS', 200, 20, 100_000);
const INTERVAL_MS = num('IMPORT_HEALTH_INTERVAL_MS', 25, 0, 10_000);
const ROWS = num('IMPORT_HEALTH_ROWS', 20_000, 1, 20_000);
const POSITIONS = String(num('IMPORT_HEALTH_POSITIONS', 1000, 0, 1_000_000));
// Imports answered during a phase before it may end (with at least REQUESTS health checks).
const MIN_IMPORTS = 2;
// A phase ends after this long whatever was answered (an import that never ends is a finding too).
const PHASE_LIMIT_MS = 180_000;
const REQUEST_TIMEOUT_MS = 120_000;
const HOST = '127.0.0.1';
const DOMAIN = 'demo.test';
const SERVER = process.env.IMPORT_HEALTH_SERVER ?? SERVER_ENTRY;
const IMPORT_CLI = join(dirname(SERVER), 'services', 'positionsImport', 'importCli.js');

const state = { port: 0, token: '' };
// /healthz on a keep-alive connection of its own (a monitor's); imports each on a fresh connection.
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const importRequests = new Set();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

/** One request; resolves with status (0 when no answer came), error code and round-trip milliseconds. */
function send({ method = 'GET', path, headers = {}, body, agent = false, onRequest }) {
  return new Promise((resolve) => {
    const t0 = now();
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ status: 0, error: null, ...result, ms: now() - t0 });
    };
    const req = http.request({ host: HOST, port: state.port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => done({ error: error.code ?? 'response aborted' }));
    });
    onRequest?.(req);
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => done({ error: error.code ?? error.message }));
    req.end(body);
  });
}

// ── the files ────────────────────────────────────────────────────────────────────────────────────

const HOSTILE = [
  { kind: 'csv', type: 'text/csv', body: Buffer.from(`external_id,title\n${','.repeat(9 * 1024 * 1024)}\n`) },
  { kind: 'json', type: 'application/json', body: Buffer.from('['.repeat(10_000_000)) },
];

const DEPARTMENTS = ['Engineering', 'Data', 'Design', 'Product', 'Sales', 'Marketing'];
const CITIES = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['London', 'GB', 51.507, -0.128],
  ['Madrid', 'ES', 40.417, -3.704],
  ['Toronto', 'CA', 43.653, -79.383],
];

/** A valid file of ROWS open positions; `round` goes into every description, so each round updates every row. */
function validCsv(round) {
  const lines = ['external_id,title,department,description,employment_type,city,country,lat,lng,skills'];
  for (let i = 0; i < ROWS; i++) {
    const [city, country, lat, lng] = CITIES[i % CITIES.length];
    const department = DEPARTMENTS[i % DEPARTMENTS.length];
    lines.push(`BENCH-${i},Bench engineer ${i},${department},Round ${round} of the import bench; position ${i}.,FULL_TIME,${city},${country},${lat},${lng},Python;SQL`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

// ── the import loop ──────────────────────────────────────────────────────────────────────────────

let addressSeq = 0;
/** A client address no import used before (10.x.y.z): the import's per-address rate limit never applies. */
function nextAddress() {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** Posts the files returned by `fileFor(round)` one after another until stopped; records every answer. */
function startImportLoop(fileFor) {
  const loop = { stopped: false, answers: [], done: null, current: '' };
  loop.done = (async () => {
    for (let round = 0; !loop.stopped; round++) {
      const file = fileFor(round);
      loop.current = `import #${round + 1} (${file.kind})`;
      const r = await send({
        method: 'POST',
        path: `/api/pcsx/positions/import?domain=${DOMAIN}`,
        headers: { authorization: `Bearer ${state.token}`, 'content-type': file.type, 'content-length': file.body.length, 'x-forwarded-for': nextAddress(), connection: 'close' },
        body: file.body,
        onRequest: (req) => {
          importRequests.add(req);
          req.on('close', () => importRequests.delete(req));
        },
      });
      if (!loop.stopped) loop.answers.push({ kind: file.kind, at: now(), ...r });
    }
  })();
  return loop;
}

// ── a phase ──────────────────────────────────────────────────────────────────────────────────────

async function phase(name, fileFor) {
  const loop = fileFor ? startImportLoop(fileFor) : null;
  // Let the first import's upload begin before the clock starts.
  if (loop) await sleep(200);
  const started = now();
  const times = [];
  const failures = [];
  // The slowest round trips and the import that was in flight when each was sent.
  const slowest = [];
  const enough = () => times.length + failures.length >= REQUESTS && (!loop || loop.answers.filter((a) => a.at > started).length >= MIN_IMPORTS);
  while (!enough() && now() - started < PHASE_LIMIT_MS) {
    const t = now();
    const during = loop?.current ?? '';
    const r = await send({ path: '/healthz', agent: healthAgent });
    if (r.status === 200) times.push(r.ms);
    else failures.push(r.status ? `HTTP ${r.status}` : r.error);
    slowest.push({ ms: r.ms, during });
    slowest.sort((x, y) => y.ms - x.ms).splice(3);
    const wait = INTERVAL_MS - (now() - t);
    if (wait > 0) await sleep(wait);
  }
  const seconds = (now() - started) / 1000;
  let answers = [];
  if (loop) {
    loop.stopped = true;
    for (const req of importRequests) req.destroy();
    await loop.done;
    answers = loop.answers.filter((a) => a.at > started);
  }
  times.sort((a, b) => a - b);
  return { name, times, failures, seconds, answers, slowest };
}

// ── figures ──────────────────────────────────────────────────────────────────────────────────────

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');
const ratio = (v, ref) => (Number.isFinite(v) && ref > 0 ? `${(v / ref).toFixed(1)}×` : '-');
const median = (values) => quantile([...values].sort((a, b) => a - b), 0.5);

function importSummary(answers) {
  if (!answers.length) return 'none answered';
  const counts = new Map();
  for (const a of answers) {
    const key = `${a.kind} ${a.status ? a.status : a.error}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const each = [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
  return `${each}; median ${(median(answers.map((a) => a.ms)) / 1000).toFixed(2)} s each`;
}

function printTable(results) {
  const [quiet] = results;
  const ref = { p50: quantile(quiet.times, 0.5), p95: quantile(quiet.times, 0.95), max: quiet.times.at(-1) };
  console.log('\n  /healthz round trip, sequential   requests    p50 (× quiet)          p95 (× quiet)          max (× quiet)');
  for (const r of results) {
    const p50 = quantile(r.times, 0.5);
    const p95 = quantile(r.times, 0.95);
    const max = r.times.at(-1);
    const cell = (v, base) => `${ms(v).padStart(10)} ${`(${ratio(v, base)})`.padStart(9)}  `;
    console.log(`  ${r.name.padEnd(33)} ${String(r.times.length).padStart(8)}  ${cell(p50, ref.p50)}  ${cell(p95, ref.p95)}  ${cell(max, ref.max)}`);
  }
  console.log('');
  for (const r of results) {
    const failed = r.failures.length ? `; ${r.failures.length} /healthz failed (${[...new Set(r.failures)].join(', ')})` : '';
    console.log(`  ${r.name}: ${r.seconds.toFixed(1)} s; imports answered during it: ${r.name === 'quiet' ? '-' : importSummary(r.answers)}${failed}`);
    if (r.name !== 'quiet') console.log(`    slowest /healthz: ${r.slowest.map((x) => `${ms(x.ms)} (sent during ${x.during})`).join(', ')}`);
  }
}

// ── server ───────────────────────────────────────────────────────────────────────────────────────

function runCommand(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
  });
}

const SERVER_ENV = {
  HOST,
  INTRANET_PORT: '0',
  LOG_LEVEL: 'warn',
  DEMO_POSITIONS: POSITIONS,
  RATE_LIMIT_MAX: '10000000',
  TRUST_PROXY: '127.0.0.1',
};

// ── main ─────────────────────────────────────────────────────────────────────────────────────────

export async function benchImportHealth() {
  if (settings.reportErrors()) return 2;
  if (!existsSync(SERVER) || !existsSync(IMPORT_CLI)) {
    console.error(`import-health: no built server at ${SERVER} (or no import command beside it)`);
    return 2;
  }
  const options = {
    what: 'bench',
    folder: 'careers-bench-import-health-',
    keep: 'IMPORT_HEALTH_KEEP',
    entry: SERVER,
    env: SERVER_ENV,
    // /healthz gets up to 2 minutes (600 × 0.2 s) to answer, not the usual 30 s.
    startTries: 600,
    stopGraceMs: 10_000,
    beforeStop: () => {
      for (const req of importRequests) req.destroy();
      healthAgent.destroy();
    },
  };
  return withBenchServer(options, bench);
}

async function bench(server) {
  state.port = server.port;
  const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');
  console.log(`\nimport-health: server ${SERVER}\n  load average at the start ${load()}`);

  let t = now();
  try {
    await server.start();
  } catch {
    throw new Error(`the server did not start (log: ${server.logPath}; IMPORT_HEALTH_KEEP=1 keeps it)`);
  }
  console.log(`  server on ${HOST}:${state.port} with ${POSITIONS} demo positions, up in ${((now() - t) / 1000).toFixed(1)} s`);
  const made = await runCommand([IMPORT_CLI, 'token', '--domain', DOMAIN], server.env);
  state.token = made.stdout.trim().split('\n').at(-1) ?? '';
  if (made.code !== 0 || !state.token) {
    console.error(`import-health: could not make the import token (exit ${made.code}): ${made.stderr.trim()}`);
    return 1;
  }
  const files = [...Array(2)].map((_, round) => ({ kind: `valid ${ROWS}-row csv`, type: 'text/csv', body: validCsv(round) }));
  console.log(`  files: ${HOSTILE.map((f) => `${f.kind} ${(f.body.length / 1024 / 1024).toFixed(1)} MiB`).join(', ')}, valid csv ${(files[0].body.length / 1024 / 1024).toFixed(1)} MiB`);
  console.log(`  /healthz: one at a time, one every ${INTERVAL_MS} ms, at least ${REQUESTS} a phase and on until ${MIN_IMPORTS} imports were answered`);

  const results = [];
  results.push(await phase('quiet', null));
  results.push(await phase('hostile (commas csv, [ json)', (round) => HOSTILE[round % HOSTILE.length]));
  results.push(await phase(`valid import (${ROWS} rows)`, (round) => files[round % files.length]));
  printTable(results);
  console.log(`  load average at the end ${load()}`);
  const refusedHostile = results[1].answers.filter((a) => a.status !== 422).length;
  const failedValid = results[2].answers.filter((a) => a.status !== 200).length;
  if (refusedHostile || failedValid) console.log(`  NOTE: ${refusedHostile} hostile import(s) not answered 422, ${failedValid} valid import(s) not answered 200`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pnpm, prefix] = pnpmCommand();
  if ((await run(pnpm, [...prefix, '--filter', '@careers/server', 'build'])) !== 0) process.exit(1);
  process.exit(await benchImportHealth());
}
