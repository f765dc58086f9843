import { sessionStore } from '@careers/shared/state';
import { primedSearchResults, RESULTS_FRESH_MS } from '../data/primedSearchResults';
import { firstSearchKeyOf } from './firstSearchKeyOf';
import { loadedPage } from './searchPageLoaders';

/**
 * Whether `slot` holds the search page the server drew (issue 27, features/search/renderSearch.tsx) for the address
 * the browser shows now, so the remote can hydrate it: no position is open in it, the search page's chunk is in, and
 * the results the page carries answer this very search (the first render then draws exactly the server's markup). A
 * visitor who moved on before the remote mounted, or came back after the answer went stale, gets a fresh render.
 */
export function isServerDrawnSearchPage(slot: HTMLElement, href: string): boolean {
  if (!slot.hasChildNodes() || loadedPage('search') === undefined) return false;
  const first = firstSearchKeyOf(href, sessionStore.configs);
  return first !== null && first.state.pid === null && primedSearchResults(sessionStore.domain, first.key, RESULTS_FRESH_MS) !== undefined;
}
