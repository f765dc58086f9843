// Builds what changed: each remote into <remote>/dist/<buildId>/ (buildId = hash of its inputs),
// the shell into shell/dist, the server into server/dist (entry server/dist/server/src/index.js). Unchanged packages are skipped, so a
// second `npm start` starts in seconds.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashFiles, listFiles, log, root, run } from './lib.mjs';
import { linkSharedFace } from './linkSharedFace.mjs';
import { buildsSsr, markSsrBuild, pruneSsrBuilds, restoreSsrBuild, ssrIsBuild } from './ssrBuilds.mjs';

export const remotes = ['mf-search', 'mf-offers', 'mf-dashboard', 'mf-forms', 'mf-notifications'];
const KEEP_BUILDS = 3;

/**
 * The shared package's sources a build can contain: all but src/dev, the remotes' standalone dev pages
 * (scripts/devRemote.mjs), which no production bundle and not the server imports. Changing them rebuilds nothing.
 */
const sharedSources = () => listFiles(join(root, 'shared', 'src')).filter((file) => !file.startsWith(join(root, 'shared', 'src', 'dev') + sep));

/** Inputs every browser build depends on: the shared package and the lockfile. */
const commonInputs = () => [
  ...sharedSources(),
  join(root, 'shared', 'federation.cjs'),
  // The build's own loaders (federation.cjs uses them on every browser build).
  join(root, 'shared', 'precompileMessagesLoader.cjs'),
  join(root, 'shared', 'federationDebugOffLoader.cjs'),
  join(root, 'shared', 'package.json'),
  join(root, 'pnpm-lock.yaml'),
];

const packageInputs = (name) => [...listFiles(join(root, name, 'src')), join(root, name, 'webpack.config.js'), join(root, name, 'package.json')];

const webpack = join(root, 'node_modules', '.bin', 'webpack');

function buildTask(name, { keep = false } = {}) {
  const buildId = hashFiles([...packageInputs(name), ...commonInputs()]);
  const packageDir = join(root, name);
  const dist = join(packageDir, 'dist');
  // A package with a server renderer (dist-ssr) is built only when both halves are of this build: the server
  // renders nothing with a renderer of another build than the scripts the browser gets.
  const ssr = buildsSsr(packageDir);
  if (name === 'shell') {
    const stamp = join(dist, '.build-id');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === buildId && (!ssr || ssrIsBuild(packageDir, buildId))) return null;
    return async () => {
      const code = await run(webpack, ['--mode', 'production', '--env', `buildId=${buildId}`], { cwd: packageDir });
      if (code === 0) {
        writeFileSync(stamp, buildId);
        if (ssr) markSsrBuild(packageDir, buildId, { keepCopy: false });
      }
      return code;
    };
  }
  const current = join(dist, 'current');
  // A remote served by its dev server (scripts/devRemote.mjs) is compiled there from its sources: the product
  // server only needs some build of it to start, not one of the sources being edited.
  if (keep && existsSync(current) && existsSync(join(dist, readFileSync(current, 'utf8'), 'mf-manifest.json'))) return null;
  // A cached browser build (e.g. after a revert) is reused with its own renderer, put back from its kept copy;
  // without one (built before copies were kept), the package is built again.
  if (existsSync(join(dist, buildId, 'mf-manifest.json'))) {
    let ssrReady = !ssr || ssrIsBuild(packageDir, buildId);
    if (!ssrReady && restoreSsrBuild(packageDir, buildId)) {
      log(`${name}: reusing build ${buildId} with its server renderer`);
      ssrReady = true;
    }
    if (ssrReady) {
      if (!existsSync(current) || readFileSync(current, 'utf8') !== buildId) writeFileSync(current, buildId);
      return null;
    }
  }
  return async () => {
    const code = await run(webpack, ['--mode', 'production', '--env', `buildId=${buildId}`], { cwd: packageDir });
    if (code === 0) {
      if (ssr) markSsrBuild(packageDir, buildId, { keepCopy: true });
      writeFileSync(current, buildId);
      pruneOldBuilds(dist, buildId);
      if (ssr) pruneSsrBuilds(packageDir);
    }
    return code;
  };
}

/** Keeps the newest few builds (a remote may be pointed back at one) and removes the rest. */
function pruneOldBuilds(dist, keep) {
  const builds = readdirSync(dist, { withFileTypes: true })
    // Dot folders are not builds (.ssr holds the kept server renderers).
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => ({ name: e.name, time: statSync(join(dist, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of builds.slice(KEEP_BUILDS)) if (old.name !== keep) rmSync(join(dist, old.name), { recursive: true, force: true });
}

function serverTask() {
  // The server compiles parts of the shared package with its own code (the API contracts, the pure
  // form rules and validators: the same checks in the browser and on the server), so the shared
  // sources are inputs too: a contract changed alone must rebuild the server.
  const inputs = [
    ...listFiles(join(root, 'server', 'src')),
    ...sharedSources(),
    join(root, 'server', 'tsconfig.json'),
    join(root, 'server', 'tsconfig.build.json'),
    join(root, 'server', 'package.json'),
  ];
  const buildId = hashFiles(inputs);
  const dist = join(root, 'server', 'dist');
  const stamp = join(dist, '.build-id');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === buildId) return null;
  return async () => {
    // The build used to put server/src straight into dist (dist/index.js …); tsc never deletes, so
    // clear that old layout once. The current tree is only ever overwritten: a server may be running from it.
    if (existsSync(dist)) {
      for (const entry of readdirSync(dist)) if (!['server', 'shared', 'node_modules', '.build-id'].includes(entry)) rmSync(join(dist, entry), { recursive: true, force: true });
    }
    const code = await run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'server/tsconfig.build.json']);
    if (code === 0) {
      // Before the stamp: a build stamped done always has its link (scripts/linkSharedFace.mjs).
      linkSharedFace(dist);
      writeFileSync(stamp, buildId);
    }
    return code;
  };
}

/**
 * Builds everything that changed, two at a time (machines have 2 cores). Resolves to an exit code. The remotes
 * named in `keep` are built only when they have no build at all (a dev server compiles them itself).
 */
export async function buildAll({ keep = [] } = {}) {
  const started = Date.now();
  const tasks = [['server', serverTask()], ['shell', buildTask('shell')], ...remotes.map((r) => [r, buildTask(r, { keep: keep.includes(r) })])].filter(([, t]) => t);
  if (tasks.length === 0) {
    log('Everything is built already.');
    return 0;
  }
  log(`Building ${tasks.map(([n]) => n).join(', ')}…`);
  let failed = 0;
  const queue = [...tasks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, task] = next;
      const t0 = Date.now();
      const code = await task();
      if (code !== 0) {
        failed = code;
        console.error(`✖ build of ${name} failed`);
      } else log(`built ${name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  if (!failed) log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ensureInstalled } = await import('./lib.mjs');
  await ensureInstalled();
  process.exit(await buildAll());
}
