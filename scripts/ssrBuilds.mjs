// The server renderer (<package>/dist-ssr/, issue 27) that belongs to a browser build. The server renders a page
// only with the renderer of the very build the browser loads (its first render must draw the same markup), and
// falls back to drawing in the browser otherwise. So when build.mjs reuses a cached browser build
// (<remote>/dist/<buildId>/, e.g. after a revert), it must bring that build's renderer back too: a copy of each
// build's dist-ssr is kept in <remote>/dist/.ssr/<buildId>/ (a dot name: never served, never taken for a build).
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = '.build-id';

/** Whether the package builds a server renderer (its webpack config uses ssrConfig). */
export function buildsSsr(packageDir) {
  const config = join(packageDir, 'webpack.config.js');
  return existsSync(config) && readFileSync(config, 'utf8').includes('ssrConfig(');
}

/** Whether `<package>/dist-ssr` holds the renderer of build `buildId` (stamped by markSsrBuild after its build). */
export function ssrIsBuild(packageDir, buildId) {
  const ssr = join(packageDir, 'dist-ssr');
  if (!existsSync(join(ssr, 'render.cjs'))) return false;
  try {
    return readFileSync(join(ssr, STAMP), 'utf8') === buildId;
  } catch {
    return false;
  }
}

/** After a successful build: stamps dist-ssr with its build and, with `keepCopy`, keeps a copy to restore later. */
export function markSsrBuild(packageDir, buildId, { keepCopy }) {
  const ssr = join(packageDir, 'dist-ssr');
  if (!existsSync(join(ssr, 'render.cjs'))) return;
  writeFileSync(join(ssr, STAMP), buildId);
  if (!keepCopy) return;
  const copy = join(packageDir, 'dist', '.ssr', buildId);
  rmSync(copy, { recursive: true, force: true });
  cpSync(ssr, copy, { recursive: true });
}

/**
 * Puts build `buildId`'s kept renderer back into dist-ssr. False when no copy was kept (the caller rebuilds).
 * Copied aside first and swapped in by a rename, so a running server never reads half a renderer.
 */
export function restoreSsrBuild(packageDir, buildId) {
  const copy = join(packageDir, 'dist', '.ssr', buildId);
  if (!existsSync(join(copy, 'render.cjs'))) return false;
  const ssr = join(packageDir, 'dist-ssr');
  const incoming = `${ssr}.restoring-${process.pid}`;
  rmSync(incoming, { recursive: true, force: true });
  cpSync(copy, incoming, { recursive: true });
  writeFileSync(join(incoming, STAMP), buildId);
  rmSync(ssr, { recursive: true, force: true });
  renameSync(incoming, ssr);
  return true;
}

/** Drops the kept renderers whose browser build is gone (pruned). */
export function pruneSsrBuilds(packageDir) {
  const kept = join(packageDir, 'dist', '.ssr');
  if (!existsSync(kept)) return;
  for (const id of readdirSync(kept)) {
    if (!existsSync(join(packageDir, 'dist', id, 'mf-manifest.json'))) rmSync(join(kept, id), { recursive: true, force: true });
  }
}
