import type { RemoteName } from '@careers/shared/location';

/** `/remotes.json`: remote name → entry URL (an mf-manifest.json), decided by the server at run time. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

/**
 * Reads which build of each remote to load. Never cached by the browser (the server sends
 * no-cache), so pointing a remote at another build takes effect on the next page load.
 */
export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const response = await fetchImpl('/remotes.json', {
    headers: { accept: 'application/json' },
    cache: 'no-cache',
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}
