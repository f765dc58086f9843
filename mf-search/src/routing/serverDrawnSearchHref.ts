import { sessionStore } from '@careers/shared/state';
import { primedSearchCount, primedSearchResults, RESULTS_FRESH_MS } from '../data/primedSearchResults';
import { firstSearchKeyOf } from './firstSearchKeyOf';
import { shownSearchHrefOf } from './shownSearchHrefOf';
import { loadedPage } from './searchPageLoaders';

/**
 * The address of the search page the server drew in `slot` (issue 27, features/search/renderSearch.tsx), when the
 * remote can hydrate it: no position is open in it, the search page's chunk is in, and the results the page carries
 * answer this very search (the first render then draws exactly the server's markup). That is `href`, or for a page
 * past the last one the last page's address, which the server drew instead (shownSearchHrefOf.ts): the caller moves
 * the address there before the first render reads it, as SearchPage would. Null when there is nothing to hydrate: a
 * visitor who moved on before the remote mounted, or came back after the answer went stale, gets a fresh render.
 */
export function serverDrawnSearchHref(slot: HTMLElement, href: string): string | null {
  if (!slot.hasChildNodes() || loadedPage('search') === undefined) return null;
  // The server drew a page past the last one as the last page (shownSearchHrefOf.ts): that is the address it drew.
  const count = primedSearchCount(sessionStore.domain);
  const shown = count === undefined ? href : shownSearchHrefOf(href, sessionStore.configs, count);
  const first = firstSearchKeyOf(shown, sessionStore.configs);
  const drawn = first !== null && first.state.pid === null && primedSearchResults(sessionStore.domain, first.key, RESULTS_FRESH_MS) !== undefined;
  return drawn ? shown : null;
}
