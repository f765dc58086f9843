import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { SERVER_NODE_FLAGS, freePort, root, startBuiltServer } from './lib.mjs';

// The young generation's size decides how long each scavenge pauses the server (lib.mjs, SERVER_NODE_FLAGS).

test('with the server flags, the young generation stays at 16 MB per semi-space however much garbage is made', () => {
  const churn = `
    const v8 = require('node:v8');
    let keep = [];
    let peak = 0;
    for (let i = 0; i < 3000000; i++) {
      keep.push({ i, s: 'x' + i });
      if (keep.length > 100000) keep = []; // many survivors: V8 grows the young generation up to its limit
      if (i % 1000 === 0) peak = Math.max(peak, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    console.log(peak);`;
  const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', churn], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  // new_space holds two semi-spaces (V8 counts a little more for its pages).
  assert.ok(Number(run.stdout) <= 2 * 16 * 1024 * 1024 + 1024 * 1024, `new space ${run.stdout.trim()} bytes`);
});

test('the benches start the server with them (startBuiltServer), as npm start and pnpm cluster do', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-flags-'));
  const entry = join(dir, 'entry.cjs');
  // A stand-in for the built server: answers /healthz with the flags it was started with.
  writeFileSync(entry, `require('node:http').createServer((q, s) => s.end(JSON.stringify(process.execArgv))).listen(Number(process.env.PORT), '127.0.0.1');`);
  const port = await freePort();
  const server = await startBuiltServer({ port, entry });
  try {
    const execArgv = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    assert.deepEqual(execArgv, [...SERVER_NODE_FLAGS]);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const launcher of ['start.mjs', 'cluster.mjs']) {
    assert.match(readFileSync(join(root, 'scripts', launcher), 'utf8'), /spawn\(process\.execPath, \[\.\.\.SERVER_NODE_FLAGS, SERVER_ENTRY\]/, launcher);
  }
});
