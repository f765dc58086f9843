// `pnpm bench bundle`: what real pages download, measured in Chromium against the built site.
// Prints the bytes the server sends for the JavaScript each scenario loads, as Chromium asks for it
// (Accept-Encoding: gzip, deflate, br, zstd: the build's brotli copies), and checks the goals; the offers
// rows also give the bytes once decompressed, before and after the document page's PDF viewer loads.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightChromiumArgs } from './chromiumFlags.mjs';
import { logInAsAlex } from './benchLogin.mjs';
import { root, startBuiltServer } from './lib.mjs';

const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
// Other ports when two runs share a machine: BENCH_BUNDLE_PORT (the intranet takes the next one).
const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? 8291);
const INTRANET = PORT + 1;
const site = `http://127.0.0.1:${PORT}`;

// Chromium's Accept-Encoding: the server chooses the copy it sends by it.
const CHROMIUM_ENCODINGS = 'gzip, deflate, br, zstd';
const sentSizes = new Map();

/**
 * The body bytes the server sends for `url` to Chromium (compressed as negotiated), asked again outside
 * the browser: the browser's own count is 0 for a file its cache already holds, and pages here share a cache.
 */
function sentSize(url) {
  if (!sentSizes.has(url)) {
    sentSizes.set(
      url,
      new Promise((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': CHROMIUM_ENCODINGS } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`))));
        }).on('error', reject);
      }),
    );
  }
  return sentSizes.get(url);
}

/**
 * Records every JavaScript response of a page (workers' scripts included): url → bytes as sent, and
 * `scripts.raw`: url → bytes once decompressed. Await `settled()` before reading.
 */
function recordScripts(page) {
  const scripts = new Map();
  scripts.raw = new Map();
  const reads = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) || response.status() !== 200) return;
    const url = response.url();
    reads.push(
      Promise.all([response.body(), url.startsWith('http') ? sentSize(url) : null])
        .then(([body, sent]) => {
          scripts.raw.set(url, body.length);
          scripts.set(url, sent ?? body.length);
        })
        .catch(() => undefined),
    );
  });
  scripts.settled = () => Promise.all(reads);
  return scripts;
}

/**
 * Sorts a remote's files into the shared libraries its build serves (swr, valtio,
 * @careers/shared/providers … whichever the page takes from it) and its own page code
 * (remoteEntry.js and the chunks of its exposes), using the build's mf-manifest.json.
 */
