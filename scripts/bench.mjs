// `pnpm bench <name>`: benchmarks that print figures. Goals are checked here, not in timed tests.
//   seed     generate 100,000 positions into a fresh database and print the time
//   bundle   gzip JavaScript that real pages download (bell, embed, search page), in Chromium
//   firstchunks  each remote's and the shell's first chunk(s) (remoteEntry.js + './app'/'./widget' sync chunks; main.js),
//            gzip -9 and brotli, read from the builds; --base <worktree of an older commit, built> adds growth (issue 30:
//            ≤ 3 KB gzip), one locale's catalogue chunk per package, and that no first chunk holds a catalogue;
//            --browser also loads pages of every remote in Chromium in English and German and lists the catalogues fetched
//   search   issue 26's table at 100,000 positions, each figure beside its goal and the bare Fastify route of the same run:
//            /healthz and cached mix throughput, mix p99 at 32 connections, the 16 searches uncached, first-time searches,
//            search index heap, role-word counts, relevance; SQLite and PostgreSQL (--engines sqlite|postgres for one,
//            DATABASE_URL=postgres://… for which PostgreSQL)
//   relevance  NDCG@5 and P@5 of the judged queries (scripts/relevance/judgedQueries.json) on SQLite and/or PostgreSQL
//            (--engines sqlite,postgres, or DATABASE_URL=postgres://…; --verbose per query), next to the recorded baseline
//   import-health  /healthz p50/p95/max while the positions import is quiet, under hostile files, and importing 20,000 rows
//   request-cost  /healthz (default logging, stdout piped) vs a bare Fastify route at 32 connections, 3 alternating
//            rounds: throughput, p50, p99, the ratio (goal ≥ 70 %), and a search answered from cache for information
//   lighthouse  issue 27's Lighthouse 12.8 (mobile, default settings) on search, a job, apply, an offer and the dashboard,
//            BENCH_LIGHTHOUSE_RUNS (5) times each, cold and warm cache: medians of score, LCP, TBT, CLS, FCP beside the goals
//   streams  issue 33's 1,000 open notification streams: server memory per stream beside an idle keep-alive connection's,
//            /healthz p50/p99 while they are open beside nothing open, medians of STREAMS_ROUNDS (3) (--engines sqlite,postgres)
//   soak     SOAK_SECONDS (600) at half the maximum rate of a search/details/login/save mix, restart midway: errors, p99, lost writes
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { benchBundle } from './benchBundle.mjs';
import { benchFirstChunks } from './benchFirstChunks.mjs';
import { benchImportHealth } from './benchImportHealth.mjs';
import { benchLighthouse } from './benchLighthouse.mjs';
import { benchRelevance } from './benchRelevance.mjs';
import { benchRequestCost } from './benchRequestCost.mjs';
import { benchSearch } from './benchSearch.mjs';
import { benchSoak } from './benchSoak.mjs';
import { benchStreams } from './benchStreams.mjs';
import { SEED_CLI, ensureInstalled, run } from './lib.mjs';

const benches = {
  bundle: benchBundle,
  firstchunks: benchFirstChunks,
  'import-health': benchImportHealth,
  lighthouse: benchLighthouse,
  relevance: benchRelevance,
  'request-cost': benchRequestCost,
  search: benchSearch,
  soak: benchSoak,
  streams: benchStreams,
  async seed() {
    const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-seed-'));
    const positions = process.env.BENCH_POSITIONS ?? '100000';
    const started = process.hrtime.bigint();
    const code = await run(process.execPath, [SEED_CLI, '--positions', positions, '--data-dir', dataDir]);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`seed: ${positions} positions in ${seconds.toFixed(1)} s (goal: under 60 s) ${seconds < 60 ? 'OK' : 'OVER GOAL'}`);
    return code;
  },
};

const name = process.argv[2];
if (!benches[name]) {
  console.error(`usage: pnpm bench <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
await ensureInstalled();
if ((await buildAll()) !== 0) process.exit(1);
process.exit(await benches[name](process.argv.slice(3)));
