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

/** A remote build's preloads.json (shared/federation.cjs, ChunkPreloadListPlugin). */
interface ChunkList {
  /** Named lazy chunk groups (the expose, `root`, `page-<path>`): their files and the shared modules they consume. */
  groups?: Record<string, { js?: string[]; shared?: string[] }>;
  /** Per shared module, the files of the remote's own copy and the shared modules that copy consumes. */
  shared?: Record<string, { js?: string[]; shared?: string[] }>;
}

// Build folders never change (their name is the build), so each file is read from disk once.
const files = new Map<string, unknown>();

function readJson<T>(file: string): T | null {
  if (!files.has(file)) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // Not built (yet), or unreadable: the page goes without these hints, as before.
    }
    files.set(file, parsed);
  }
  return (files.get(file) as T | null) ?? null;
}

const readManifest = (file: string) => readJson<BuildManifest>(file);

// The shell's shared modules, per shell build (its main.js names the build).
const shellShared = new Map<string, ReadonlySet<string>>();

/**
 * The shared modules the shell's main.js carries and provides to the remotes (shell/dist/mf-manifest.json): a
 * remote's own copy of one of these is never fetched, so it is never named. Null when unknown: then no copy is named.
 */
export function shellSharedModules(repoRoot: string, shellBuild: string): ReadonlySet<string> | null {
  let provided = shellShared.get(shellBuild);
  if (!provided) {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as { shared?: { name?: string }[] };
      provided = new Set((manifest.shared ?? []).map((entry) => entry.name ?? ''));
      shellShared.set(shellBuild, provided);
    } catch {
      return null;
    }
  }
  return provided;
}

/** The named chunk groups of the page at `pathname`: `page-` and its path after /careers/ ('/' as '-'), the longest that exists (an id at the end has none), with its later parts (`page-apply.form`). */
function pageGroups(groups: Record<string, unknown>, pathname: string): string[] {
  const segments = pathname.replace(/^\/careers\/?/, '').split('/').filter(Boolean);
  for (let count = segments.length; count > 0; count -= 1) {
    const name = `page-${segments.slice(0, count).join('-')}`;
    if (name in groups) return Object.keys(groups).filter((group) => group === name || group.startsWith(`${name}.`));
  }
  return [];
}

/**
 * The files the page needs after the remote's entry and expose, from the build's preloads.json: the expose's
 * group, the root's and the page's, and the remote's own copies of the shared modules they consume that the
 * shell does not provide (with what those copies consume in turn), which otherwise came one round trip after the other.
 */
function chunkFiles(list: ChunkList, pathname: string, provided: ReadonlySet<string> | null): string[] {
  const groups = list.groups ?? {};
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (keys: readonly string[] = []) => {
    for (const key of keys) {
      if (seen.has(key) || !provided || provided.has(key)) continue;
      seen.add(key);
      out.push(...(list.shared?.[key]?.js ?? []));
      visit(list.shared?.[key]?.shared);
    }
  };
  for (const name of ['__federation_expose_app', 'root', ...pageGroups(groups, pathname)]) {
    out.push(...(groups[name]?.js ?? []));
    visit(groups[name]?.shared);
  }
  return out;
}

/**
 * What a page of `remote` needs before it can draw anything, for the HTML to name (issue 27): the remote's
 * mf-manifest.json (which /remotes.json names), its remoteEntry.js and the './app' expose's first files, then, when
 * the page's address is given, its root's and page's chunks and the remote's own copies of shared modules the
 * shell (`provided`: its shared modules) does not carry, so all download at once. The
 * shell otherwise finds them one after the other (its own main.js, /remotes.json, the manifest, the entry), so
 * a logged-in page's first content waited for four round trips in a row. The manifest goes as `fetch` with
 * `crossorigin` (the shell's fetch() is a CORS request with the same-origin credentials mode, which only such a
 * preload matches), the scripts as `script` without it (the federation runtime's script tags carry none). A
 * remote served from elsewhere (REMOTE_URL_…) gets its manifest named only.
 */
export function remotePreloads(remotes: RemoteRegistry, remote: string, page?: { pathname: string; provided: ReadonlySet<string> | null }): Preload[] {
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
  const list = page && folder ? readJson<ChunkList>(path.join(folder, 'preloads.json')) : null;
  const chunks = list && page ? chunkFiles(list, page.pathname, page.provided) : [];
  for (const file of new Set([entry, ...firstFiles, ...chunks])) {
    if (/^[\w.-]+$/.test(file)) preloads.push({ href: `${base}${file}`, as: 'script' });
  }
  return preloads;
}
