// Which Node the scripts run on (node --test; npm test runs it). The decision is tested directly; the
// launcher is run for real with the Node running this test (new enough: it must stay) and with an
// older Node from this machine's PATH if there is one (it must switch to the bundled Node 24).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLED_NODE_VERSION, atLeast, bundledNodeLayout, chooseNode, minimumFromEngines, parseVersion } from './nodeRuntime.mjs';

const scripts = dirname(fileURLToPath(import.meta.url));
const root = join(scripts, '..');
const minimum = minimumFromEngines(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node);
const linux = { minimum, platform: 'linux', arch: 'x64' };

describe('chooseNode', () => {
  test("keeps the machine's Node when it is 22.19 or later", () => {
    for (const machineVersion of ['22.19.0', '22.22.1', '24.0.0', '24.21.0', '26.10.0']) {
      assert.deepEqual(chooseNode({ ...linux, machineVersion }), { use: 'machine' }, machineVersion);
      assert.deepEqual(chooseNode({ ...linux, machineVersion, platform: 'darwin', arch: 'arm64' }), { use: 'machine' }, machineVersion);
    }
  });

  test('brings the bundled Node when the machine has an older one, installing it only once', () => {
    for (const machineVersion of ['18.20.8', '20.19.0', '20.20.2', '22.18.0']) {
      assert.deepEqual(chooseNode({ ...linux, machineVersion }), { use: 'bundled', install: true }, machineVersion);
      assert.deepEqual(chooseNode({ ...linux, machineVersion, bundledInstalled: true }), { use: 'bundled', install: false }, machineVersion);
    }
  });

  test('stops with one sentence where no Node can be brought, or when told not to bring one', () => {
    const mac = chooseNode({ ...linux, machineVersion: '20.20.2', platform: 'darwin', arch: 'arm64' });
    assert.equal(mac.use, 'none');
    assert.match(mac.message, /^This project needs Node\.js 22\.19\.0 or later .* this is Node 20\.20\.2 on darwin-arm64, .* install Node 24 LTS \(https:\/\/nodejs\.org\) and run the command again\.$/);
    assert.equal(chooseNode({ ...linux, machineVersion: '20.20.2', arch: 'arm64' }).use, 'none');
    const optedOut = chooseNode({ ...linux, machineVersion: '20.20.2', optedOut: true, bundledInstalled: true });
    assert.equal(optedOut.use, 'none');
    assert.match(optedOut.message, /CAREERS_NODE=machine/);
    for (const { message } of [mac, optedOut]) assert.equal(message.split(/(?<=\.) (?=[A-Z])/).length, 1, message);
  });

  test('never starts the bundled Node again from itself', () => {
    assert.equal(chooseNode({ ...linux, machineVersion: '20.20.2', alreadyBundled: true }).use, 'none');
    assert.equal(chooseNode({ ...linux, machineVersion: '24.21.0', alreadyBundled: true }).use, 'machine');
  });
});

describe('versions', () => {
  test('parse and compare', () => {
    assert.deepEqual(parseVersion('v24.21.0'), [24, 21, 0]);
    assert.deepEqual(parseVersion('22.19'), [22, 19, 0]);
    assert.ok(atLeast('22.19.0', '22.19.0'));
    assert.ok(atLeast('23.0.0', '22.19.0'));
    assert.ok(!atLeast('22.18.9', '22.19.0'));
    assert.ok(!atLeast('20.20.2', '22.19.0'));
    assert.ok(atLeast('22.100.0', '22.19.0'));
  });

  test('package.json engines, the README and the bundled Node agree', () => {
    assert.equal(minimumFromEngines('>=22.19.0'), '22.19.0');
    assert.throws(() => minimumFromEngines('^22 || ^24'));
    assert.ok(atLeast(BUNDLED_NODE_VERSION, minimum));
    assert.equal(parseVersion(BUNDLED_NODE_VERSION)[0], 24);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    assert.ok(readme.includes(`Node.js ${minimum.replace(/\.0$/, '')}`), 'README names the minimum version');
    assert.ok(readme.includes(BUNDLED_NODE_VERSION), 'README names the bundled version');
    const serverGuard = readFileSync(join(root, 'server', 'src', 'nodeVersion.ts'), 'utf8');
    assert.ok(serverGuard.includes(`MINIMUM_NODE = '${minimum}'`), 'the server refuses the same old Nodes');
  });

  test('every entry script chooses its Node before anything else', () => {
    for (const name of ['start.mjs', 'test.mjs', 'build.mjs', 'bench.mjs', 'withNode.mjs']) {
      const firstImport = readFileSync(join(scripts, name), 'utf8').split('\n').find((line) => line.startsWith('import '));
      assert.match(firstImport, /^import '\.\/useSupportedNode\.mjs';/, name);
    }
  });
});

