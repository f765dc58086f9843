import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { markSsrBuild, pruneSsrBuilds, restoreSsrBuild, ssrIsBuild } from './ssrBuilds.mjs';

/** What one webpack run of a remote leaves: its browser build in dist/<id>/ and its renderer in dist-ssr/ (cleaned first). */
function fakeBuild(dir, id) {
  mkdirSync(join(dir, 'dist', id), { recursive: true });
  writeFileSync(join(dir, 'dist', id, 'mf-manifest.json'), '{}');
  rmSync(join(dir, 'dist-ssr'), { recursive: true, force: true });
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(dir, 'dist-ssr', 'render.cjs'), `exports.buildId = '${id}';`);
  writeFileSync(join(dir, 'dist-ssr', 'chunk.js'), `// ${id}`);
}

test('a browser build reused after a revert gets its own server renderer back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-builds-'));
  try {
    fakeBuild(dir, 'aaa');
    markSsrBuild(dir, 'aaa', { keepCopy: true });
    assert.equal(ssrIsBuild(dir, 'aaa'), true);
    // A file changed: build bbb. Then reverted: aaa's browser build is still there, dist-ssr is bbb's.
    fakeBuild(dir, 'bbb');
    markSsrBuild(dir, 'bbb', { keepCopy: true });
    assert.equal(ssrIsBuild(dir, 'aaa'), false);
    assert.equal(restoreSsrBuild(dir, 'aaa'), true);
    assert.equal(ssrIsBuild(dir, 'aaa'), true);
    assert.equal(readFileSync(join(dir, 'dist-ssr', 'render.cjs'), 'utf8'), "exports.buildId = 'aaa';");
    assert.equal(readFileSync(join(dir, 'dist-ssr', 'chunk.js'), 'utf8'), '// aaa');
    // A build whose renderer was never kept cannot be restored: build.mjs builds it again.
    assert.equal(restoreSsrBuild(dir, 'ccc'), false);
    // The kept copy leaves with its browser build.
    rmSync(join(dir, 'dist', 'bbb'), { recursive: true });
    pruneSsrBuilds(dir);
    assert.equal(existsSync(join(dir, 'dist', '.ssr', 'bbb')), false);
    assert.equal(existsSync(join(dir, 'dist', '.ssr', 'aaa')), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unstamped renderer (built outside build.mjs) is not taken for any build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-builds-'));
  try {
    fakeBuild(dir, 'aaa');
    assert.equal(ssrIsBuild(dir, 'aaa'), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