async function remoteFiles(remote) {
  const deployed = await (await fetch(`${site}/remotes.json`)).json();
  const manifestUrl = new URL(deployed[remote], site);
  const manifest = await (await fetch(manifestUrl)).json();
  const base = new URL('./', manifestUrl);
  const sharedFile = new Map();
  for (const { name, assets } of manifest.shared) {
    for (const file of [...assets.js.sync, ...assets.js.async]) {
      const url = new URL(file, base).pathname;
      sharedFile.set(url, [...(sharedFile.get(url) ?? []), name]);
    }
  }
  return { folder: base.pathname, sharedFile };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (map, filter = () => true) => [...map].filter(([url]) => filter(url)).reduce((total, [, size]) => total + size, 0);

export async function benchBundle() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-bundle-'));
  const server = await startBuiltServer({
    port: PORT,
    env: { INTRANET_PORT: String(INTRANET), DATA_DIR: dataDir, DEMO_POSITIONS: '200', RATE_LIMIT_MAX: '100000' },
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: playwrightChromiumArgs });
  const results = [];
  const files = {};
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Log in first: the bell is for logged-in candidates.
    await logInAsAlex(page, site);

    // 1. The careers search page, logged in, before the map opens; and the same page with the
    //    bell's remote blocked. The difference is what the bell costs, shared chunks it alone
    //    pulls in included.
    const searchPage = await context.newPage();
    const searchScripts = recordScripts(searchPage);
    files['/careers/search'] = searchScripts;
    await searchPage.goto(`${site}/careers/search`, { waitUntil: 'networkidle' });
    await searchPage.getByRole('button', { name: /^Notifications/ }).waitFor();
    await searchPage.waitForLoadState('networkidle');
    await searchScripts.settled();
    const withoutBellPage = await context.newPage();
    await withoutBellPage.route('**/remotes/mf-notifications/**', (route) => route.abort());
    const withoutBell = recordScripts(withoutBellPage);
    await withoutBellPage.goto(`${site}/careers/search`, { waitUntil: 'networkidle' });
    await withoutBellPage.getByRole('button', { name: 'Notifications did not load. Retry' }).waitFor();
    await withoutBell.settled();
    const bell = sum(searchScripts) - sum(withoutBell);
    const shell = sum(searchScripts, (url) => url.includes('/shell/'));
    const searchRemote = sum(searchScripts, (url) => url.includes('/remotes/mf-search/'));
    // mf-search's folder also serves shared libraries the page takes from its build; only the
    // rest is its own page code. Everything else has to fit beside it under the page's goal.
    const search = await remoteFiles('mf-search');
    const inSearch = (url) => new URL(url).pathname.startsWith(search.folder);
    const sharedFromSearch = (url) => inSearch(url) && search.sharedFile.has(new URL(url).pathname);
    const searchPageCode = sum(searchScripts, (url) => inSearch(url) && !sharedFromSearch(url));
    const sharedNames = [...new Set([...searchScripts.keys()].filter(sharedFromSearch).flatMap((url) => search.sharedFile.get(new URL(url).pathname)))];
    results.push(['bell JS on a careers page (React already there)', bell, 15 * 1024]);
    results.push(['shell JS (React, emotion, single-spa, federation runtime, chrome)', shell, null]);
    results.push(['/careers/search total JS, logged in, before the map', sum(searchScripts), 200 * 1024]);
    results.push(['  of which mf-search', searchRemote, null]);
    results.push(["    its page code (remoteEntry.js, './app' chunks)", searchPageCode, null]);
    results.push(['    shared libraries from its build', searchRemote - searchPageCode, null, sharedNames.join(', ')]);
    results.push(["/careers/search without mf-search's page code", sum(searchScripts) - searchPageCode, 160 * 1024, 'target']);

    // 2. The demo intranet: embed.js and everything it pulls for the bell, React included (its goal),
    //    measured with the offers widget's remote blocked (the panel keeps its fallback link); then
    //    the whole page, and what the offers widget adds to it (printed, no goal of its own).
    const bellOnly = await context.newPage();
    await bellOnly.route('**/remotes/mf-offers/**', (route) => route.abort());
    const bellOnlyScripts = recordScripts(bellOnly);
    await bellOnly.goto(`http://127.0.0.1:${INTRANET}/`, { waitUntil: 'networkidle' });
    await bellOnly.getByRole('button', { name: /^Notifications/ }).waitFor();
    await bellOnly.waitForLoadState('networkidle');
    await bellOnlyScripts.settled();
    const intranet = await context.newPage();
    const intranetScripts = recordScripts(intranet);
    files['intranet'] = intranetScripts;
    await intranet.goto(`http://127.0.0.1:${INTRANET}/`, { waitUntil: 'networkidle' });
    await intranet.getByRole('button', { name: /^Notifications/ }).waitFor();
    await intranet.getByRole('button', { name: /^View job offer for / }).first().waitFor();
    await intranet.waitForLoadState('networkidle');
    await intranetScripts.settled();
    const fromSite = (url) => url.startsWith(site);
    results.push(['intranet page: embed.js + bell + React + federation runtime', sum(bellOnlyScripts, fromSite), 120 * 1024]);
    results.push(['  of which embed.js', sum(bellOnlyScripts, (url) => url.endsWith('/embed.js')), null]);
    results.push(['intranet page with the offers widget too', sum(intranetScripts, fromSite), null]);
    results.push(['  the offers widget adds (offers list, logged in)', sum(intranetScripts, fromSite) - sum(bellOnlyScripts, fromSite), null]);

    // 3. /careers/apply?pid=…, logged in, until the application form is on screen: the JavaScript
    //    it loads beyond the shell-only page (the same address with mf-forms blocked, i.e. shell,
    //    bell and chrome). That is mf-forms, the form toolkit and the widgets this form uses
    //    (the phone question brings libphonenumber's metadata).
    const { positions } = await (await fetch(`${site}/api/pcsx/search?domain=demo.test&start=0`)).json();
    const applyUrl = `${site}/careers/apply?pid=${positions[0].id}`;
    const shellOnlyPage = await context.newPage();
    await shellOnlyPage.route('**/remotes/mf-forms/**', (route) => route.abort());
    const shellOnly = recordScripts(shellOnlyPage);
    await shellOnlyPage.goto(applyUrl, { waitUntil: 'networkidle' });
    await shellOnly.settled();
    const applyPage = await context.newPage();
    const applyScripts = recordScripts(applyPage);
    files['/careers/apply'] = applyScripts;
    await applyPage.goto(applyUrl, { waitUntil: 'networkidle' });
    await applyPage.getByRole('heading', { level: 1, name: /^Apply for / }).waitFor();
    await applyPage.getByRole('button', { name: 'Submit application' }).waitFor();
    await applyPage.waitForLoadState('networkidle');
    await applyScripts.settled();
    const beyondShell = (url) => !shellOnly.has(url);
    results.push(['/careers/apply JS beyond the shell-only page (logged in)', sum(applyScripts, beyondShell), null]);
    results.push(['  of which from mf-forms', sum(applyScripts, (url) => beyondShell(url) && url.includes('/remotes/mf-forms/')), null]);

    // 4. The offers pages: the list (/careers/offers) and, in the same tab, a document page once its
    //    PDF is drawn. What the document page adds is its own code, pdf.js and pdf.js's worker; the list
    //    must not carry any of it. mf-offers' remoteEntry.js is the reference measured in this run.
    const offersPage = await context.newPage();
    const offersScripts = recordScripts(offersPage);
    await offersPage.goto(`${site}/careers/offers`, { waitUntil: 'networkidle' });
    await offersPage.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    // The bell loads beside the list: wait for it, or its files would count as the document page's.
    await offersPage.getByRole('button', { name: /^Notifications/ }).waitFor();
    await offersPage.waitForLoadState('networkidle');
    await offersScripts.settled();
    const listScripts = new Map(offersScripts);
    listScripts.raw = new Map(offersScripts.raw);
    files['/careers/offers'] = listScripts;
    const { offers } = await offersPage.evaluate(async () => (await fetch('/api/offer/offers?domain=demo.test')).json());
    const target = offers
      .flatMap((offer) => offer.offer_documents.map((document) => ({ offer, document })))
      .find(({ document }) => !document.url && document.status !== 'Pending' && document.s3_path);
    if (!target) throw new Error('bench bundle: the demo data has no offer document with a PDF');
    // An in-page move (as the 'View' button makes): the shell and the list stay loaded.
    await offersPage.evaluate((href) => {
      globalThis.history.pushState(null, '', href);
      globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
    }, `/careers/offer/${target.offer.id}/offer-document/${target.document.id}?domain=demo.test`);
    await offersPage.locator('canvas').first().waitFor();
    await offersPage.waitForLoadState('networkidle');
    await offersScripts.settled();
    const added = new Map([...offersScripts].filter(([url]) => !listScripts.has(url)));
    added.raw = new Map([...offersScripts.raw].filter(([url]) => !listScripts.raw.has(url)));
    files['document page (added to the list page)'] = added;
    const offersRemote = await remoteFiles('mf-offers');
    const inOffers = (url) => new URL(url).pathname.startsWith(offersRemote.folder);
    const entry = (url) => inOffers(url) && url.endsWith('/remoteEntry.js');
    const worker = (url) => /\.mjs$/.test(new URL(url).pathname);
    const both = (map, filter = () => true) => [sum(map, filter), `decompressed ${kb(sum(map.raw, filter))}`];
    const row = (label, map, filter) => {
      const [sent, raw] = both(map, filter);
      results.push([label, sent, null, raw]);
    };
    row('mf-offers remoteEntry.js (reference, same run)', offersScripts, entry);
    row('/careers/offers total JS, logged in (before the PDF viewer)', listScripts);
    row('  of which from mf-offers (entry, list page, shared libs)', listScripts, inOffers);
    row('document page adds, once its PDF is drawn', added);
    row('  of which the pdf.js worker (runs off the page)', added, worker);
    row('  of which on the page: pdf.js, page code, form toolkit', added, (url) => !worker(url));
    row('offers pages after the PDF viewer loads (list + document)', offersScripts);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  let failed = 0;
  if (process.env.BENCH_VERBOSE) {
    for (const [name, map] of Object.entries(files)) {
      console.log(`\n${name}:`);
      for (const [url, size] of [...map].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(size).padStart(9)}  ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  }
  console.log(`\nJavaScript downloaded, bytes as the server sends them to Chromium (Accept-Encoding: ${CHROMIUM_ENCODINGS}):`);
  for (const [label, bytes, goal, note] of results) {
    // A 'target' is the budget the page's goal leaves for everything but mf-search's page code:
    // printed, not failed (the goal itself is the page total).
    const kind = note === 'target' ? 'target' : 'goal';
    const verdict = goal === null ? '' : `  (${kind} ≤ ${kb(goal)}: ${bytes <= goal ? 'OK' : 'OVER'})`;
    if (kind === 'goal' && goal !== null && bytes > goal) failed += 1;
    const detail = note && note !== 'target' ? `  ${note}` : '';
    console.log(`  ${label.padEnd(64)} ${kb(bytes).padStart(9)}${verdict}${detail}`);
  }
  return failed ? 1 : 0;
}
