import { pageOf } from '../../routing/pageOf';
import { loadedPage } from '../../routing/searchPageLoaders';

/**
 * Whether `slot` holds the search page's first view the server drew (issue 27, renderSearch.tsx) for the address
 * the browser shows now, so the remote can hydrate it: the slot holds the search form, the address is the search
 * page without a chosen position, and the search page's chunk is in (its first render then draws exactly the
 * server's markup: results loading). Hydrating keeps the nodes, so what was typed into the boxes and the
 * keyboard focus stay.
 */
export function isServerDrawnSearchPage(slot: HTMLElement, href: string): boolean {
  if (!slot.querySelector('form[role="search"]')) return false;
  return pageOf(href).kind === 'search' && !new URL(href, 'http://careers.invalid').searchParams.has('pid') && loadedPage('search') !== undefined;
}
