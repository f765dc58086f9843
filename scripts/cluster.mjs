// `npm run cluster -- --instances 3` (or `pnpm cluster`): several server instances on one PostgreSQL
// database on this machine, to try what a cluster does (log in on one instance, go on on another). Uses
// DATABASE_URL when it names a PostgreSQL database, otherwise starts a throw-away PostgreSQL
// (scripts/postgresCluster.mjs). Builds what changed, starts the first instance (which migrates and
// seeds demo data on an empty database) and, once it answers, the others; prints their addresses;
// Ctrl-C stops the instances, then the throw-away PostgreSQL, and removes its files.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from './build.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, ensureInstalled, log, root } from './lib.mjs';
import { startPostgres } from './postgresCluster.mjs';

const USAGE = 'Usage: npm run cluster -- [--instances N] [--port FIRST_PORT]   (N from 1 to 16; ports FIRST_PORT, FIRST_PORT + 1 …)';
// The first instance seeds demo data (DEMO_POSITIONS, 5000 by default) before it answers.
const START_TIMEOUT_MS = 5 * 60_000;

let options;
try {
  // `npm run cluster -- --instances 3` and `pnpm cluster -- --instances 3` may hand over the `--` itself.
  const args = process.argv.slice(2);
  if (args[0] === '--') args.shift();
  options = parseArgs({ args, options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: process.env.PORT || '8080' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = Number(options.instances);
const firstPort = Number(options.port);
if (!Number.isInteger(count) || count < 1 || count > 16 || !Number.isInteger(firstPort) || firstPort < 1 || firstPort > 65535 - count) {
  console.error(USAGE);
  process.exit(2);
}
const given = process.env.DATABASE_URL?.trim();
if (given && !/^postgres(ql)?:\/\//i.test(given)) {
  console.error('Several instances need one PostgreSQL database: DATABASE_URL must be postgres://… (or unset, for a throw-away one).');
  process.exit(2);
}

const instances = [];
let postgres = null;
let dataDir = null;
let stopping = false;

/** Stops the instances (they finish their requests and close their pools), then PostgreSQL; exits. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
  if (running.length) log(`Stopping ${running.length} instance(s)…`);
  await Promise.all(
    running.map(
      ({ child }) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
          // index.ts gives in-flight requests 10 s; a hung instance does not keep PostgreSQL up.
          setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
        }),
    ),
  );
  postgres?.stop();
  if (dataDir && !given) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
// Last resort (an uncaught error): no instance outlives this script.
process.on('exit', () => instances.forEach(({ child }) => child.kill('SIGKILL')));

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first port from `from` on where `n` consecutive ports are free. */
async function consecutiveFreePorts(from, n) {
  for (let start = from; start + n - 1 <= 65535; start++) {
    let free = true;
    for (let port = start; port < start + n && free; port++) {
      free = await isFree(port);
      if (!free) start = port;
    }
    if (free) return start;
  }
  throw new Error(`No ${n} consecutive free ports from ${from} on.`);
}

/** Starts instance `number`; resolves once /healthz answers, rejects if it exits first or takes too long. */
function startInstance(number, port, env) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: root,
    // Each instance's intranet demo page (PORT + 1) and e-signature provider (PORT + 2) would take the
    // next instances' ports: off here.
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...env, PORT: String(port), INTRANET_PORT: '0', ESIGN_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance = { number, port, child };
  instances.push(instance);
  const prefix = `\x1b[35m[${number}]\x1b[0m `;
  const relay = (stream, out) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    void stopAll(1);
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    const poll = async () => {
      if (child.exitCode !== null || stopping) return reject(new Error(`instance ${number} did not start`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return resolve(instance);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) return reject(new Error(`instance ${number} did not answer within ${START_TIMEOUT_MS / 1000} s`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

try {
  await ensureInstalled();
  const built = await buildAll();
  if (built !== 0) process.exit(built);

  if (given) {
    log('Using the PostgreSQL database of DATABASE_URL.');
  } else {
    postgres = await startPostgres({ handleSignals: false });
  }
  const databaseUrl = given || postgres.url;
  // Instances share the database, the uploaded files and the evidence keys (FILES_DIR and KEYS_DIR under this DATA_DIR), nothing else.
  dataDir = process.env.DATA_DIR || (given ? join(root, '.data', 'cluster') : mkdtempSync(join(tmpdir(), 'careers-cluster-')));
  mkdirSync(dataDir, { recursive: true });
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };

  const base = await consecutiveFreePorts(firstPort, count);
  log(`Starting instance 1 on port ${base} (migrates, and seeds demo data when the database is empty)…`);
  await startInstance(1, base, env);
  if (count > 1) {
    log(`Starting ${count - 1} more on ports ${base + 1}–${base + count - 1}…`);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(i + 2, base + i + 1, env)));
  }

  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
  console.log('');
  log(`${count} instance${count > 1 ? 's' : ''} of the careers site on one PostgreSQL database (${databaseUrl}):`);
  for (const { number, port } of instances) console.log(`    [${number}] http://${host}:${port}/careers`);
  console.log('\n    Cookies do not depend on the port: log in on one address and go on on another.');
  console.log('    Ctrl-C stops every instance' + (postgres ? ' and the throw-away PostgreSQL.' : '.') + '\n');
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await stopAll(1);
}
