// `pnpm bench firstchunks [--base <worktree>] [--json]`: the bytes of each remote's first chunk(s), read from the
// builds on disk (no browser): what a page downloads before the remote can render. For a remote: remoteEntry.js and
// the synchronous chunks of its first exposes ('./app'; './widget' too for the remotes a page embeds as a widget), per
// its mf-manifest.json, less the shared libraries' chunks (another build, usually the shell's, supplies those). For the
// shell: the scripts of shell/dist/entry.json (main.js), and embed.js apart (the intranet's). Sizes: gzip level 9, brotli quality 11 (both deterministic),
// and what the server sends (the build's .br copy, or the file itself when it was too small to get one).
// With --base, the same figures for another worktree's builds (e.g. a commit before a change) and the growth beside
// them; a remote whose first chunk grew by more than 3 KB gzip is flagged (issue 30's budget).
// Also issue 30's catalogue figures: one locale's catalogue chunk per package (de, ja, ar: locale-<tag>.js, and the
// shared package's locale-shared-<tag>.js), and that no first chunk holds a locale catalogue: no locale-* file among
// its files, and none of the other locales' catalogue strings in its text.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PACKAGES = ['shell', 'shell embed.js', 'mf-search', 'mf-offers', 'mf-dashboard', 'mf-forms', 'mf-notifications'];
/** The exposes a page loads first, per remote ('./app' unless listed). */
export const FIRST_EXPOSES = { 'mf-notifications': ['app', 'widget'], 'mf-offers': ['app', 'widget'] };
export const GROWTH_BUDGET = 3 * 1024;
const SAMPLE_LOCALES = ['de', 'ja', 'ar'];

/** The locale a catalogue chunk is for ('locale-pt-BR.js' → 'pt-BR', 'locale-shared-ja.js' → 'ja'), or null. */
export function catalogueLocale(file) {
  return /(?:^|\/)locale-(?:shared-)?([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)?)\.js$/.exec(file)?.[1] ?? null;
}

/**
 * A remote's first files from its mf-manifest.json: remoteEntry.js then the sync chunks of `exposes`, in order, each
 * once; `shared` lists the sync chunks left out because they are a shared library's.
 */
export function remoteFirstFiles(manifest, exposes = ['app']) {
  const sharedFiles = new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
  const entry = manifest.metaData.remoteEntry;
  const files = [join(entry.path ?? '', entry.name)];
  const shared = [];
  for (const name of exposes) {
    const expose = manifest.exposes.find((candidate) => candidate.name === name || candidate.path === `./${name}`);
    if (!expose) throw new Error(`${manifest.name}: no expose './${name}' in mf-manifest.json`);
    for (const file of expose.assets.js.sync) {
      if (sharedFiles.has(file)) {
        if (!shared.includes(file)) shared.push(file);
      } else if (!files.includes(file)) files.push(file);
    }
  }
  return { files, shared };
}

/** The folder of a package's current build and the first files in it (relative to that folder). */
export function firstFiles(root, name) {
  if (name === 'shell') {
    const dir = join(root, 'shell', 'dist');
    return { dir, files: JSON.parse(readFileSync(join(dir, 'entry.json'), 'utf8')).js, shared: [] };
  }
  // The demo intranet's script (the bell's host on other sites): one file, its chunks loaded from mf-notifications.
  if (name === 'shell embed.js') return { dir: join(root, 'shell', 'dist'), files: ['embed.js'], shared: [] };
  const dist = join(root, name, 'dist');
  const dir = join(dist, readFileSync(join(dist, 'current'), 'utf8').trim());
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  return { dir, ...remoteFirstFiles(manifest, FIRST_EXPOSES[name] ?? ['app']) };
}

/** Bytes of one file: raw, gzip -9, brotli q11, and as sent to a browser asking for br (the .br copy when there is one). */
export function fileSizes(path) {
  const body = readFileSync(path);
  const gzip = gzipSync(body, { level: 9 }).length;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
  const sentBr = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : body.length;
  const sentGz = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : body.length;
  return { raw: body.length, gzip, brotli, sentBr, sentGz };
}

const addSizes = (sizes) => sizes.reduce((total, one) => Object.fromEntries(Object.keys(one).map((key) => [key, (total[key] ?? 0) + one[key]])), {});

/**
 * Strings of a catalogue chunk distinctive enough to recognise it elsewhere: the texts of its compiled messages
 * (`value:"…"` in the precompiled ICU AST, or a plain `"key":"…"` entry) of 16 characters or more with a space in them.
 */
