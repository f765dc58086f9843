import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '../remoteNames';

/** Remote name → URL of its entry (an `mf-manifest.json`), as `/remotes.json` answers. */
export type RemoteMap = Record<string, string>;

export interface RemotesSettings {
  repoRoot: string;
  remotesManifest: string;
  remoteUrlOverrides: Partial<Record<RemoteName, string>>;
}

// Build folders are named by the build; only plain names, so a build id can never climb out of dist/.
const BUILD_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function isBuildId(value: string): boolean {
  return BUILD_ID.test(value) && !value.includes('..');
}

/**
 * Knows which build of each remote to serve. Three layers, later wins: the newest build found on
 * disk, the REMOTES_MANIFEST file (re-read when it changes, so a deploy needs no restart), and the
 * REMOTE_URL_<NAME> environment variables.
 */
export class RemoteRegistry {
  private manifestCache: { mtimeMs: number; size: number; remotes: RemoteMap } | null = null;

  constructor(
    private readonly settings: RemotesSettings,
    private readonly warn: (message: string) => void = () => {},
  ) {}

  list(): RemoteMap {
    return { ...this.discovered(), ...this.fromManifestFile(), ...this.settings.remoteUrlOverrides };
  }

  /** Origins of remotes served from elsewhere: the page's CSP must allow them. */
  externalOrigins(): string[] {
    const origins = new Set<string>();
    for (const url of Object.values({ ...this.fromManifestFile(), ...this.settings.remoteUrlOverrides })) {
      try {
        const parsed = new URL(url);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
      } catch {
        // A relative URL is same-origin.
      }
    }
    return [...origins];
  }

  /** The folder of one build, or null when the name or id is not servable. */
  buildDir(name: string, buildId: string): string | null {
    if (!isRemoteName(name) || !isBuildId(buildId)) return null;
    return path.join(this.settings.repoRoot, name, 'dist', buildId);
  }

  private discovered(): RemoteMap {
    const result: RemoteMap = {};
    for (const name of REMOTE_NAMES) {
      const buildId = this.currentBuild(name);
      if (buildId) result[name] = `/remotes/${name}/${buildId}/mf-manifest.json`;
    }
    return result;
  }

  /** `dist/current` names the build to serve; without it, the newest build folder with a manifest. */
  private currentBuild(name: RemoteName): string | null {
    const dist = path.join(this.settings.repoRoot, name, 'dist');
    const hasManifest = (id: string) => isBuildId(id) && fs.existsSync(path.join(dist, id, 'mf-manifest.json'));
    try {
      const current = fs.readFileSync(path.join(dist, 'current'), 'utf8').trim();
      if (hasManifest(current)) return current;
    } catch {
      // No pointer file: fall back to scanning.
    }
    let newest: { id: string; mtimeMs: number } | null = null;
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dist, { withFileTypes: true });
    } catch {
      return null;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || !hasManifest(entry.name)) continue;
      const mtimeMs = fs.statSync(path.join(dist, entry.name)).mtimeMs;
      if (!newest || mtimeMs > newest.mtimeMs) newest = { id: entry.name, mtimeMs };
    }
    return newest?.id ?? null;
  }

  private fromManifestFile(): RemoteMap {
    const file = this.settings.remotesManifest;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      this.manifestCache = null;
      return {};
    }
    if (this.manifestCache && this.manifestCache.mtimeMs === stat.mtimeMs && this.manifestCache.size === stat.size) {
      return this.manifestCache.remotes;
    }
    let remotes: RemoteMap = {};
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('expected an object');
      for (const [name, url] of Object.entries(parsed)) {
        if (typeof url === 'string' && url) remotes[name] = url;
        else this.warn(`${file}: the entry for "${name}" is not a URL string; ignored.`);
      }
    } catch (error) {
      this.warn(`${file} is not valid remotes JSON (${(error as Error).message}); ignored.`);
      remotes = {};
    }
    this.manifestCache = { mtimeMs: stat.mtimeMs, size: stat.size, remotes };
    return remotes;
  }
}
