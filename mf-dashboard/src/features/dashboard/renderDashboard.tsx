// mf-dashboard's server-side entry (built for Node into mf-dashboard/dist-ssr/render.cjs, see webpack.config.js):
// the server renders the logged-in candidate's dashboard with these same components into the HTML it sends, from
// the first answers it writes into the same page (issue 27 "First paint": the nudge text was the page's largest
// paint, drawn only once the remote's scripts ran). The remote's first render in the browser draws the same
// markup from the same answers (data/primedLists.ts) and hydrates it (app.tsx), so the nodes and the focus stay.
import type { RenderDashboardInput, RenderedHtml } from '@careers/shared/contracts';
import { setServerHref } from '@careers/shared/location';
import { initSession, sessionStore } from '@careers/shared/state';
import { registerEveryLocale, renderRemotePage } from '@careers/shared/ssr';
import { primeLists } from '../../data/primedLists';
import { dashboardLayoutOf } from './dashboardLayoutOf';
import { DashboardPage } from './DashboardPage';
import { allLocales } from '../../i18n/allLocales';

// The server answers in any of the product's languages: every catalogue is registered at once.
registerEveryLocale('mf-dashboard', allLocales);

declare const SSR_BUILD_ID: string;

/** The mf-dashboard build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

/**
 * Renders the dashboard's first view for one request, or null when the address is not a dashboard page the
 * remote draws (v1 with the v2 redirect on: the shell moves to v2 first) or the answers are of another page.
 * Synchronous from start to end, like the job page's: the session, the address and the primed answers are
 * module state, set for this request and read by this render only.
 */
export function renderDashboard({ boot, url, locale, nonce, firstAnswers }: RenderDashboardInput): RenderedHtml | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const layout = dashboardLayoutOf(pathname, boot.configs);
  if (!layout || firstAnswers.pathname !== pathname) return null;
  initSession(boot);
  if (firstAnswers.domain !== sessionStore.domain) return null;
  setServerHref(url);
  primeLists(firstAnswers);
  try {
    // The lists the page's first answers do not hold (saved searches, a later tab) are the browser's to ask for.
    return renderRemotePage(<DashboardPage layout={layout} />, { url, locale, nonce, drawing: 'the dashboard' });
  } finally {
    primeLists(null);
    setServerHref('/');
  }
}
