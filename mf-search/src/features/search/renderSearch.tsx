// The search page's first view drawn on the server (issue 27 "First paint"): the form, the filters and the first
// results, by the same components, from the answer the server writes into the same page (data/primedSearchResults.ts).
// The remote's first render in the browser draws the same markup from the same answer and hydrates it (app.tsx,
// routing/serverDrawnSearchHref.ts): the results are on the first paint, and taking them over creates no nodes and
// inserts no styles (the biggest tasks of the page's start on a phone: the commit's layout and the style tags).
import type { RenderedHtml, RenderSearchInput } from '@careers/shared/contracts';
import { setServerHref } from '@careers/shared/location';
import { initSession, sessionStore } from '@careers/shared/state';
import { renderRemotePage } from '@careers/shared/ssr';
import { primeSearchResults } from '../../data/primedSearchResults';
import { firstSearchKeyOf } from '../../routing/firstSearchKeyOf';
import { shownSearchHrefOf } from '../../routing/shownSearchHrefOf';
import { SearchPage } from './SearchPage';

const noNavigation = () => {
  throw new Error('No navigation while the server renders the search page');
};

/**
 * Renders the search page of `url` for one request, or null when it is not drawn: the address is another page, a
 * position is open in it (`pid`: its details are the browser's to read), or the results are another search's or
 * company's. Synchronous from start to end, like the other renderers: the session, the address and the carried
 * answer are module state, set for this request and read by this render only.
 */
export function renderSearch({ boot, url: asked, locale, nonce, results }: RenderSearchInput): RenderedHtml | null {
  // A page past the last one is drawn as the last page, whose answer the server carries (routes/primedSearch.ts).
  const url = shownSearchHrefOf(asked, boot.configs, results.response.count);
  const first = firstSearchKeyOf(url, boot.configs);
  if (!first || first.state.pid !== null || results.key !== first.key) return null;
  initSession(boot);
  if (results.domain !== sessionStore.domain) return null;
  // The carried answer is this search's and this company's (both checked above): the page draws it, as the
  // browser's first render will (serverDrawnSearchHref.ts checks the same key, and the answer's age).
  primeSearchResults(results);
  try {
    setServerHref(url);
    return renderRemotePage(<SearchPage navigate={noNavigation} />, { url, locale, nonce, drawing: 'the search page' });
  } finally {
    primeSearchResults(null);
    setServerHref('/');
  }
}
