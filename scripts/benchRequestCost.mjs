// `pnpm bench request-cost`: what every request costs on top of a bare Fastify route.
// Starts the built server as `npm start` runs it: its DEFAULT logging (LOG_LEVEL unset), stdout through
// a pipe that this script reads (as a process manager or log shipper would), on a fresh demo database.
// Beside it, scripts/bareFastify.mjs (the same JSON as /healthz, no plugins, no logging). Then ROUNDS
// rounds, alternating which goes first: the server's /healthz, the bare route and, for information, a
// JSON API answer a visitor gets (a search the answer cache holds), each at 32 keep-alive connections for
// BENCH_SECONDS. Prints throughput, p50 and p99 of each round, their medians, and /healthz's throughput
// as a share of the bare route's (goal ≥ 70 %), plus how many log lines each request wrote.
// The client speaks HTTP/1.1 over raw sockets: Node's http client costs as much CPU as the server per
// request and, on a 2-core machine, would be what is measured.
// Run alone with `node scripts/benchRequestCost.mjs [--engines sqlite,postgres]` after a build (SQLite by
// default). On PostgreSQL (a throw-away cluster, or DATABASE_URL=postgres://…) each request's database work is
// a network round trip; the bench also prints the database's transactions per request (pg_stat_database:
// every statement outside a transaction is one), so what a request asks of the database is visible.
import net from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ENGINE_NAMES } from './benchDatabase.mjs';
import { benchSettings } from './benchSettings.mjs';
import { SERVER_ENTRY, freePort, root, startBuiltServer } from './lib.mjs';

const CONNECTIONS = 32;
const settings = benchSettings('request-cost');
const SECONDS = settings.num('BENCH_SECONDS', 5, 1, 3600);
const ROUNDS = settings.num('BENCH_ROUNDS', 3, 1, 100);
const GOAL = 0.7;
const API_PATH = '/api/pcsx/search?domain=demo.test&query=engineer';

