// `pnpm bench relevance [--engines sqlite,postgres] [--verbose]`: how well the job search ranks, on the judged
// queries of scripts/relevance/judgedQueries.json (what a job seeker expects on top, judged by title).
// For each engine it seeds the demo company (RELEVANCE_POSITIONS, 5,000 like `npm start`) into a fresh database,
// starts the built server, runs every judged query and scores its first five results:
//   NDCG@5  sum of gain / log2(rank + 1), divided by that of five results of the query's top gain;
//   P@5     share of the first five with the query's top gain.
// It prints each engine's means next to the baseline recorded in the judged-set file (measured on the code
// before the relevance change, with its commit), and per query with --verbose.
// Which PostgreSQL: DATABASE_URL=postgres://… (emptied and seeded by the seed CLI), else a throw-away cluster
// (scripts/postgresCluster.mjs); DATABASE_URL=postgres://… alone selects PostgreSQL, --engines picks.
// Run alone with `node scripts/benchRelevance.mjs [--engines …]` (builds the server first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ENGINE_NAMES as ENGINES, benchDatabase } from './benchDatabase.mjs';
import { freePort, root, run, startBuiltServer } from './lib.mjs';

const JUDGED = join(root, 'scripts', 'relevance', 'judgedQueries.json');
export const RELEVANCE_POSITIONS = process.env.RELEVANCE_POSITIONS ?? '5000';
const TOP = 5;

/** The gain of a title: that of the first pattern it matches, else 0. */
export function gainOf(title, expect) {
  for (const [pattern, gain] of expect) if (new RegExp(pattern, 'i').test(title)) return gain;
  return 0;
}

/** NDCG@5 and P@5 of the titles shown first, for one judged query. */
export function scoreQuery(titles, expect) {
  const best = Math.max(...expect.map(([, gain]) => gain));
  const gains = titles.slice(0, TOP).map((title) => gainOf(title, expect));
  let dcg = 0;
  let ideal = 0;
  for (let i = 0; i < TOP; i++) {
    dcg += (gains[i] ?? 0) / Math.log2(i + 2);
    ideal += best / Math.log2(i + 2);
  }
  return { ndcg: dcg / ideal, precision: gains.filter((g) => g === best).length / TOP, gains };
}

async function searchTitles(port, { query, location }) {
  const params = new URLSearchParams({ domain: 'demo.test', query, ...(location ? { location } : {}) });
  const res = await fetch(`http://127.0.0.1:${port}/api/pcsx/search?${params}`);
  if (!res.ok) throw new Error(`search "${query}" answered ${res.status}`);
  const body = await res.json();
  return { titles: body.positions.map((p) => p.name), count: body.count };
}

function seeded(engine, postgresUrl) {
  return benchDatabase(engine, { positions: RELEVANCE_POSITIONS, postgresUrl, prefix: 'careers-relevance' });
}

/** The judged set: `{ baseline, queries }`. */
export const judgedSet = () => JSON.parse(readFileSync(JUDGED, 'utf8'));

/**
 * Seeds RELEVANCE_POSITIONS demo positions on `engine` (PostgreSQL at `postgresUrl`, else a throw-away cluster),
 * runs every judged query against the built server and resolves with the means `{ ndcg, precision }`
 * (also used by `pnpm bench search`).
 */
export async function scoreEngine(engine, postgresUrl, queries = judgedSet().queries, verbose = false) {
  const database = await seeded(engine, postgresUrl);
  const port = await freePort();
  const server = await startBuiltServer({
    port,
    env: { INTRANET_PORT: '0', DATA_DIR: database.dataDir, DATABASE_URL: database.url, RATE_LIMIT_MAX: '10000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let ndcg = 0;
    let precision = 0;
    if (verbose) console.log(`\n${ENGINES[engine]}: NDCG@5  P@5  count  query → first five titles`);
    for (const judged of queries) {
      const { titles, count } = await searchTitles(port, judged);
      const score = scoreQuery(titles, judged.expect);
      ndcg += score.ndcg;
      precision += score.precision;
      if (verbose) {
        const name = judged.location ? `${judged.query} @ ${judged.location}` : judged.query;
        console.log(`  ${score.ndcg.toFixed(3)}  ${score.precision.toFixed(1)}  ${String(count).padStart(5)}  ${name} → ${titles.slice(0, TOP).map((t, i) => `${t} (${score.gains[i]})`).join(' | ')}`);
      }
    }
    return { ndcg: ndcg / queries.length, precision: precision / queries.length };
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await exited;
    database.cleanup();
  }
}

export async function benchRelevance(args = []) {
  const { values } = parseArgs({ args: args.filter((a) => a !== '--'), options: { engines: { type: 'string' }, verbose: { type: 'boolean' } } });
  const postgresUrl = /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : null;
  const engines = values.engines ? values.engines.split(',').map((e) => e.trim().toLowerCase()) : [postgresUrl ? 'postgres' : 'sqlite'];
  if (engines.length === 0 || engines.some((e) => !ENGINES[e])) {
    console.error(`--engines takes ${Object.keys(ENGINES).join(', ')} separated by commas (got "${values.engines}")`);
    return 2;
  }
  const { baseline, queries } = judgedSet();
  let failed = false;
  const lines = [];
  for (const engine of [...new Set(engines)]) {
    try {
      const now = await scoreEngine(engine, postgresUrl, queries, values.verbose ?? false);
      const before = baseline[engine];
      const was = (key) => (before ? `${before[key].toFixed(3)} → ` : '');
      lines.push(`  ${ENGINES[engine].padEnd(11)} NDCG@5 ${was('ndcg')}${now.ndcg.toFixed(3)}   P@5 ${was('precision')}${now.precision.toFixed(3)}`);
    } catch (error) {
      console.error(`\n✖ ${ENGINES[engine]}: ${error.message}`);
      failed = true;
    }
  }
  console.log(`\nRelevance on ${queries.length} judged queries, ${RELEVANCE_POSITIONS} demo positions (before → now; before: commit ${baseline.commit ?? 'not recorded'}):`);
  for (const line of lines) console.log(line);
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [pnpm, prefix] = (await import('./lib.mjs')).pnpmCommand();
  if ((await run(pnpm, [...prefix, '--filter', '@careers/server', 'build'])) !== 0) process.exit(1);
  process.exit(await benchRelevance(process.argv.slice(2)));
}
