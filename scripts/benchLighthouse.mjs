// `pnpm bench lighthouse`: issue 27's proof. Lighthouse 12.8 (mobile, default settings: simulated throttling)
// on the five pages candidates land on, against the built site on demo data, BENCH_LIGHTHOUSE_RUNS times each
// with a cold cache and with a warm one; prints the medians of score, LCP, TBT, CLS and FCP beside the goals.
// Each page gets a Chromium of its own (a fresh profile: a session cookie an anonymous page left behind would
// be sent beside the logged-in one, and the server would read the anonymous one); in it, each cold run
// (Lighthouse clears the origin's cache first) fills the cache, then a warm run (disableStorageReset) loads the
// page again from it. `--pages dash,offer` measures only the pages whose name contains one of the words.
// Beside them, the reference measured in the same runs: each page once more with a cold cache and every script
// blocked (the server's HTML and styles alone). Its TBT is what this browser on this machine spends on the page
// before any of our JavaScript (a first layout, a new renderer process for a page with COOP: 300-500 ms here in
// 2026-11), so a TBT above it is the scripts' share, and the goal can't be met on a machine whose floor is over it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSettings } from './benchSettings.mjs';
import { chromiumSwitches, disableFeaturesSwitch } from './chromiumFlags.mjs';
import { root, startBuiltServer } from './lib.mjs';

const settings = benchSettings('lighthouse');
const RUNS = settings.num('BENCH_LIGHTHOUSE_RUNS', 5, 1, 50);
// Other ports when two runs share a machine: BENCH_LIGHTHOUSE_PORT (the next two are the intranet and e-sign's).
const PORT = settings.num('BENCH_LIGHTHOUSE_PORT', 8295, 1024, 65000);
const site = `http://127.0.0.1:${PORT}`;
const DOMAIN = 'demo.test';
// Lighthouse tells a page that is only slow from one that failed to load (NO_NAVSTART, NO_FCP …): such a run
// is tried again this many times before it counts as missing.
const RETRIES = 2;

const GOALS = { score: 90, lcp: 2500, tbt: 200, cls: 0.02 };
// BENCH_LIGHTHOUSE_REPORTS=<dir>: each run's whole report is written there as JSON (<page>-<cold|warm>-<run>.json),
// to read what a figure is made of (the long-tasks, bootup-time and network-requests audits).
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS || null;
const reportName = (page, kind, run) => `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${kind}-${run + 1}.json`;
// The reference's runs: every script file blocked (the page's own inline ones still run, a few lines; so does the
// Intl warm-up worker they start, on a thread of its own: Chromium does not apply the page's blocking to it).
const NO_SCRIPTS = ['*.js', '*.js?*'];

const requireFromRoot = createRequire(join(root, 'package.json'));
// chrome-launcher comes with Lighthouse (its own dependency, the version it was tested with).
const requireFromLighthouse = createRequire(requireFromRoot.resolve('lighthouse/package.json'));

