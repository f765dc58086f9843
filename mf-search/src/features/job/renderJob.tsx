// mf-search's server-side entry (built for Node into mf-search/dist-ssr/render.cjs, see webpack.config.js):
// the server renders a job's page with these same components into the HTML it sends, so the title, place,
// description and apply link are there before any script runs (issue 27 "First paint"). The remote's first
// render in the browser draws the same markup from the same answer (data/primedPositionDetails.ts) and
// hydrates it (app.tsx), so the nodes, the keyboard focus and the scroll stay.
import type { RenderedHtml, RenderJobInput } from '@careers/shared/contracts';
import { initSession, sessionStore } from '@careers/shared/state';
import { renderRemotePage } from '@careers/shared/ssr';
import { primePositionDetails } from '../../data/primedPositionDetails';
import { pageOf } from '../../routing/pageOf';
import { JobPage } from './JobPage';

declare const SSR_BUILD_ID: string;

/** The mf-search build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

/**
 * Renders the job page for one request, or null when the address is not the page of this position. Without
 * details (no such position) it is the job view's not-found page: its heading, 'Position not found.' and the
 * link to the search, readable without scripts.
 * Synchronous from start to end, like the shell's chrome: the session and primed-details stores are module
 * state, set for this request and read by this render only.
 */
export function renderJob({ boot, url, locale, nonce, details, overrides, insights, match }: RenderJobInput): RenderedHtml | null {
  const page = pageOf(url);
  if (page.kind !== 'job' || (details && page.pid !== details.data.id)) return null;
  initSession(boot);
  if (details && page.pid !== null) primePositionDetails({ domain: sessionStore.domain, id: page.pid, response: details, overrides, insights, match });
  try {
    // Overrides, insights and a candidate's match when the server read them; the browser asks for any it did not.
    return renderRemotePage(<JobPage pid={page.pid} isPrivate={page.isPrivate} notFound={!details} navigate={() => undefined} />, {
      url,
      locale,
      nonce,
      drawing: 'the job page',
    });
  } finally {
    primePositionDetails(null);
  }
}
