import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';

// Loaded once while the page is open: refetching under a candidate who is typing would only risk
// their answers (the toolkit keeps typed values when equal ones arrive, but not changed ones).
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * useSWR for a form being filled in: fetched when the page opens, never behind the candidate's
 * back, and forgotten when the page closes, so coming back (after a save, say) shows what the
 * server now holds rather than the answers as they were first loaded. `fallbackData`, when given, is that first load.
 */
export function useLoadedOnce<T>(key: readonly unknown[] | null, fetcher: () => Promise<T>, fallbackData?: T) {
  const { cache } = useSWRConfig();
  // With `fallbackData` (the answer the server drew the page with) nothing is fetched: revalidateIfStale is off.
  const query = useSWR(key, fetcher, { ...once, fallbackData });
  const id = key ? unstable_serialize(key) : null;
  useEffect(() => {
    if (!id) return;
    // Straight from the cache, not through mutate: this may run while the SWR provider itself
    // is being unmounted (the whole remote leaving), when mutate has no state left to update.
    return () => cache.delete(id);
  }, [cache, id]);
  return query;
}
