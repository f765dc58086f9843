import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { useSearchI18n } from '../i18n/useSearchI18n';
import { resultsKeyOf, type SearchUrlState } from '../url/searchUrlState';
import { fetchSearch } from './searchApi';

/** A result set seen in the last 5 minutes (a stale-time of spec §9) is shown again without asking the server. */
export const RESULTS_FRESH_MS = 5 * 60 * 1000;

/**
 * The results of the search the address describes. Cached per filters + start + query + location
 * (and sort) in this remote's SWR cache (spec §4 Search): Back to an earlier page shows it at once.
 * While another page loads the previous results stay on screen; `isLoading` says they are stale.
 */
export function useSearchResults(state: SearchUrlState) {
  const transport = useTransport();
  const { t } = useSearchI18n();
  const { domain } = useSnapshot(sessionStore);
  const key = resultsKeyOf(state);
  const { query, location, start, sortBy, filters } = state;
  const swr = useSWR(['search', domain, key], () => fetchSearch(transport, domain, { query, location, start, sortBy, filters }), {
    keepPreviousData: true,
    dedupingInterval: RESULTS_FRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: () => showToast({ kind: 'error', message: t('search.results.failed') }),
  });
  return {
    key,
    data: swr.data,
    /** The data belongs to this very search (not the previous one kept on screen). */
    isCurrent: swr.data !== undefined && !swr.isLoading,
    isLoading: swr.isLoading,
    error: swr.error as Error | undefined,
    retry: () => void swr.mutate(),
  };
}
