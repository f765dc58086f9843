import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { useSearchI18n } from '../i18n/useSearchI18n';
import { resultsKeyOf, type SearchUrlState } from '../url/searchUrlState';
import { primedSearchResults, RESULTS_FRESH_MS, takePrimedSearchResults } from './primedSearchResults';
import { fetchSearch } from './searchApi';
import type { SearchResponse } from '@careers/shared/contracts';

/** An answer with the key it answers: with keepPreviousData SWR hands back the last key's data, so it must say whose it is. */
interface KeyedResponse {
  key: string;
  response: SearchResponse;
}

/** The server refused the search itself (400): asking again gives the same answer. */
const isRefusedSearch = (error: unknown): boolean => error instanceof Error && error.cause instanceof TransportError && error.cause.status === 400;

/**
 * The results of the search the address describes. Cached per filters + start + query + location
 * (and sort) in this remote's SWR cache (spec §4 Search): Back to an earlier page shows it at once.
 * While another page loads the previous results stay on screen (`data` with `isCurrent` false);
 * when this search failed, `failed` is true and `data` is not for it.
 */
export function useSearchResults(state: SearchUrlState) {
  const transport = useTransport();
  const { t } = useSearchI18n();
  const { domain } = useSnapshot(sessionStore);
  const key = resultsKeyOf(state);
  const cacheKey = `${domain}\n${key}`;
  const { query, location, start, sortBy, filters } = state;
  // The answer the page carries for its first search (issue 27): the first render draws it, nothing is asked for it
  // on mount, and it goes into the cache as any answer. Asked for again (Back to it, when SWR checks what it has),
  // it is the answer while fresh, as one fetched would be within the deduping time (spec §9), without a request.
  const primedResponse = primedSearchResults(domain, key, RESULTS_FRESH_MS);
  const primed = useMemo<KeyedResponse | undefined>(() => primedResponse && { key: cacheKey, response: primedResponse }, [primedResponse, cacheKey]);
  const swr = useSWR(
    ['search', domain, key],
    async (): Promise<KeyedResponse> => ({
      key: cacheKey,
      response: takePrimedSearchResults(domain, key, RESULTS_FRESH_MS) ?? (await fetchSearch(transport, domain, { query, location, start, sortBy, filters })),
    }),
    {
      keepPreviousData: true,
      dedupingInterval: RESULTS_FRESH_MS,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: () => showToast({ kind: 'error', message: t('search.results.failed') }),
      fallbackData: primed,
      revalidateOnMount: primed ? false : undefined,
    },
  );
  const { mutate } = swr;
  useEffect(() => {
    if (primed) void mutate(primed, { revalidate: false });
  }, [primed, mutate]);
  const isCurrent = swr.data?.key === cacheKey;
  // A failed refresh of results already shown is not a failure of this search; a retry under way is loading.
  const failed = swr.error !== undefined && !isCurrent && !swr.isValidating;
  return {
    key,
    /** The results on screen: this search's, or the previous one's while this one loads or after it failed. */
    data: swr.data?.response,
    /** The data belongs to this very search (not the previous one kept on screen). */
    isCurrent,
    isLoading: swr.isLoading,
    /** This search failed and has no results of its own. */
    failed,
    /** The server refused the search as asked (400): trying again cannot help. */
    refused: failed && isRefusedSearch(swr.error),
    retry: () => void swr.mutate(),
  };
}
