import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, root } from './lib.mjs';

// e2e/serve.mjs, the server each Playwright run starts, must not outlive a runner that was killed outright.

/** Whether something accepts connections on `port`. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls `check` until it holds; false if it never did in `tries` tries (a generous bound, not a timing under test). */
async function eventually(check, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await delay(100);
  }
  return false;
}

test('the e2e server stops and frees its port when the runner that started it is SIGKILLed', async () => {
  // serve.mjs as it is, beside a stand-in for the built server (a clean clone runs these tests before the build).
  const dir = mkdtempSync(join(tmpdir(), 'e2e-serve-'));
  mkdirSync(join(dir, 'e2e'));
  copyFileSync(join(root, 'e2e', 'serve.mjs'), join(dir, 'e2e', 'serve.mjs'));
  const entry = join(dir, 'server', 'dist', 'server', 'src');
  mkdirSync(entry, { recursive: true });
  writeFileSync(join(entry, 'index.js'), `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');`);
  const port = await freePort();
  // The runner's part, as Playwright's webServer does it: a shell command in a process group of its own, stdio piped.
  const runner = spawn(
    process.execPath,
    [
      '-e',
      `const child = require('node:child_process').spawn('node e2e/serve.mjs', [], { shell: true, detached: true, stdio: 'pipe' });
       console.log(child.pid);
       setInterval(() => {}, 1000);`,
    ],
    { cwd: dir, env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data') }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const group = new Promise((resolve) => runner.stdout.once('data', (data) => resolve(Number(String(data).trim()))));
  try {
    assert.ok(await eventually(() => listening(port)), 'the server answers while its runner lives');
    runner.kill('SIGKILL');
    assert.ok(await eventually(async () => !(await listening(port))), 'the port is free once the runner is gone');
  } finally {
    runner.kill('SIGKILL');
    try {
      process.kill(-(await group), 'SIGKILL');
    } catch {
      // Already gone: what the test wants.
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
