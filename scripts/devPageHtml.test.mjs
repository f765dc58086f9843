import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { devBundleSrc, devOwnPage, isDevOwnPage, isDocumentRequest, swapShellForDevBundle } from './devPageHtml.mjs';
import { root } from './lib.mjs';

// The lines of a page as server/src/views/shellPage.ts writes them (a job's page: chrome, preloads, prefetch).
const productPage = `<!doctype html>
<html lang="en">
<head>
<meta name="csrf-token" content="masked">
<link rel="stylesheet" href="/shell/abc123/main.css">
<script type="application/json" id="careers-boot">{"domain":"demo"}</script>
<script src="https://cdn.example/tag.js" nonce="n0nce"></script>
<script defer src="/shell/abc123/main.js" nonce="n0nce"></script>
<script defer src="/shell/abc123/vendor.js" nonce="n0nce"></script>
<link rel="preload" href="/remotes/mf-search/def456/mf-manifest.json" as="fetch" crossorigin>
<link rel="preload" href="/remotes/mf-search/def456/root.js" as="script">
<link rel="preload" href="/api/positions/1" as="fetch" crossorigin>
<link rel="prefetch" href="/shell/abc123/bell.js" as="script">
</head>
<body>
<div id="careers-root"><main id="main-content"><div id="careers-remotes"><div data-remote="mf-search"><h1>Nurse</h1></div></div></main></div>
</body>
</html>`;

test("a product page gets the dev bundle, with the shell's nonce, instead of the shell's scripts", () => {
  const page = swapShellForDevBundle(productPage, 'mf-search');
  assert.equal([...page.matchAll(/<script defer src="([^"]*)" nonce="([^"]*)">/g)].map((m) => `${m[1]} ${m[2]}`).join('\n'), `${devBundleSrc('mf-search')} n0nce`);
  assert.doesNotMatch(page, /\/shell\/abc123\/\w+\.js/);
  assert.doesNotMatch(page, /\/remotes\/mf-search\//);
});

test('what the server drew besides the shell stays: boot data, CSRF token, styles, head scripts, chrome, API preloads', () => {
  const page = swapShellForDevBundle(productPage, 'mf-search');
  for (const kept of [
    '<script type="application/json" id="careers-boot">{"domain":"demo"}</script>',
    '<meta name="csrf-token" content="masked">',
    '<link rel="stylesheet" href="/shell/abc123/main.css">',
    '<script src="https://cdn.example/tag.js" nonce="n0nce"></script>',
    '<div data-remote="mf-search"><h1>Nurse</h1></div>',
    '<link rel="preload" href="/api/positions/1" as="fetch" crossorigin>',
  ]) {
    assert.ok(page.includes(kept), kept);
  }
});

test("a page without the shell's scripts (an error page, a server page) passes unchanged", () => {
  const plain = '<!doctype html><html><head><link rel="stylesheet" href="/static/site.css"></head><body><h1>Not found</h1></body></html>';
  assert.equal(swapShellForDevBundle(plain, 'mf-offers'), plain);
});

test("the dev server's own pages load the dev bundle", () => {
  assert.match(devOwnPage('mf-offers'), /<script defer src="\/__dev\/mf-offers\/dev\.js"><\/script>/);
  assert.deepEqual(['/__dev/', '/__dev', '/__dev/widget/offers', '/__dev/mf-offers/dev.js', '/careers/offers'].map(isDevOwnPage), [true, true, true, false, false]);
});

test('only page loads are rewritten: not API calls, scripts or form posts', () => {
  assert.equal(isDocumentRequest('GET', { 'sec-fetch-dest': 'document', accept: 'text/html' }), true);
  assert.equal(isDocumentRequest('GET', { 'sec-fetch-dest': 'empty', accept: 'text/html' }), false);
  assert.equal(isDocumentRequest('GET', { 'sec-fetch-dest': 'script' }), false);
  assert.equal(isDocumentRequest('POST', { 'sec-fetch-dest': 'document' }), false);
  assert.equal(isDocumentRequest('GET', { accept: 'text/html,*/*' }), true);
  assert.equal(isDocumentRequest('GET', { accept: 'application/json' }), false);
});

test('every remote has a dev entry, and its dev config builds it unfederated, with no eval, under the path the proxy leaves alone', () => {
  const require = createRequire(import.meta.url);
  const { devRemoteConfig, devBundlePath } = require(join(root, 'shared', 'federation.cjs'));
  const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')));
  assert.equal(remotes.length, 5);
  for (const name of remotes) {
    const config = devRemoteConfig({ dir: join(root, name), name });
    assert.ok(existsSync(config.entry.dev), `${name}/dev/index.tsx`);
    assert.equal(config.mode, 'development');
    assert.doesNotMatch(String(config.devtool), /eval/);
    assert.equal(config.output.publicPath, devBundlePath(name));
    assert.equal(`${config.output.publicPath}${config.output.filename.replace('[name]', 'dev')}`, devBundleSrc(name));
    assert.deepEqual(config.plugins.map((plugin) => plugin.constructor.name), ['DefinePlugin']);
  }
});