describe('the launcher, run for real', () => {
  const work = mkdtempSync(join(tmpdir(), 'careers-node-launcher-'));
  after(() => rmSync(work, { recursive: true, force: true }));
  // A script that starts as start.mjs and test.mjs do, then reports the Node it runs on.
  const probe = join(work, 'probe.mjs');
  writeFileSync(
    probe,
    `import ${JSON.stringify(pathToFileURL(join(scripts, 'useSupportedNode.mjs')).href)};\n` +
      `console.log('PROBE ' + JSON.stringify({ version: process.versions.node, execPath: process.execPath, path: process.env.PATH.split(${JSON.stringify(delimiter)})[0], nodedir: process.env.npm_config_nodedir }));\n`,
  );
  const bundled = bundledNodeLayout(root);
  // As if started from a shell: without what a launcher above this test put into the environment.
  const cleanEnv = (extra = {}) => {
    const env = { ...process.env, ...extra };
    delete env.CAREERS_NODE_LAUNCHED_FROM;
    env.PATH = env.PATH.split(delimiter).filter((dir) => dir !== bundled.bin).join(delimiter);
    return env;
  };
  const runProbe = (node, env) => {
    const out = spawnSync(node, [probe], { encoding: 'utf8', env, timeout: 60_000 });
    const line = out.stdout.split('\n').find((l) => l.startsWith('PROBE '));
    return { ...out, probe: line ? JSON.parse(line.slice(6)) : null };
  };

  // A Node older than the minimum on this machine (as /usr/bin/node 20 here), if any.
  const oldNode = (() => {
    for (const dir of cleanEnv().PATH.split(delimiter)) {
      const node = join(dir, 'node');
      if (!existsSync(node)) continue;
      const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim();
      if (version && !atLeast(version, minimum)) return { node, version };
    }
    return null;
  })();
  const bundledReady = existsSync(bundled.node);

  test(`keeps a Node that is new enough (this one, ${process.versions.node})`, () => {
    const out = runProbe(process.execPath, cleanEnv());
    assert.equal(out.status, 0, out.stderr);
    assert.equal(out.probe.version, process.versions.node);
    assert.equal(out.probe.execPath, process.execPath);
    assert.match(out.stdout, new RegExp(`Node\\.js ${process.versions.node.replaceAll('.', '\\.')} \\(this machine's`));
  });

  test(`runs the script again on the bundled Node ${BUNDLED_NODE_VERSION} when the machine's is older`, { skip: !oldNode ? `no Node older than ${minimum} on this machine` : !bundledReady ? 'the bundled Node is not installed (npm start or npm test installs it)' : false }, () => {
    const out = runProbe(oldNode.node, cleanEnv());
    assert.equal(out.status, 0, out.stderr);
    assert.equal(out.probe.version, BUNDLED_NODE_VERSION);
    assert.equal(out.probe.execPath, bundled.node);
    assert.equal(out.probe.path, bundled.bin, 'the bundled bin folder comes first on PATH, for pnpm, jest, webpack…');
    assert.equal(out.probe.nodedir, bundled.dir, 'node-gyp builds against the bundled headers');
    assert.ok(existsSync(join(out.probe.nodedir, 'include', 'node', 'node.h')));
    assert.match(out.stdout, new RegExp(`Node\\.js ${BUNDLED_NODE_VERSION.replaceAll('.', '\\.')} \\(bundled in \\.node/${BUNDLED_NODE_VERSION}/; the machine has Node ${oldNode.version}\\)`));
    assert.deepEqual(readdirSync(join(root, '.node')), [BUNDLED_NODE_VERSION], 'no second download, no leftovers');
  });

  test('stops with one sentence on an older Node when told not to bring one', { skip: !oldNode && `no Node older than ${minimum} on this machine` }, () => {
    const out = runProbe(oldNode.node, cleanEnv({ CAREERS_NODE: 'machine' }));
    assert.equal(out.status, 1);
    assert.equal(out.probe, null, 'the script did not go on');
    assert.match(out.stderr.trim(), /^✖ This project needs Node\.js 22\.19\.0 or later [^\n]*\.$/);
  });
});
