// `pnpm bench streams`: what 1,000 open notification streams (issue 33) cost the server. Per engine (--engines
// sqlite,postgres; SQLite by default, or the engine of DATABASE_URL):
//  1. Starts the built server on a free port with a temp DATA_DIR (PostgreSQL: DATABASE_URL, else a throw-away
//     cluster), trusting X-Forwarded-For from 127.0.0.1 (each stream names an address of its own, as 1,000 visitors
//     would: the per-address cap is not what is measured), and signs up STREAMS_CANDIDATES candidates.
//  2. STREAMS_ROUNDS rounds, each measuring in turn:
//       reference  the server's resident memory with STREAMS_COUNT idle keep-alive connections (each answered one
//                  /healthz and stays open), per connection; and sequential /healthz round trips on one keep-alive
//                  connection for STREAMS_HEALTH_SECONDS with nothing else open: p50 and p99
//       streams    the same with STREAMS_COUNT notification streams open (STREAMS_COUNT / STREAMS_CANDIDATES per
//                  candidate, each confirmed by its opening badge event): memory per stream, and /healthz p50 and p99
//                  while they are open (the phase outlasts a heartbeat, 25 s, so one heartbeat to every stream and
//                  its session check fall inside it)
//  3. Prints the medians of the rounds, each figure beside its reference. Memory is the server process's resident
//     set (VmRSS) after the connections are open and the process settled, less the same figure just before.
// No goal is checked: the figures are for reading. STREAMS_KEEP=1 keeps the temp folder (database, server log).
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchSettings } from './benchSettings.mjs';
import { SERVER_ENTRY } from './lib.mjs';
import { withBenchServer } from './withBenchServer.mjs';

const settings = benchSettings('streams');
const num = settings.num;
const COUNT = num('STREAMS_COUNT', 1000, 1, 20_000);
const CANDIDATES = num('STREAMS_CANDIDATES', 250, 1, 20_000);
const ROUNDS = num('STREAMS_ROUNDS', 3, 1, 50);
const HEALTH_SECONDS = num('STREAMS_HEALTH_SECONDS', 30, 1, 3600);
const SETTLE_MS = 3000;
const HOST = '127.0.0.1';
const DOMAIN = 'demo.test';
const ENGINES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const POSTGRES_URL = /^postgres(ql)?:\/\//i;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
const median = (values) => quantile([...values].sort((a, b) => a - b), 0.5);

let addressSeq = 0;
/** A client address no request used before (10.x.y.z). */
function nextAddress() {
  addressSeq += 1;
  return `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}

/** One request on its own connection; resolves with status, headers and body. */
function request(port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: HOST, port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const cookieOf = (headers) => (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('careers_sid=')) ?? '';

/** Signs up one candidate as the sign-up form does; resolves with the session cookie. */
async function signUp(port, i) {
  const address = nextAddress();
  const page = await request(port, { path: '/candidate/login?mode=signup', headers: { 'x-forwarded-for': address } });
  const payload = JSON.stringify({ email: `stream-bench-${i}@demo.test`, password: `plum-kettle-${i}-bench`, firstName: 'Bench', lastName: `Reader ${i}` });
  const res = await request(port, {
    method: 'POST',
    path: '/candidate/signup',
    headers: { cookie: cookieOf(page.headers), 'x-csrf-token': String(page.headers['x-csrf-token']), 'content-type': 'application/json', 'x-forwarded-for': address },
    body: payload,
  });
  if (res.status !== 201) throw new Error(`sign-up ${i} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return cookieOf(res.headers);
}

/** The server's resident memory in bytes, read from /proc. */
function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Sequential /healthz round trips on one keep-alive connection for HEALTH_SECONDS: p50, p99 and how many. */
async function healthRoundTrips(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failures = 0;
  const until = now() + HEALTH_SECONDS * 1000;
  while (now() < until) {
    const t0 = now();
    const status = await new Promise((resolve) => {
      const req = http.get({ host: HOST, port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
    });
    if (status === 200) times.push(now() - t0);
    else failures += 1;
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), requests: times.length, failures };
}

/** COUNT idle keep-alive connections, each after one answered /healthz; resolves with a function that closes them. */
async function openIdleConnections(port) {
  const agents = [];
  for (let i = 0; i < COUNT; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, COUNT - i) }, async () => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        await new Promise((resolve, reject) => {
          const req = http.get({ host: HOST, port, path: '/healthz', agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
        });
      }),
    );
  }
  return () => agents.forEach((agent) => agent.destroy());
}

/** COUNT streams spread over the candidates, each open once its badge event arrived; tallies heartbeats. */
async function openStreams(port, cookies) {
  const requests = [];
  const tally = { heartbeats: 0, events: 0 };
  const openOne = (cookie) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        { host: HOST, port, path: `/api/pcsx/notifications/stream?domain=${DOMAIN}`, agent: false, headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': nextAddress() } },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`a stream answered ${res.statusCode}`));
            return;
          }
          res.setEncoding('utf8');
          let opened = false;
          res.on('data', (chunk) => {
            tally.heartbeats += chunk.split(': heartbeat').length - 1;
            tally.events += chunk.split('\nevent: ').length - 1 + (chunk.startsWith('event: ') ? 1 : 0);
            if (!opened && chunk.includes('event: badge')) {
              opened = true;
              resolve();
            }
          });
        },
      );
      req.on('error', reject);
      requests.push(req);
    });
  for (let i = 0; i < COUNT; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, COUNT - i) }, (_, j) => openOne(cookies[(i + j) % cookies.length])));
  }
  return { tally, close: () => requests.forEach((req) => req.destroy()) };
}

