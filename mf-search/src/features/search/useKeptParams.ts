import { useMemo } from 'react';
import { serialiseSearchUrl, type FilterNaming, type SearchUrlState } from '../../url/searchUrlState';

const paramsOf = (state: SearchUrlState, naming: Pick<FilterNaming, 'commaInValues'>) =>
  [...new URLSearchParams(serialiseSearchUrl(state, naming).split('?')[1] ?? '')];

/**
 * What the search page's two forms send besides their own fields, as address parameters, so that they work where no
 * script runs: a new search keeps the filters, the sort, tracking and the company (spec §4); sorting keeps the rest
 * of the search (the select sends sort_by).
 */
export function useKeptParams(state: SearchUrlState, naming: Pick<FilterNaming, 'commaInValues'>) {
  const bySearch = useMemo(
    () => paramsOf({ ...state, query: '', location: '', start: 0, pid: null, tab: null, showLoginModal: false }, naming).filter(([name]) => name !== 'query' && name !== 'location'),
    [state, naming],
  );
  const bySort = useMemo(() => paramsOf({ ...state, sortBy: null, start: 0, pid: null, tab: null, showLoginModal: false }, naming), [state, naming]);
  return { bySearch, bySort };
}
