import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@careers/shared/location';
import { exposeFileUrls, fetchBuildManifest, preloadScripts, remoteEntryUrl } from './readRemoteEntry';
import { fetchRemoteManifest, type RemoteManifest } from './remoteManifest';
import { sharesInTurns } from './sharesInTurns';

/** Module Federation container names are identifiers; package names keep their dashes. */
const containerName = (name: RemoteName) => name.replace(/-/g, '_');

export type RemoteAppLoader = (name: RemoteName, options?: { retry?: boolean }) => Promise<LifeCycles>;

/**
 * Loads a remote's './app' lifecycles through the federation runtime, using the build listed in
 * /remotes.json (its mf-manifest.json names the remoteEntry.js to load). A retry re-reads
 * /remotes.json and force-registers the remote, so a fixed deployment (or a network blip)
 * recovers without a page reload.
 */
export function createRemoteAppLoader(readManifest: () => Promise<RemoteManifest> = fetchRemoteManifest): RemoteAppLoader {
  // For the remotes' instances, made when their entries load (a plugin of the same name is registered once).
  registerGlobalPlugins([sharesInTurns()]);
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
    const listed = entries[name];
    if (!listed) throw new Error(`No build of ${name} is listed in /remotes.json`);
    const manifestUrl = new URL(listed, location.href);
    const build = await fetchBuildManifest(manifestUrl);
    preloadScripts(exposeFileUrls(build, manifestUrl, './app'));
    const container = containerName(name);
    registerRemotes([{ name: container, entry: remoteEntryUrl(build, manifestUrl), entryGlobalName: container }], { force: retry });
    const module = await loadRemote<LifeCycles>(`${container}/app`);
    if (!module) throw new Error(`${name} did not expose './app'`);
    return module;
  };
}