export function catalogueStrings(text) {
  const texts = [...text.matchAll(/(?:value:|[\w$"']:)"((?:[^"\\\n]|\\.){16,})"/g)].map((match) => match[1]);
  return [...new Set(texts.filter((string) => string.includes(' ')))];
}

/** Measures one package of the worktree at `root`. */
export function measurePackage(root, name) {
  const { dir: firstDir, files: firstNames, shared } = firstFiles(root, name);
  // The shell's entry.json names its scripts inside the build's folder (<buildId>/main.js): its chunks are there.
  const dir = join(firstDir, dirname(firstNames[0]));
  const files = firstNames.map((file) => relative(dir, join(firstDir, file)));
  const first = addSizes(files.map((file) => fileSizes(join(dir, file))));
  const catalogues = readdirSync(dir).filter((file) => catalogueLocale(file));
  const locales = {};
  for (const tag of SAMPLE_LOCALES) {
    const own = join(dir, `locale-${tag}.js`);
    const sharedCatalogue = join(dir, `locale-shared-${tag}.js`);
    locales[tag] = {
      own: existsSync(own) ? fileSizes(own) : null,
      shared: existsSync(sharedCatalogue) ? fileSizes(sharedCatalogue) : null,
    };
  }
  // No catalogue among the first files, and no other-locale string inside them.
  const cataloguesInFirst = files.filter((file) => catalogueLocale(file));
  const firstText = files.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
  // A text the same in every locale's catalogue (a pattern such as "%(page)s | %(careersAt)s") tells no locale apart.
  const texts = new Map(catalogues.map((file) => [file, catalogueStrings(readFileSync(join(dir, file), 'utf8'))]));
  const kind = (file) => file.startsWith('locale-shared-');
  const everywhere = (file, string) => [...texts].every(([other, strings]) => kind(other) !== kind(file) || strings.includes(string));
  const leaked = [];
  let checked = 0;
  for (const [file, all] of texts) {
    const strings = all.filter((string) => !everywhere(file, string));
    checked += strings.length;
    const found = strings.filter((string) => firstText.includes(string));
    if (found.length) leaked.push({ file, found: found.length, of: strings.length, example: found[0] });
  }
  return { name, dir, files, shared, first, catalogues: catalogues.length, checked, cataloguesInFirst, leaked, locales };
}

export function measure(root) {
  return PACKAGES.map((name) => {
    try {
      return measurePackage(root, name);
    } catch (error) {
      return { name, error: String(error.message ?? error) };
    }
  });
}

const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(2)} KB`);
const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(2)} KB`;

/** The table's rows: package, base gzip/brotli, now gzip/brotli, growth gzip/brotli, flag. */
export function growthRows(now, base) {
  return now.map((pkg) => {
    const before = base?.find((candidate) => candidate.name === pkg.name);
    const growth = before?.first && pkg.first ? pkg.first.gzip - before.first.gzip : null;
    return {
      name: pkg.name,
      base: before?.first ?? null,
      now: pkg.first ?? null,
      growthGzip: growth,
      growthBrotli: before?.first && pkg.first ? pkg.first.brotli - before.first.brotli : null,
      over: growth !== null && !pkg.name.startsWith('shell') && growth > GROWTH_BUDGET,
    };
  });
}

function print(now, base, { rootLabel, baseLabel }) {
  for (const pkg of [...now, ...(base ?? [])]) if (pkg.error) console.log(`! ${pkg.name}: ${pkg.error}`);
  console.log(`\nFirst chunk(s) per package (gzip -9 / brotli q11; 'sent' = the .br copy the server sends to Chromium)`);
  if (base) console.log(`  base: ${baseLabel}\n  now:  ${rootLabel}`);
  const head = ['package', ...(base ? ['base gzip', 'base br'] : []), 'now gzip', 'now br', 'now sent', ...(base ? ['growth gzip', 'growth br', ''] : [])];
  const lines = [head];
  for (const row of growthRows(now, base)) {
    lines.push([
      row.name,
      ...(base ? [kb(row.base?.gzip), kb(row.base?.brotli)] : []),
      kb(row.now?.gzip),
      kb(row.now?.brotli),
      kb(row.now?.sentBr),
      ...(base ? [row.growthGzip === null ? '—' : signedKb(row.growthGzip), row.growthBrotli === null ? '—' : signedKb(row.growthBrotli), row.over ? `OVER ${kb(GROWTH_BUDGET)}` : ''] : []),
    ]);
  }
  const widths = head.map((_, column) => Math.max(...lines.map((line) => String(line[column]).length)));
  for (const line of lines) console.log(`  ${line.map((cell, column) => (column ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join('  ')}`);
  for (const pkg of now.filter((one) => !one.error)) console.log(`  ${pkg.name}: ${pkg.files.join(', ')}${pkg.shared.length ? ` (not counted, shared libraries: ${pkg.shared.join(', ')})` : ''}`);

  console.log('\nOne locale\'s catalogue chunk (gzip -9 / brotli q11): the package\'s own + the shared package\'s copy in its build');
  for (const pkg of now.filter((one) => !one.error)) {
    const cells = SAMPLE_LOCALES.map((tag) => {
      const { own, shared } = pkg.locales[tag];
      return `${tag} ${own ? `${kb(own.gzip)} / ${kb(own.brotli)}` : '—'}${shared ? ` + shared ${kb(shared.gzip)} / ${kb(shared.brotli)}` : ''}`;
    });
    console.log(`  ${pkg.name.padEnd(17)} ${cells.join('   ')}`);
  }
  console.log('\nCatalogues in the first chunk(s) (catalogue chunks in the build: none may be among the first files nor inside them):');
  let bad = 0;
  for (const pkg of now.filter((one) => !one.error)) {
    const problems = [...pkg.cataloguesInFirst.map((file) => `${file} is a first file`), ...pkg.leaked.map((leak) => `${leak.found}/${leak.of} strings of ${leak.file} (e.g. "${leak.example.slice(0, 40)}")`)];
    bad += problems.length;
    console.log(`  ${pkg.name.padEnd(17)} ${pkg.catalogues} catalogue chunks (${pkg.checked} texts looked for); ${problems.length ? problems.join('; ') : 'none in the first chunk(s)'}`);
  }
  const over = growthRows(now, base).filter((row) => row.over);
  if (over.length) console.log(`\nOVER issue 30's budget (+${kb(GROWTH_BUDGET)} gzip): ${over.map((row) => row.name).join(', ')}`);
  return over.length || bad ? 1 : 0;
}

/**
 * `--browser`: the built site in Chromium, logged in, pages of every remote in English and then the same in German
 * (`?hl=de`): the catalogue chunks each downloads. English must fetch none; German only `de` ones.
 */
async function browserCheck(root) {
  const { createRequire } = await import('node:module');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { playwrightChromiumArgs } = await import('./chromiumFlags.mjs');
  const { logInAsAlex } = await import('./benchLogin.mjs');
  const { startBuiltServer } = await import('./lib.mjs');
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
  const port = Number(process.env.BENCH_BUNDLE_PORT ?? 8291);
  const site = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'careers-bench-firstchunks-'));
  const server = await startBuiltServer({ port, env: { INTRANET_PORT: String(port + 1), DATA_DIR: dataDir, DEMO_POSITIONS: '50', RATE_LIMIT_MAX: '100000' } });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: playwrightChromiumArgs });
  let failed = 0;
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await logInAsAlex(page, site);
    const { positions } = await (await fetch(`${site}/api/pcsx/search?domain=demo.test&start=0`)).json();
    const paths = ['/careers/search', '/careers/offers', '/careers/dashboard', `/careers/apply?pid=${positions[0].id}`];
    console.log('\nCatalogue chunks downloaded in Chromium (logged in; English, then ?hl=de):');
    for (const hl of [null, 'de']) {
      for (const path of paths) {
        const tab = await context.newPage();
        const scripts = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
        await tab.goto(`${site}${path}${hl ? `${path.includes('?') ? '&' : '?'}hl=${hl}` : ''}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(500);
        const catalogues = scripts.filter((url) => catalogueLocale(url));
        const wrong = catalogues.filter((url) => catalogueLocale(url) !== hl);
        const remotes = [...new Set(scripts.map((url) => /\/remotes\/([^/]+)\//.exec(url)?.[1]).filter(Boolean))];
        if (wrong.length || (hl && !catalogues.length)) failed += 1;
        console.log(`  ${(hl ?? 'en').padEnd(3)} ${path.replace(/pid=.*/, 'pid=…').padEnd(22)} ${scripts.length} scripts (remotes: ${remotes.join(', ')}); catalogues: ${catalogues.map((url) => url.replace(/^\/(?:remotes\/)?([^/]+)\/[^/]+\//, '$1/')).join(', ') || 'none'}${wrong.length ? `  WRONG: ${wrong.join(', ')}` : ''}`);
        await tab.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failed;
}

export async function benchFirstChunks(args = [], root = join(import.meta.dirname, '..')) {
  const baseIndex = args.indexOf('--base');
  const baseRoot = baseIndex >= 0 ? args[baseIndex + 1] : null;
  const now = measure(root);
  const base = baseRoot ? measure(baseRoot) : null;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ now, base }, null, 2));
    return 0;
  }
  const code = print(now, base, { rootLabel: root, baseLabel: baseRoot });
  return args.includes('--browser') ? code || ((await browserCheck(root)) ? 1 : 0) : code;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await benchFirstChunks(process.argv.slice(2));
