// The built server reaches @careers/shared through the copy of shared's files it was compiled with (issue 28).
// tsc compiles the shared files the server imports together with the server (rootDir is the repository), into
// server/dist/shared/src; this link, server/dist/node_modules/@careers/shared → ../../shared/src, is where Node
// looks first for @careers/shared from any file under server/dist, so `@careers/shared/contracts/offers` loads
// server/dist/shared/src/contracts/offers/index.js: the subpath is the folder, as jest's moduleNameMapper maps it.
// Without the link Node would walk on to the workspace package (server/node_modules/@careers/shared), whose
// exports name TypeScript sources. Run by scripts/build.mjs after each server build; `node scripts/linkSharedFace.mjs`
// links server/dist by hand.
import { mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Relative, so a moved or cloned checkout keeps a working link. */
const TARGET = join('..', '..', 'shared', 'src');

/** Links `dist`/node_modules/@careers/shared to `dist`/shared/src; leaves a correct link as it is (a server may be running from it). */
export function linkSharedFace(dist) {
  const scope = join(dist, 'node_modules', '@careers');
  const link = join(scope, 'shared');
  let current = null;
  try {
    current = readlinkSync(link);
  } catch {
    // No link yet (or a folder in its place, removed below).
  }
  if (current === TARGET) return;
  mkdirSync(scope, { recursive: true });
  rmSync(link, { recursive: true, force: true });
  symlinkSync(TARGET, link, 'dir');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { root } = await import('./lib.mjs');
  linkSharedFace(join(root, 'server', 'dist'));
}
