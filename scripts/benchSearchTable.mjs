// The final table of `pnpm bench search`: every figure of issue 26's table beside its goal and, where the goal is
// a ratio, beside the bare Fastify route measured in the same run. One table per engine.
import { label } from './benchSearchMix.mjs';

export const GOALS = {
  healthzOfBare: 0.7,
  mixOfBare: 0.35,
  mixP99Ms: 25,
  uncachedP50Ms: 15,
  uncachedP99Ms: 25,
  firstP50Ms: 15,
  firstP90Ms: 40,
  heapMB: 50,
  rolePerTitled: 3,
  ndcg: 0.972,
};
/** The role words whose ratio is a goal; 'engineer' is printed for information. */
export const ROLE_WORDS = ['researcher', 'designer', 'controller'];
export const INFO_ROLE_WORDS = ['engineer'];

const ms = (v) => `${v.toFixed(1)} ms`;
const pct = (v) => `${(v * 100).toFixed(1)} %`;
const rps = (r) => `${Math.round(r.rps).toLocaleString('en-US')} req/s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const met = (ok) => (ok ? 'yes' : 'no');
// Long searches (three parameters) would widen every row; the per-search lines above the table show them whole.
const short = (path) => (label(path).length > 44 ? `${label(path).slice(0, 43)}…` : label(path));

/** Whether one uncached search meets both its goals. */
export const meetsUncached = (s) => s.p50 <= GOALS.uncachedP50Ms && s.p99 <= GOALS.uncachedP99Ms;

/** The rows of one engine's table: `{ what, measured, goal, met, bare }` (met: 'yes', 'no' or '—' for information). */
export function tableRows(r) {
  const rows = [];
  const row = (what, measured, goal, ok, bare = '') => rows.push({ what, measured, goal, met: ok === null ? '—' : met(ok), bare });
  if (r.bare && r.healthz) {
    const share = r.healthz.rps / r.bare.rps;
    row('/healthz throughput (default log, piped)', `${rps(r.healthz)} = ${pct(share)}`, `≥ ${GOALS.healthzOfBare * 100} % of bare`, share >= GOALS.healthzOfBare, rps(r.bare));
  }
  if (r.bare && r.mix) {
    const share = r.mix.rps / r.bare.rps;
    // Judged as browsers ask (Chromium's Accept-Encoding: brotli answers); without compression for reference.
    row('cached search mix throughput (as Chromium asks)', `${rps(r.mix)} = ${pct(share)}`, `≥ ${GOALS.mixOfBare * 100} % of bare`, share >= GOALS.mixOfBare, rps(r.bare));
    row('cached search mix p99, 32 connections', ms(r.mix.p99), `≤ ${GOALS.mixP99Ms} ms`, r.mix.p99 <= GOALS.mixP99Ms, `p99 ${ms(r.bare.p99)}`);
    if (r.mix.bytes !== undefined) row('  mean answer size (as Chromium asks)', kb(r.mix.bytes), '(information)', null);
    if (r.mixPlain) {
      row('  the same without Accept-Encoding', `${rps(r.mixPlain)} = ${pct(r.mixPlain.rps / r.bare.rps)}, p99 ${ms(r.mixPlain.p99)}`, '(information)', null);
      row('  mean answer size without it', kb(r.mixPlain.bytes), '(information)', null);
    }
  }
  if (r.each?.length) {
    const meeting = r.each.filter(meetsUncached).length;
    const worst = (key) => r.each.reduce((a, b) => (b[key] > a[key] ? b : a));
    const [p50, p99] = [worst('p50'), worst('p99')];
    row('uncached searches meeting both goals', `${meeting} of ${r.each.length}`, `all, p50 ≤ ${GOALS.uncachedP50Ms} and p99 ≤ ${GOALS.uncachedP99Ms} ms`, meeting === r.each.length);
    row('  worst uncached p50', `${ms(p50.p50)}: ${short(p50.path)}`, `≤ ${GOALS.uncachedP50Ms} ms`, p50.p50 <= GOALS.uncachedP50Ms);
    row('  worst uncached p99', `${ms(p99.p99)}: ${short(p99.path)}`, `≤ ${GOALS.uncachedP99Ms} ms`, p99.p99 <= GOALS.uncachedP99Ms);
    const slowest = r.each.reduce((a, b) => ((b.max ?? 0) > (a.max ?? 0) ? b : a));
    if (slowest.max !== undefined) row('  slowest single uncached run', `${ms(slowest.max)}: ${short(slowest.path)}`, '(information)', null);
  }
  if (r.firstTime) {
    const f = r.firstTime;
    row(`first-time searches p50 (${f.count}, one at a time)`, ms(f.p50), `≤ ${GOALS.firstP50Ms} ms`, f.p50 <= GOALS.firstP50Ms);
    row('  first-time searches p90', ms(f.p90), `≤ ${GOALS.firstP90Ms} ms`, f.p90 <= GOALS.firstP90Ms);
  }
  if (r.heap) {
    row(`search index heap after GC (${r.heap.positions.toLocaleString('en-US')} positions)`, `${mb(r.heap.index)} (${mb(r.heap.searches)} after the 16 searches)`, `≤ ${GOALS.heapMB} MB`, r.heap.index <= GOALS.heapMB * 1024 * 1024);
  }
  for (const role of r.roles ?? []) {
    const ratio = role.count / Math.max(1, role.titled);
    const goal = ROLE_WORDS.includes(role.word);
    row(`'${role.word}' results per job titled with it`, `${role.count.toLocaleString('en-US')} / ${role.titled.toLocaleString('en-US')} = ${ratio.toFixed(1)}x`, goal ? `≤ ${GOALS.rolePerTitled}x` : '(information)', goal ? ratio <= GOALS.rolePerTitled : null);
  }
  if (r.relevance?.error) row('relevance NDCG@5', `failed: ${r.relevance.error}`, `≥ ${GOALS.ndcg}`, false);
  else if (r.relevance?.skipped) row('relevance NDCG@5', 'see pnpm bench relevance', `≥ ${GOALS.ndcg}`, null);
  else if (r.relevance) {
    const { ndcg, precision, queries, positions } = r.relevance;
    row(`relevance NDCG@5 (${queries} judged, ${positions} positions)`, `${ndcg.toFixed(3)} (P@5 ${precision.toFixed(3)})`, `≥ ${GOALS.ndcg}`, Number(ndcg.toFixed(3)) >= GOALS.ndcg);
  }
  return rows;
}

/** Prints rows as a plain-text table under `title`; returns whether every goal was met. */
export function printTable(title, rows) {
  const head = { what: 'what', measured: 'measured', goal: 'goal', met: 'met', bare: 'bare route, same run' };
  const width = (key) => Math.max(...[head, ...rows].map((x) => x[key].length));
  const keys = ['what', 'measured', 'goal', 'met', 'bare'];
  const widths = Object.fromEntries(keys.map((k) => [k, width(k)]));
  const text = (x) => `  ${keys.map((k) => x[k].padEnd(widths[k])).join('  ').trimEnd()}`;
  console.log(`\n${title}`);
  console.log(text(head));
  console.log(`  ${keys.map((k) => '-'.repeat(widths[k])).join('  ')}`);
  for (const x of rows) console.log(text(x));
  return rows.every((x) => x.met !== 'no');
}
