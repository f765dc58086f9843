import fs from 'node:fs';
import path from 'node:path';
import type { RemoteRegistry } from '../services/remotes';

/** One `<link rel="preload">` of the shell page: a script, or a file the shell reads with fetch(). */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

interface BuildManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

// Build folders never change (their name is the build), so each manifest is read from disk once.
const manifests = new Map<string, BuildManifest | null>();

function readManifest(file: string): BuildManifest | null {
  if (!manifests.has(file)) {
    let manifest: BuildManifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
    } catch {
      // Not built (yet), or unreadable: the page goes without these hints, as before.
    }
    manifests.set(file, manifest);
  }
  return manifests.get(file) ?? null;
}

/**
 * What a page of `remote` needs before it can draw anything, for the HTML to name (issue 27): the remote's
 * mf-manifest.json (which /remotes.json names), its remoteEntry.js and the './app' expose's first files. The
 * shell otherwise finds them one after the other (its own main.js, /remotes.json, the manifest, the entry), so
 * a logged-in page's first content waited for four round trips in a row. The manifest goes as `fetch` with
 * `crossorigin` (the shell's fetch() is a CORS request with the same-origin credentials mode, which only such a
 * preload matches), the scripts as `script` without it (the federation runtime's script tags carry none). A
 * remote served from elsewhere (REMOTE_URL_…) gets its manifest named only.
 */
export function remotePreloads(remotes: RemoteRegistry, remote: string): Preload[] {
  const manifestUrl = remotes.list()[remote];
  if (!manifestUrl) return [];
  const preloads: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const own = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(manifestUrl);
  const folder = own ? remotes.buildDir(own[1] ?? '', own[2] ?? '') : null;
  const manifest = folder ? readManifest(path.join(folder, 'mf-manifest.json')) : null;
  const entry = manifest?.metaData?.remoteEntry?.name;
  // The files sit beside the manifest (an empty metaData.remoteEntry.path); a build that puts them elsewhere gets no more hints.
  if (!manifest || !entry || manifest.metaData?.remoteEntry?.path) return preloads;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const firstFiles = manifest.exposes?.find((expose) => expose.name === 'app')?.assets?.js?.sync ?? [];
  for (const file of [entry, ...firstFiles]) {
    if (/^[\w.-]+$/.test(file)) preloads.push({ href: `${base}${file}`, as: 'script' });
  }
  return preloads;
}
