import type { SWRConfiguration } from 'swr';

/**
 * SWR defaults of the offers pages (spec §7, §9): cached one day, no retry (a failed call shows its
 * error state with 'Try again' instead), refetched when the window regains focus (an offer signed or
 * declined in another tab shows here too).
 */
export const offersSwrConfig: SWRConfiguration = {
  dedupingInterval: 86_400_000,
  shouldRetryOnError: false,
  revalidateOnFocus: true,
};
