// Helpers shared by start, test, build and bench. Plain Node (no dependencies): these scripts run
// before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinnedPnpm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // pnpm@10.x.y

/** The built server's entry: the build keeps the repo layout under server/dist (it compiles shared form rules too). */
export const SERVER_ENTRY = join(root, 'server', 'dist', 'server', 'src', 'index.js');
/**
 * Node's flags for every server process the scripts start (`npm start`, `pnpm cluster`, the benches). V8 in Node 24
 * lets the young generation grow to 64 MB per semi-space: a server allocating ~0.5 MB per search then collects it
 * rarely, but each of those scavenges paused it for 8-40 ms on a busy 2-core machine, and whichever search it
 * landed on became that search's slowest run (measured over the 16 uncached searches of `pnpm bench search`,
 * 20 times each). At 16 MB (Node 18's default) scavenges come about 3 times as often and pause 2-3 ms each; the
 * process also stays some 70 MB smaller. And no allocation-site pretenuring: V8 marks a place in the code "tenured"
 * when what it made outlived scavenges (building the search index at the first search does), then makes everything
 * there in the old generation, where a request's garbage waits for a full collection: 1,000 uncached searches for
 * 'engineer' in a row ran 16, 29 and 32 full collections (15-80 ms each) by default against 4, 4 and 16 without it.
 * And the old generation may grow to twice what the last full collection left before the next one: V8 otherwise
 * sets that bound from how fast its collections ran against the program, so on a busy machine it left a few MB of
 * room and collected every 30 requests (2 to 37 full collections per 1,000 such searches, run to run; 4-5 with it).
 * README, Operations.
 */
export const SERVER_NODE_FLAGS = Object.freeze(['--max-semi-space-size=16', '--no-allocation-site-pretenuring', '--heap-growing-percent=100']);

/** The built seed CLI. */
export const SEED_CLI = join(root, 'server', 'dist', 'server', 'src', 'db', 'seedCli.js');

export const log = (message) => console.log(`\x1b[36m›\x1b[0m ${message}`);

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
}

/** Like run(), but keeps the output (stdout and stderr, in order) to print later; resolves with { code, output }. */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` }));
  });
}

/** Like run(), but a failure ends the script with that command's exit code. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** The pnpm to use: the machine's when it is the pinned major, else the pinned one through npx. */
export function pnpmCommand() {
  const wanted = pinnedPnpm.split('@')[1];
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim().split('.')[0] === wanted.split('.')[0]) return ['pnpm', []];
  return ['npx', ['--yes', pinnedPnpm]];
}

/**
 * Installs dependencies when the lockfile changed since the last install (or none happened), or when
 * the Node ABI changed: a native addon built with node-gyp (as better-sqlite3 was up to version 12) loads
 * on one Node ABI only, so a switch to another Node (20 to 24) installs again. node-gyp builds against the running Node's headers: scripts/useSupportedNode.mjs
 * sets npm_config_nodedir for it.
 */
export async function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.careers-install-stamp');
  const abi = `node-abi-${process.versions.modules}`;
  const wanted = `${hashFiles([join(root, 'pnpm-lock.yaml'), ...workspacePackageJsons()])} ${abi}`;
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (previous === wanted) return;
  // Installed before for another Node: pnpm would see nothing to do and keep addons that do not load, so the
  // install starts over. pnpm's store keeps each Node major's built addons, so this takes seconds.
  if (existsSync(join(root, 'node_modules')) && !previous?.endsWith(` ${abi}`)) {
    log(`The installed dependencies were built for another Node: installing them again for Node ${process.versions.node}…`);
    for (const dir of workspaceDirs()) rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  } else log('Installing dependencies (pnpm)…');
  const [pnpm, prefix] = pnpmCommand();
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  await must(pnpm, [...prefix, 'install', ...frozen], { env: { CI: 'true' } });
  writeFileSync(stamp, wanted);
}

/** The root and every folder with a package.json directly under it (the workspace packages). */
function workspaceDirs() {
  return [root, ...readdirSync(root).map((dir) => join(root, dir))].filter((dir) => existsSync(join(dir, 'package.json')));
}

function workspacePackageJsons() {
  return readdirSync(root)
    .map((dir) => join(root, dir, 'package.json'))
    .concat(join(root, 'package.json'))
    .filter((file) => existsSync(file));
}

/** All files under `dir` (skipping node_modules, dist and test files), sorted. */
export function listFiles(dir, { skipTests = true } = {}) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!(skipTests && /\.test\.[jt]sx?$/.test(entry.name))) out.push(path);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

/** A short content hash of files (names relative to the repo and contents). */
export function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Starts the built server (`entry`, SERVER_ENTRY by default) with `env` on top of this process's
 * environment and resolves once /healthz answers; rejects if it exits or is not up within `tries` × 0.2 s
 * (30 s by default).
 */
export async function startBuiltServer({ port, env = {}, stdio = 'ignore', entry = SERVER_ENTRY, tries = 150 }) {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio,
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  for (let i = 0; i < tries && !exited; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** A TCP port on 127.0.0.1 that is free right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
