import type { Configs } from '@careers/shared/boot';
import { filterNamingOf } from '../url/filterNamingOf';
import { parseSearchUrl, resultsKeyOf, type SearchUrlState } from '../url/searchUrlState';
import { pageOf } from './pageOf';

/**
 * The search an address of the search page asks for first, read once for the three places that must agree on it
 * (issue 27): the server's carried answer (features/search/firstSearchOf.ts), the server's drawing of the page
 * (features/search/renderSearch.tsx) and the browser's decision to hydrate that drawing (serverDrawnSearchHref.ts).
 * Its state and the key its results are cached under; null for an address that is not the search page's.
 */
export function firstSearchKeyOf(url: string, configs: Configs | null): { state: SearchUrlState; key: string } | null {
  if (pageOf(url).kind !== 'search') return null;
  const state = parseSearchUrl(url, filterNamingOf(configs));
  return { state, key: resultsKeyOf(state) };
}
