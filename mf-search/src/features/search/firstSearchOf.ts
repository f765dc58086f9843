import type { FirstSearch, FirstSearchInput } from '@careers/shared/contracts';
import { firstSearchKeyOf } from '../../routing/firstSearchKeyOf';

/**
 * The search a search page's address asks for, as the page's first render asks GET /api/pcsx/search for it
 * (useSearchResults → fetchSearch), with the key its results are cached under; null for an address that is not
 * the search page's. The server calls it (dist-ssr/render.cjs) to carry that search's answer in the page (issue
 * 27), so the first render draws the results without a request: one reading of the address, the browser's own.
 */
export function firstSearchOf({ boot, url }: FirstSearchInput): FirstSearch | null {
  const first = firstSearchKeyOf(url, boot.configs);
  if (!first) return null;
  const { state, key } = first;
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length > 0));
  return { key, query: state.query.trim(), location: state.location.trim(), start: state.start, sortBy: state.sortBy, filters };
}
