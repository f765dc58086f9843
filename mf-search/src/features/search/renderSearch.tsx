// mf-search's second server-side entry (built for Node into mf-search/dist-ssr/renderSearch.cjs, see
// webpack.config.js): the server draws the search page's first view with these same components into the HTML
// it sends (issue 27 "First paint"): the heading, the search form (a plain GET form, which works without
// scripts), the filters and tools row, and the results in their loading state. The server does not run the
// search: the browser does, as before. The remote's first render draws the same first view and hydrates this
// markup (app.tsx, isServerDrawnSearchPage.ts), so nothing moves, and what was typed and the focus stay.
import { SWRConfig } from 'swr';
import type { RenderedHtml, RenderSearchInput } from '@careers/shared/contracts';
import { I18nProvider } from '@careers/shared/i18n';
import { initSession } from '@careers/shared/state';
import { renderWithStyles } from '@careers/shared/ssr';
import { CareersThemeProvider } from '@careers/shared/theme';
import { createTransport, TransportProvider } from '@careers/shared/transport';
import { pageOf } from '../../routing/pageOf';
import { SearchPage } from './SearchPage';
import { ServerHrefContext } from './usePageHref';

declare const SSR_BUILD_ID: string;

/** The mf-search build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

// The search, suggestions and saved searches are asked for only from the browser (SWR does not fetch while
// rendering on the server); a call made here would be a bug, and says so.
const noFetch = () => Promise.reject(new Error('No requests while the server renders the search page'));
const noCsrf = { get: () => '', set: () => undefined };

/**
 * Renders the search page's first view for one request, or null when the address is not the search page or
 * names a position.
 * Synchronous from start to end, like the job page's renderer: the session store is module state, set for
 * this request and read by this render only.
 */
export function renderSearch({ boot, url, locale, nonce }: RenderSearchInput): RenderedHtml | null {
  if (pageOf(url).kind !== 'search') return null;
  // A position chosen in the address opens beside the list or instead of it, by the window's width: left to
  // the browser.
  if (new URL(url, 'http://careers.invalid').searchParams.has('pid')) return null;
  initSession(boot);
  const transport = createTransport({ fetch: noFetch, csrf: noCsrf, pageUrl: () => url, timezone: () => 'UTC' });
  return renderWithStyles(
    <ServerHrefContext.Provider value={url}>
      <TransportProvider transport={transport}>
        <CareersThemeProvider>
          <I18nProvider locale={locale}>
            <SWRConfig value={{ provider: () => new Map() }}>
              {/* The element RemoteErrorBoundary wraps every remote's page in: the remote hydrates this markup,
                  which must be its own first render node for node. */}
              <div>
                <SearchPage navigate={() => undefined} />
              </div>
            </SWRConfig>
          </I18nProvider>
        </CareersThemeProvider>
      </TransportProvider>
    </ServerHrefContext.Provider>,
    nonce,
  );
}