/** One keep-alive connection sending GET `path` again as soon as the last answer is complete. */
function connection(port, path) {
  const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
  const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n\r\n`);
  let buffer = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const end = responseEnd(buffer);
    if (end < 0 || !waiting) return;
    const status = Number(buffer.toString('latin1', 9, 12));
    buffer = buffer.subarray(end);
    const resolve = waiting.resolve;
    waiting = null;
    resolve(status);
  });
  const fail = (error) => {
    if (waiting) waiting.reject(error ?? new Error('connection closed'));
    waiting = null;
  };
  socket.on('error', fail);
  socket.on('close', () => fail());
  const ready = new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    ready,
    get() {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      });
    },
    close: () => socket.destroy(),
  };
}

/** Where the first complete response in `buffer` ends, or -1 (Content-Length or chunked bodies). */
function responseEnd(buffer) {
  const head = buffer.indexOf('\r\n\r\n');
  if (head < 0) return -1;
  const headers = buffer.toString('latin1', 0, head).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(headers);
  if (length) {
    const end = head + 4 + Number(length[1]);
    return buffer.length >= end ? end : -1;
  }
  if (/\r\ntransfer-encoding: *chunked/.test(headers)) {
    const last = buffer.indexOf('\r\n0\r\n\r\n', head);
    return last < 0 ? -1 : last + 7;
  }
  return head + 4;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** CONNECTIONS closed loops on `path` for `seconds`: throughput, p50, p99 and answers not 200. */
export async function drive(port, path, seconds) {
  const connections = Array.from({ length: CONNECTIONS }, () => connection(port, path));
  await Promise.all(connections.map((c) => c.ready));
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    connections.map(async (c) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const status = await c.get().catch(() => 0);
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
        if (status === 0) break;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const c of connections) c.close();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

async function startBare() {
  const port = await freePort();
  const bare = spawn(process.execPath, [join(root, 'scripts', 'bareFastify.mjs'), String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { port, process: bare };
    } catch (error) {
      if (i > 100 || bare.exitCode !== null) throw new Error(`the bare Fastify route did not start (${error.message})`, { cause: error });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (v) => `${v.toFixed(2)} ms`;
const pct = (v) => `${(v * 100).toFixed(1)} %`;
const line = (name, r) =>
  `  ${name.padEnd(28)} ${Math.round(r.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}` +
  `${r.requests === undefined ? '' : `  (${r.requests} requests${r.errors ? `, ${r.errors} not 200` : ''})`}`;

/** The database's committed transactions so far (PostgreSQL), or null on SQLite. */
async function transactionsSoFar(stats) {
  if (!stats) return null;
  // A busy backend reports its statistics at most once a second, an idle one within 10 s (PostgreSQL 15).
  await new Promise((r) => setTimeout(r, 11_000));
  const { rows } = await stats.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0].n);
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** Which engines to run: --engines, else the engine of DATABASE_URL (SQLite when unset). */
function chooseEngines(args) {
  const { values } = parseArgs({ args: args.filter((a) => a !== '--'), options: { engines: { type: 'string' } } });
  const fromEnv = POSTGRES_URL.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
  const engines = values.engines ? values.engines.split(',').map((e) => e.trim().toLowerCase()) : [fromEnv];
  const unknown = engines.filter((e) => !ENGINE_NAMES[e]);
  if (unknown.length > 0 || engines.length === 0) throw new Error(`--engines takes ${Object.keys(ENGINE_NAMES).join(', ')} separated by commas (got "${values.engines}")`);
  return [...new Set(engines)];
}

export async function benchRequestCost(args = []) {
  if (settings.reportErrors()) return 2;
  let engines;
  try {
    engines = chooseEngines(args);
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  let code = 0;
  for (const engine of engines) {
    console.log(`\n${ENGINE_NAMES[engine]}:`);
    code = Math.max(code, await benchEngine(engine));
  }
  return code;
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-request-cost-'));
  const port = await freePort();
  let server;
  let bare;
  let cluster;
  let stats;
  let logLines = 0;
  let logBytes = 0;
  try {
    let databaseUrl;
    if (engine === 'postgres') {
      databaseUrl = POSTGRES_URL.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;
      if (!databaseUrl) {
        const { startPostgres } = await import('./postgresCluster.mjs');
        cluster = await startPostgres({ quiet: true });
        databaseUrl = cluster.url;
      }
      const pg = createRequire(join(root, 'server', 'package.json'))('pg');
      stats = new pg.Client({ connectionString: databaseUrl });
      await stats.connect();
    }
    // LOG_LEVEL undefined: the server's own default, whatever this shell has set.
    server = await startBuiltServer({
      port,
      // Another build (a copy of server/dist made before a change) to compare with, in the same session.
      entry: process.env.BENCH_SERVER_ENTRY || SERVER_ENTRY,
      env: { LOG_LEVEL: undefined, INTRANET_PORT: '0', ESIGN_PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000000', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.on('data', (chunk) => {
      logBytes += chunk.length;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) logLines += 1;
    });
    bare = await startBare();
    // Warm-up: connections, the JIT, and the search answer into the answer cache.
    await drive(port, '/healthz', 2);
    await drive(port, API_PATH, 1);
    await drive(bare.port, '/healthz', 2);

    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = {};
      const order = round % 2 === 0 ? ['healthz', 'bare'] : ['bare', 'healthz'];
      for (const which of order) {
        if (which === 'bare') result.bare = await drive(bare.port, '/healthz', SECONDS);
        else {
          const [lines, bytes] = [logLines, logBytes];
          result.healthz = await drive(port, '/healthz', SECONDS);
          result.healthz.logLines = logLines - lines;
          result.healthz.logBytes = logBytes - bytes;
        }
      }
      result.api = await drive(port, API_PATH, SECONDS);
      rounds.push(result);
      console.log(`\nRound ${round + 1} of ${ROUNDS} (${CONNECTIONS} connections, ${SECONDS} s each):`);
      console.log(line('bare Fastify route', result.bare));
      console.log(line('/healthz', result.healthz));
      console.log(line('search answered from cache', result.api));
      console.log(`  /healthz of bare ${pct(result.healthz.rps / result.bare.rps)}; ${(result.healthz.logLines / result.healthz.requests).toFixed(2)} log lines (${Math.round(result.healthz.logBytes / result.healthz.requests)} bytes) per request`);
    }

    const med = (key, field) => median(rounds.map((r) => r[key][field]));
    const summary = (key) => ({ rps: med(key, 'rps'), p50: med(key, 'p50'), p99: med(key, 'p99') });
    const ratio = median(rounds.map((r) => r.healthz.rps / r.bare.rps));
    const errors = rounds.reduce((n, r) => n + r.bare.errors + r.healthz.errors + r.api.errors, 0);
    console.log(`\nMedians of ${ROUNDS} rounds, the server with its default logging (stdout read through a pipe):`);
    console.log(line('bare Fastify route', summary('bare')));
    console.log(line('/healthz', summary('healthz')));
    console.log(line('search answered from cache', summary('api')));
    console.log(`  log lines per /healthz request: ${median(rounds.map((r) => r.healthz.logLines / r.healthz.requests)).toFixed(2)}`);
    if (stats) {
      const perRequest = async (path) => {
        const before = await transactionsSoFar(stats);
        const { requests } = await drive(port, path, 2);
        // The statistics query itself is one transaction.
        return (((await transactionsSoFar(stats)) - before - 1) / requests).toFixed(3);
      };
      console.log(`  database transactions per request (2 s at ${CONNECTIONS} connections): /healthz ${await perRequest('/healthz')}, cached search ${await perRequest(API_PATH)}`);
    }
    console.log(`  search (cached) of bare: ${pct(median(rounds.map((r) => r.api.rps / r.bare.rps)))} (for information)`);
    console.log(`  /healthz throughput of bare: ${pct(ratio)} (goal ≥ ${pct(GOAL)}: ${ratio >= GOAL ? 'OK' : 'UNDER'})${errors ? `  (${errors} answers not 200)` : ''}`);
    return errors > 0 || ratio < GOAL ? 1 : 0;
  } catch (error) {
    console.error(`\n✖ ${error.message}`);
    return 1;
  } finally {
    if (bare) await stop(bare.process);
    if (server) await stop(server);
    await stats?.end();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await benchRequestCost(process.argv.slice(2)));
