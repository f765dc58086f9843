/** The part of a remote's mf-manifest.json the loaders need. */
export interface RemoteBuildManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/**
 * Reads a remote's mf-manifest.json (a small JSON). The pages resolve it themselves so the
 * federation runtime can be built without its manifest snapshot plugin (disableSnapshot).
 */
export async function fetchBuildManifest(manifestUrl: URL, fetchImpl: typeof fetch = fetch): Promise<RemoteBuildManifest> {
  const response = await fetchImpl(manifestUrl.href, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`);
  return (await response.json()) as RemoteBuildManifest;
}

/** The folder the manifest's file names are relative to. */
function buildFolder(manifest: RemoteBuildManifest, manifestUrl: URL): URL {
  const { path } = manifest.metaData.remoteEntry;
  return new URL(path ? `${path.replace(/\/$/, '')}/` : './', manifestUrl);
}

/** Absolute URL of the remote's remoteEntry.js. */
export function remoteEntryUrl(manifest: RemoteBuildManifest, manifestUrl: URL): string {
  return new URL(manifest.metaData.remoteEntry.name, buildFolder(manifest, manifestUrl)).href;
}

/** Absolute URLs of the files an expose needs first ('./app' → the manifest's "app"). */
export function exposeFileUrls(manifest: RemoteBuildManifest, manifestUrl: URL, expose: string): string[] {
  const files = manifest.exposes?.find((e) => e.name === expose.replace(/^\.\//, ''))?.assets.js.sync ?? [];
  const folder = buildFolder(manifest, manifestUrl);
  return files.map((file) => new URL(file, folder).href);
}

/**
 * Starts downloading `urls` (an expose's first files) while remoteEntry.js loads, as the
 * runtime's snapshot plugin did, so resolving the manifest here costs no extra round trip.
 */
export function preloadScripts(urls: string[]) {
  const present = new Set([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
  for (const href of urls) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.appendChild(link);
  }
}
