import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '../routes/routeTable';
import { fetchRemoteManifest, type RemoteManifest } from './remoteManifest';

/** Module Federation container names are identifiers; package names keep their dashes. */
export const containerName = (name: RemoteName) => name.replace(/-/g, '_');

export type RemoteAppLoader = (name: RemoteName, options?: { retry?: boolean }) => Promise<LifeCycles>;

/**
 * Loads a remote's './app' lifecycles through the federation runtime, using the entry URL from
 * /remotes.json. A retry re-reads /remotes.json and force-registers the remote, so a fixed
 * deployment (or a network blip) recovers without a page reload.
 */
export function createRemoteAppLoader(readManifest: () => Promise<RemoteManifest> = fetchRemoteManifest): RemoteAppLoader {
  let manifest: Promise<RemoteManifest> | null = null;
  return async (name, { retry = false } = {}) => {
    if (!manifest || retry) manifest = readManifest();
    let entries: RemoteManifest;
    try {
      entries = await manifest;
    } catch (error) {
      manifest = null;
      throw error;
    }
    const entry = entries[name];
    if (!entry) throw new Error(`No build of ${name} is listed in /remotes.json`);
    registerRemotes([{ name: containerName(name), entry }], { force: retry });
    const module = await loadRemote<LifeCycles>(`${containerName(name)}/app`);
    if (!module) throw new Error(`${name} did not expose './app'`);
    return module;
  };
}
