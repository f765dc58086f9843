// `pnpm bench search`: the job search at 100,000 positions, against the built server.
// Seeds a temp DATA_DIR with the seed CLI, starts server/dist/index.js on port 8391, drives a trivial
// route (/healthz) and then a fixed mix of searches at 32 concurrent keep-alive connections, prints
// p50/p99 and throughput of both and checks the goals (search p99 ≤ 25 ms, throughput ≥ 15 % of
// the trivial route's). Run alone with `node scripts/benchSearch.mjs` (builds the server first).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run, startBuiltServer } from './lib.mjs';

const PORT = 8391;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSITIONS = process.env.BENCH_POSITIONS ?? '100000';
const site = `http://127.0.0.1:${PORT}`;

// Text, typo, filters, location, map bounds and deep pages, as the search page sends them.
const MIX = [
  '',
  'query=engineer',
  'query=senior%20data',
  'query=pyhton',
  'query=product%20manager&sort_by=newest',
  'location=Berlin',
  'query=engineer&location=London&distance=100',
  'location=Map%20Area%3A%3A%3A60%2C-10%2C40%2C30',
  'location=Map%20Location%3A%3A%3A52.52%2C13.405',
  'location=remote&query=designer',
  'filter_department=Engineering&filter_is_remote=1',
  'filter_skills=Python&filter_skills=Go',
  'query=manager&location=Germany&filter_employment_type=FULL_TIME',
  'start=5000',
  'query=engineer&start=990',
  'query=data&sort_by=newest&start=200',
].map((params) => `/api/pcsx/search?domain=demo.test${params ? `&${params}` : ''}`);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One GET on a keep-alive connection; resolves with the status once the body is read. */
function get(path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

/** CONNECTIONS loops, each sending its next request as soon as the last one answered (closed loop). */
async function drive(paths, seconds) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const path = paths[next++ % paths.length];
        const t0 = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

const ms = (v) => `${v.toFixed(2)} ms`;

export async function benchSearch() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-search-'));
  let server;
  try {
    const seeded = await run(process.execPath, [join(root, 'server', 'dist', 'db', 'seedCli.js'), '--positions', POSITIONS, '--data-dir', dataDir]);
    if (seeded !== 0) return seeded;
    server = await startBuiltServer({
      port: PORT,
      env: { INTRANET_PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '10000000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

    // First pass, one at a time: the cost of each search before the server has cached its answer.
    console.log(`\nFirst (uncached) answer of each search of the mix, ${POSITIONS} positions:`);
    for (const path of MIX) {
      const t0 = performance.now();
      const status = await get(path);
      console.log(`  ${ms(performance.now() - t0).padStart(10)}  ${status}  ${decodeURIComponent(path.replace('/api/pcsx/search?domain=demo.test', '') || '(no parameters)')}`);
    }

    await drive(['/healthz'], 2); // warm-up of the connections and the JIT
    const trivial = await drive(['/healthz'], SECONDS);
    const search = await drive(MIX, SECONDS);
    const ratio = search.rps / trivial.rps;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each:`);
    for (const [name, r] of [['/healthz', trivial], ['/api/pcsx/search (mix)', search]]) {
      console.log(`  ${name.padEnd(24)} p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  ${Math.round(r.rps).toLocaleString('en-US').padStart(7)} req/s  (${r.requests} requests, ${r.errors} not 200)`);
    }
    const p99Ok = search.p99 <= 25;
    const ratioOk = ratio >= 0.15;
    console.log(`  search p99 ${ms(search.p99)} (goal ≤ 25 ms: ${p99Ok ? 'OK' : 'OVER'})`);
    console.log(`  throughput ratio search/healthz ${(ratio * 100).toFixed(1)} % (goal ≥ 15 %: ${ratioOk ? 'OK' : 'UNDER'})`);
    return p99Ok && ratioOk && search.errors === 0 ? 0 : 1;
  } finally {
    agent.destroy();
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pnpm, prefix] = (await import('./lib.mjs')).pnpmCommand();
  if ((await run(pnpm, [...prefix, '--filter', '@careers/server', 'build'])) !== 0) process.exit(1);
  process.exit(await benchSearch());
}
