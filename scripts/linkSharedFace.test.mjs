import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { linkSharedFace } from './linkSharedFace.mjs';

/** What `tsc -p server/tsconfig.build.json` leaves: the server's files and the shared files they import, side by side. */
function fakeServerBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'shared-face-'));
  mkdirSync(join(dist, 'server', 'src', 'routes'), { recursive: true });
  writeFileSync(join(dist, 'server', 'src', 'routes', 'offers.js'), '');
  mkdirSync(join(dist, 'shared', 'src', 'contracts', 'offers'), { recursive: true });
  writeFileSync(join(dist, 'shared', 'src', 'contracts', 'offers', 'index.js'), "exports.built = 'with this server';");
  mkdirSync(join(dist, 'shared', 'src', 'i18n'), { recursive: true });
  writeFileSync(join(dist, 'shared', 'src', 'i18n', 'formatMessage.js'), '');
  return dist;
}

test('a built server file loads @careers/shared/<subpath> from the shared files compiled beside it', (t) => {
  const dist = fakeServerBuild();
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  const requireFromRoute = createRequire(join(dist, 'server', 'src', 'routes', 'offers.js'));
  // No link, no package: the build would otherwise start a server that cannot find (or finds another) shared.
  assert.throws(() => requireFromRoute.resolve('@careers/shared/contracts/offers'), { code: 'MODULE_NOT_FOUND' });

  linkSharedFace(dist);
  const real = realpathSync(dist);
  assert.equal(requireFromRoute.resolve('@careers/shared/contracts/offers'), join(real, 'shared', 'src', 'contracts', 'offers', 'index.js'));
  assert.equal(requireFromRoute.resolve('@careers/shared/i18n/formatMessage'), join(real, 'shared', 'src', 'i18n', 'formatMessage.js'));
  assert.equal(requireFromRoute('@careers/shared/contracts/offers').built, 'with this server');
});

test('linking again (every build) keeps the link working', (t) => {
  const dist = fakeServerBuild();
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  linkSharedFace(dist);
  linkSharedFace(dist);
  const requireFromRoute = createRequire(join(dist, 'server', 'src', 'routes', 'offers.js'));
  assert.equal(requireFromRoute('@careers/shared/contracts/offers').built, 'with this server');
});

const { exports } = JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8'));

// The link, server/tsconfig.json's paths and jest's moduleNameMapper map a subpath to its folder; the browser
// builds read the package's exports. They agree only while every export names its own path: `./x/y` is
// src/x/y.ts(x) or src/x/y/index.ts(x).
test('every export of shared/package.json is the file or folder its subpath names', () => {
  const notSources = new Set(['./federation', './package.json']);
  for (const [subpath, target] of Object.entries(exports)) {
    if (notSources.has(subpath)) continue;
    const inSrc = `./src/${subpath.slice(2)}`;
    assert.ok([`${inSrc}.ts`, `${inSrc}.tsx`, `${inSrc}/index.ts`, `${inSrc}/index.tsx`].includes(target), `${subpath} → ${target}`);
  }
});

// tsc's path mapping would take any file of shared/src; the face is the exports' list (Node-safe subpaths among them).
test('the server imports only subpaths shared/package.json exports', () => {
  const exported = Object.keys(exports).map((key) => new RegExp(`^${key.slice(2).replace('*', '[^/]+')}$`));
  const serverSrc = new URL('../server/src/', import.meta.url);
  const imported = readdirSync(serverSrc, { recursive: true })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, serverSrc), 'utf8').matchAll(/from '@careers\/shared\/([^']+)'/g)].map((m) => [file, m[1]]));
  assert.ok(imported.length > 0);
  const notExported = imported.filter(([, subpath]) => !exported.some((re) => re.test(subpath)));
  assert.deepEqual(notExported, []);
});
