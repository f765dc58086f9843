import type { Configs } from '@careers/shared/boot';
import { filterNamingOf } from '../url/filterNamingOf';
import { lastStartOf, parseSearchUrl } from '../url/searchUrlState';

/**
 * The address of the page the search page shows for `href` when its search has `count` results: `href` itself, or
 * for a page past the last one (an old or edited link) the last page's, as SearchPage moves there. The server draws
 * that page (features/search/renderSearch.tsx) and the browser takes it over there (serverDrawnSearchHref.ts), so
 * the takeover does not redraw a drawn 'N jobs' above an empty list as the last page.
 */
export function shownSearchHrefOf(href: string, configs: Configs | null, count: number): string {
  const last = lastStartOf(count);
  if (count === 0 || parseSearchUrl(href, filterNamingOf(configs)).start <= last) return href;
  const address = new URL(href, 'http://careers.invalid');
  address.searchParams.set('start', String(last));
  return address.pathname + address.search;
}
