import { sessionStore } from '@careers/shared/state';
import { primedSearchCount, primedSearchResults, RESULTS_FRESH_MS } from '../data/primedSearchResults';
import { firstSearchKeyOf } from './firstSearchKeyOf';
import { shownSearchHrefOf } from './shownSearchHrefOf';
import { loadedPage } from './searchPageLoaders';

/**
 * Whether `slot` holds the search page the server drew (issue 27, features/search/renderSearch.tsx) for the address
 * the browser shows now, so the remote can hydrate it: no position is open in it, the search page's chunk is in, and
 * the results the page carries answer this very search (the first render then draws exactly the server's markup). A
 * visitor who moved on before the remote mounted, or came back after the answer went stale, gets a fresh render.
 */
export function isServerDrawnSearchPage(slot: HTMLElement, href: string): boolean {
  if (!slot.hasChildNodes() || loadedPage('search') === undefined) return false;
  // The server drew a page past the last one as the last page (shownSearchHrefOf.ts): the address moves there, as
  // SearchPage would move it, before the first render reads it, so that render draws the server's page.
  const count = primedSearchCount(sessionStore.domain);
  const shown = count === undefined ? href : shownSearchHrefOf(href, sessionStore.configs, count);
  const first = firstSearchKeyOf(shown, sessionStore.configs);
  const drawn = first !== null && first.state.pid === null && primedSearchResults(sessionStore.domain, first.key, RESULTS_FRESH_MS) !== undefined;
  if (drawn && shown !== href) window.history.replaceState(window.history.state, '', shown);
  return drawn;
}