async function round(server, cookies) {
  const pid = server.child.pid;
  // The reference: idle connections, then /healthz with nothing open.
  await sleep(SETTLE_MS);
  let before = residentBytes(pid);
  const closeIdle = await openIdleConnections(server.port);
  await sleep(SETTLE_MS);
  const perConnection = (residentBytes(pid) - before) / COUNT;
  closeIdle();
  await sleep(SETTLE_MS);
  const quiet = await healthRoundTrips(server.port);

  // The streams.
  await sleep(SETTLE_MS);
  before = residentBytes(pid);
  const t0 = now();
  const streams = await openStreams(server.port, cookies);
  const openSeconds = (now() - t0) / 1000;
  await sleep(SETTLE_MS);
  const perStream = (residentBytes(pid) - before) / COUNT;
  const during = await healthRoundTrips(server.port);
  const heartbeats = streams.tally.heartbeats;
  streams.close();
  return { perConnection, perStream, quiet, during, openSeconds, heartbeats };
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '-');
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(2)} ms` : '-');

function printTable(engine, rounds) {
  const m = (pick) => median(rounds.map(pick));
  console.log(`\n  ${ENGINES[engine]}, ${COUNT.toLocaleString('en-US')} streams (${CANDIDATES} candidates), medians of ${rounds.length} round${rounds.length === 1 ? '' : 's'}:`);
  console.log('                                         streams open          reference (same run)');
  console.log(`  server memory per open connection     ${kb(m((r) => r.perStream)).padStart(12)}          ${kb(m((r) => r.perConnection)).padStart(12)}  (an idle keep-alive connection)`);
  console.log(`  /healthz p99                          ${ms(m((r) => r.during.p99)).padStart(12)}          ${ms(m((r) => r.quiet.p99)).padStart(12)}  (nothing open)`);
  console.log(`  /healthz p50                          ${ms(m((r) => r.during.p50)).padStart(12)}          ${ms(m((r) => r.quiet.p50)).padStart(12)}`);
  for (const [i, r] of rounds.entries()) {
    const failed = r.during.failures + r.quiet.failures;
    console.log(
      `    round ${i + 1}: ${COUNT} streams opened in ${r.openSeconds.toFixed(1)} s; ${r.heartbeats} heartbeats received while open; ` +
        `/healthz ${r.during.requests} requests with streams, ${r.quiet.requests} without${failed ? `; ${failed} failed` : ''}`,
    );
  }
}

async function benchEngine(engine) {
  let cluster;
  let databaseUrl;
  if (engine === 'postgres') {
    databaseUrl = POSTGRES_URL.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined;
    if (!databaseUrl) {
      const { startPostgres } = await import('./postgresCluster.mjs');
      cluster = await startPostgres({ quiet: true });
      databaseUrl = cluster.url;
    }
  }
  const env = {
    HOST,
    INTRANET_PORT: '0',
    LOG_LEVEL: 'warn',
    DEMO_POSITIONS: '200',
    RATE_LIMIT_MAX: '10000000',
    LOGIN_RATE_LIMIT_MAX: '10000000',
    TRUST_PROXY: '127.0.0.1',
    // The reference's idle connections stay open for the measurement.
    KEEP_ALIVE_TIMEOUT_MS: '600000',
    MAX_CONNECTIONS: String(COUNT * 2 + 100),
    DATABASE_URL: databaseUrl ?? '',
  };
  try {
    return await withBenchServer({ what: 'bench', folder: 'careers-bench-streams-', keep: 'STREAMS_KEEP', env, startTries: 600 }, async (server) => {
      const load = () => loadavg().map((v) => v.toFixed(1)).join(' ');
      console.log(`\nstreams on ${ENGINES[engine]}: load average at the start ${load()}`);
      await server.start();
      const t0 = now();
      const cookies = [];
      for (let i = 0; i < CANDIDATES; i += 4) cookies.push(...(await Promise.all(Array.from({ length: Math.min(4, CANDIDATES - i) }, (_, j) => signUp(server.port, i + j)))));
      console.log(`  ${CANDIDATES} candidates signed up in ${((now() - t0) / 1000).toFixed(1)} s`);
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await round(server, cookies));
      printTable(engine, rounds);
      console.log(`  load average at the end ${load()}`);
      return 0;
    });
  } finally {
    cluster?.stop();
  }
}

export async function benchStreams(args = []) {
  if (settings.reportErrors()) return 2;
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`streams: no built server at ${SERVER_ENTRY}`);
    return 2;
  }
  const { values } = parseArgs({ args: args.filter((a) => a !== '--'), options: { engines: { type: 'string' } } });
  const fromEnv = POSTGRES_URL.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
  const engines = values.engines ? values.engines.split(',').map((e) => e.trim().toLowerCase()) : [fromEnv];
  if (engines.length === 0 || engines.some((e) => !ENGINES[e])) {
    console.error(`streams: --engines takes ${Object.keys(ENGINES).join(', ')} separated by commas (got "${values.engines}")`);
    return 2;
  }
  let code = 0;
  for (const engine of new Set(engines)) code = Math.max(code, await benchEngine(engine));
  return code;
}
