// mf-search's server-side entry (built for Node into mf-search/dist-ssr/render.cjs, see webpack.config.js):
// the server renders a job's page with these same components into the HTML it sends, so the title, place,
// description and apply link are there before any script runs (issue 27 "First paint"). The remote's first
// render in the browser draws the same markup from the same answer (data/primedPositionDetails.ts) and
// hydrates it (app.tsx), so the nodes, the keyboard focus and the scroll stay.
import { SWRConfig } from 'swr';
import type { RenderedHtml, RenderJobInput } from '@careers/shared/contracts';
import { I18nProvider } from '@careers/shared/i18n';
import { initSession, sessionStore } from '@careers/shared/state';
import { renderWithStyles } from '@careers/shared/ssr';
import { CareersThemeProvider } from '@careers/shared/theme';
import { createTransport, TransportProvider } from '@careers/shared/transport';
import { primePositionDetails } from '../../data/primedPositionDetails';
import { pageOf } from '../../routing/pageOf';
import { JobPage } from './JobPage';

declare const SSR_BUILD_ID: string;

/** The mf-search build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

// The job view asks for match details, insights and overrides only from the browser (SWR does not fetch
// while rendering on the server); a call made here would be a bug, and says so.
const noFetch = () => Promise.reject(new Error('No requests while the server renders the job page'));
const noCsrf = { get: () => '', set: () => undefined };

/**
 * Renders the job page for one request, or null when the address is not the page of this position. Without
 * details (no such position) it is the job view's not-found page: its heading, 'Position not found.' and the
 * link to the search, readable without scripts.
 * Synchronous from start to end, like the shell's chrome: the session and primed-details stores are module
 * state, set for this request and read by this render only.
 */
export function renderJob({ boot, url, locale, nonce, details }: RenderJobInput): RenderedHtml | null {
  const page = pageOf(url);
  if (page.kind !== 'job' || (details && page.pid !== details.data.id)) return null;
  initSession(boot);
  if (details && page.pid !== null) primePositionDetails({ domain: sessionStore.domain, id: page.pid, response: details });
  try {
    const transport = createTransport({ fetch: noFetch, csrf: noCsrf, pageUrl: () => url, timezone: () => 'UTC' });
    // The providers RemoteProviders gives the remote's root, with the language named rather than read
    // from the browser.
    return renderWithStyles(
      <TransportProvider transport={transport}>
        <CareersThemeProvider>
          <I18nProvider locale={locale}>
            <SWRConfig value={{ provider: () => new Map() }}>
              {/* The element RemoteErrorBoundary wraps every remote's page in: the remote hydrates this markup,
                  which must be its own first render node for node. */}
              <div>
                <JobPage pid={page.pid} isPrivate={page.isPrivate} notFound={!details} navigate={() => undefined} />
              </div>
            </SWRConfig>
          </I18nProvider>
        </CareersThemeProvider>
      </TransportProvider>,
      nonce,
    );
  } finally {
    primePositionDetails(null);
  }
}
