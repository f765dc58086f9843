import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { currentHref, matchRoute, navigateWithin, useHref } from '@careers/shared/location';
import { filterNamingOf } from './filterNamingOf';
import { parseSearchUrl, serialiseSearchUrl, SEARCH_PATH, type SearchUrlState } from './searchUrlState';

export type SearchUrlChange = Partial<SearchUrlState> | ((state: SearchUrlState) => SearchUrlState);
/** Changes the search in the address (a new history entry unless `replace`): what useSearchUrl gives. */
export type UpdateSearchUrl = (change: SearchUrlChange, opts?: { replace?: boolean }) => void;

// '/careers' stays '/careers' while the visitor refines: moving to another path would make the
// shell treat it as a new page (scroll to top, focus moved to the main landmark).
const pathFor = (pathname: string) => (/^\/careers\/?$/.test(pathname) ? '/careers' : SEARCH_PATH);

/** Whether an address (path + query) is the search page's, by the route table: not another page under /careers. */
const isSearchAddress = (href: string) => matchRoute(new URL(href, 'http://careers.invalid').pathname)?.pageId === 'jobs';

/** Writes a search state to the address bar; a new history entry unless `replace`. */
export function hrefOf(state: SearchUrlState, commaInValues: boolean, pathname = window.location.pathname): string {
  const canonical = serialiseSearchUrl(state, { commaInValues });
  return canonical.replace(SEARCH_PATH, pathFor(pathname));
}

/** The search page state read from the address, and a way to change it (spec §2 URL state). */
export function useSearchUrl() {
  const href = useHref();
  const { configs } = useSnapshot(sessionStore);
  const naming = useMemo(() => filterNamingOf(configs as typeof sessionStore.configs), [configs]);
  const state = useMemo(() => parseSearchUrl(href, naming), [href, naming]);
  const update = useCallback(
    (change: SearchUrlChange, { replace = false }: { replace?: boolean } = {}) => {
      // The address may already be another page's: a navbar link pressed while this page was still mounting on a
      // slow phone (single-spa unmounts it only after the address changed). Read as a search, '/careers/offers'
      // became '/careers/search?query=offers' and took the candidate back to the search (a CI run caught it).
      if (!isSearchAddress(currentHref())) return;
      // Read the address now, not the rendered state: two changes in one event must not undo each other.
      const now = parseSearchUrl(currentHref(), naming);
      const next = typeof change === 'function' ? change(now) : { ...now, ...change };
      navigateWithin(hrefOf(next, naming.commaInValues), { replace });
    },
    [naming],
  );
  return { state, naming, update };
}