/** `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

/** Logs the demo candidate in through the API (as the shell does) and returns the Cookie header of the session. */
async function logIn() {
  const first = await fetch(`${site}/candidate/login`);
  const csrf = first.headers.get('x-csrf-token');
  const cookie = cookiesOf(first);
  const res = await fetch(`${site}/candidate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
    body: JSON.stringify({ email: 'alex@demo.test', password: 'demo-password' }),
  });
  if (res.status !== 200) throw new Error(`log in: ${res.status} ${await res.text()}`);
  // The session id changes at login; keep whatever the answer set over what the first one did.
  const jar = new Map([...`${cookie}; ${cookiesOf(res)}`.split('; ')].filter(Boolean).map((pair) => [pair.split('=')[0], pair]));
  return [...jar.values()].join('; ');
}

/** The five pages of issue 27: a demo job, its apply page, and one of the demo candidate's offers. */
async function pages(cookie) {
  const search = await (await fetch(`${site}/api/pcsx/search?domain=${DOMAIN}`)).json();
  const pid = search.positions?.[0]?.id;
  const offers = await (await fetch(`${site}/api/offer/offers?domain=${DOMAIN}`, { headers: { cookie } })).json();
  const offerId = offers.offers?.[0]?.id;
  if (!pid || !offerId) throw new Error(`the demo data has no ${pid ? 'offer for alex@demo.test' : 'open position'}`);
  return [
    { name: '/careers/search', url: `${site}/careers/search` },
    { name: '/careers/job/:id', url: `${site}/careers/job/${pid}` },
    { name: '/careers/apply?pid=', url: `${site}/careers/apply?pid=${pid}` },
    { name: '/careers/offer/:id (logged in)', url: `${site}/careers/offer/${offerId}`, cookie },
    { name: '/careers/dashboard (logged in)', url: `${site}/careers/dashboard`, cookie },
  ];
}

/**
 * One Lighthouse run of a page, `kind` 'cold', 'warm' (from the cache the cold run filled) or 'noscripts' (cold,
 * every script blocked: the reference); the figures, or null when Lighthouse could not measure it (after retries).
 */
async function measure(lighthouse, port, page, kind, run) {
  const warm = kind === 'warm';
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    const result = await lighthouse(page.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: warm,
      blockedUrlPatterns: kind === 'noscripts' ? NO_SCRIPTS : undefined,
      extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (REPORTS && lhr) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, reportName(page, kind, run)), JSON.stringify(lhr));
    }
    const audit = (id) => lhr?.audits[id]?.numericValue;
    if (lhr && !lhr.runtimeError && lhr.categories.performance.score !== null) {
      return {
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      };
    }
    // A metric's audit can fail alone (then the score is null): its message says why.
    const why = lhr?.runtimeError?.code ?? Object.values(lhr?.audits ?? {}).find((a) => a.errorMessage)?.errorMessage ?? 'no result';
    console.error(`  ${page.name} (${kind}): ${why}${attempt < RETRIES ? ', again' : ''}`);
  }
  return null;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? '—' : `${Math.round(ms)} ms`);

/**
 * One printed row: the medians, each marked ✖ when it misses its goal; true when every goal is met. A reference
 * row is printed without marks: it is what the figures are compared with, not a goal.
 */
function printRow(label, runs, reference = false) {
  const m = Object.fromEntries(['score', 'lcp', 'tbt', 'cls', 'fcp'].map((key) => [key, median(runs.filter(Boolean).map((run) => run[key]))]));
  const ok = {
    score: m.score !== null && m.score >= GOALS.score,
    lcp: m.lcp !== null && m.lcp <= GOALS.lcp,
    tbt: m.tbt !== null && m.tbt <= GOALS.tbt,
    cls: m.cls !== null && m.cls <= GOALS.cls,
  };
  const measured = runs.filter(Boolean).length;
  const mark = (met) => (reference || met ? ' ' : '✖');
  console.log(
    `${label.padEnd(42)} ${String(m.score ?? '—').padStart(4)}${mark(ok.score)} ${seconds(m.lcp).padStart(8)}${mark(ok.lcp)} ${millis(m.tbt).padStart(8)}${mark(ok.tbt)} ${(m.cls === null ? '—' : m.cls.toFixed(3)).padStart(6)}${mark(ok.cls)} ${seconds(m.fcp).padStart(8)}  ${measured}/${runs.length}`,
  );
  return Object.values(ok).every(Boolean) && measured === runs.length;
}

export async function benchLighthouse(args = []) {
  if (settings.reportErrors()) return 2;
  // Loaded here, not at the top: bench.mjs imports every bench, and only this one needs Lighthouse.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = requireFromLighthouse('chrome-launcher');
  // chrome-launcher's own --disable-features come first; Chromium keeps the last one, so ours carries both.
  const chromeFlags = ['--headless=new', ...chromiumSwitches, disableFeaturesSwitch(chromeLauncher.Launcher.defaultFlags())];
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-lighthouse-'));
  const server = await startBuiltServer({
    port: PORT,
    env: { INTRANET_PORT: String(PORT + 1), ESIGN_PORT: String(PORT + 2), DATA_DIR: dataDir, DEMO_POSITIONS: '200', RATE_LIMIT_MAX: '100000', LOGIN_RATE_LIMIT_MAX: '1000' },
  });
  const loadBefore = loadavg();
  const results = [];
  const only = args.indexOf('--pages') >= 0 ? (args[args.indexOf('--pages') + 1] ?? '').split(',').filter(Boolean) : [];
  try {
    const list = (await pages(await logIn())).filter((page) => only.length === 0 || only.some((word) => page.name.includes(word)));
    console.log(`lighthouse: ${list.length} pages × ${RUNS} runs, cold and warm cache, and cold with no scripts as the reference (mobile, simulated throttling), load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')}`);
    for (const page of list) {
      const cold = [];
      const warm = [];
      const noScripts = [];
      const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });
      try {
        for (let run = 0; run < RUNS; run += 1) {
          cold.push(await measure(lighthouse, chrome.port, page, 'cold', run));
          warm.push(await measure(lighthouse, chrome.port, page, 'warm', run));
          noScripts.push(await measure(lighthouse, chrome.port, page, 'noscripts', run));
        }
      } finally {
        chrome.kill();
      }
      results.push({ page, cold, warm, noScripts });
      process.stdout.write(`  ${page.name} measured\n`);
    }
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${'page (median of runs)'.padEnd(42)} score      LCP        TBT      CLS       FCP  runs`);
  console.log(`${'goal'.padEnd(42)} ≥ ${GOALS.score}  ≤ 2.50 s  ≤ ${GOALS.tbt} ms  ≤ ${GOALS.cls}`);
  let allMet = true;
  for (const { page, cold, warm, noScripts } of results) {
    allMet = printRow(`${page.name}, cold`, cold) && allMet;
    allMet = printRow(`${page.name}, warm`, warm) && allMet;
    printRow(`  reference: no scripts, cold`, noScripts, true);
  }
  console.log('\nreference: the same page with every script file blocked, measured in the same runs: the browser\'s own cost of the\nserver\'s HTML on this machine. A TBT over it is what the scripts add; a goal below it is out of reach here.');
  console.log(`\nload average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 shared cores: compare figures of one run, not of different hours)`);
  if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(results.map(({ page, cold, warm, noScripts }) => ({ page: page.name, cold, warm, noScripts })), null, 1));
  console.log(allMet ? 'lighthouse: every goal met' : 'lighthouse: goals missed (✖)');
  return allMet ? 0 : 1;
}
