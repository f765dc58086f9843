import path from 'node:path';
import type { RenderedHtml, RenderSearchInput, SearchRenderer } from '../../../shared/src/contracts/ssr';
import { loadModule } from './shellEntry';

/**
 * The search page's first view (heading, search form, filters and tools row, results loading) rendered on the
 * server by mf-search's own search page (`mf-search/dist-ssr/renderSearch.cjs`, issue 27 "First paint"), as
 * the markup of the remotes' slot container the shell adopts, or null when there is no renderer, it is not of
 * the mf-search build the page loads (its first render must draw the same page), the address is not one it
 * draws, or it fails: the page then arrives as before, and the remote draws the search page in the browser.
 */
export function renderSearchPage(repoRoot: string, searchEntryUrl: string | undefined, input: RenderSearchInput, onError: (error: unknown) => void): RenderedHtml | null {
  try {
    const renderer = loadModule<SearchRenderer>(path.join(repoRoot, 'mf-search', 'dist-ssr', 'renderSearch.cjs'), 'renderSearch', "mf-search's search page renderer");
    if (!renderer || searchEntryUrl !== `/remotes/mf-search/${renderer.buildId}/mf-manifest.json`) return null;
    const page = renderer.renderSearch(input);
    // The ids the shell looks for: its slot container, and mf-search's slot in it (registerRemoteApps.ts).
    return page && { html: `<div id="careers-remotes"><div data-remote="mf-search">${page.html}</div></div>`, styles: page.styles };
  } catch (error) {
    onError(error);
    return null;
  }
}
