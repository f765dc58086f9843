// The shell's server-side entry (built for Node into shell/dist-ssr/render.cjs, see webpack.config.js):
// the server renders the page chrome into the HTML it sends, so a phone shows the navbar, banner, hero and
// footer before any script has run, and the shell hydrates that same markup (issue 27 "First paint").
import type { RenderChromeInput, RenderedHtml } from '@careers/shared/contracts';
import { createI18n } from '@careers/shared/i18n';
import { registerEveryLocale, renderWithStyles } from '@careers/shared/ssr';
import { initSession } from '@careers/shared/state';
import { createTransport } from '@careers/shared/transport';
import { renderingAt } from '../chrome/pageAddress';
import { LoginPagePart } from '../chrome/lazyParts';
import { LoginPage } from '../chrome/LoginPage';
import { pageTitle } from '../chrome/pageTitle';
import { loginFailureText } from '../chrome/loginFailureText';
import { drawLoginFailure } from '../chrome/pageLoginFailure';
import { refusalTitle } from '../chrome/refusalTitle';
import { ShellRoot } from '../chrome/ShellRoot';
import { shellStore, syncRoute } from '../state/shellStore';
import { allLocales } from '../i18n/allLocales';

// The server answers in any of the product's languages: every catalogue is registered at once.
registerEveryLocale('shell', allLocales);

declare const SSR_BUILD_ID: string;

/** The shell build this renderer belongs to: the server uses it only beside the same browser build. */
export const buildId: string = typeof SSR_BUILD_ID === 'string' ? SSR_BUILD_ID : 'dev';

// The browser fetches the login page's chunk before it takes the page over; here it is bundled in, and drawn in
// the one synchronous render (a part still loading would draw nothing).
LoginPagePart.provide(LoginPage);

// The input is the server's contract too (server/src/services/shellEntry.ts loads this build).
export type { RenderChromeInput } from '@careers/shared/contracts';

// The chrome never calls the server while it is rendered here; a call would be a bug, and says so.
const noFetch = () => Promise.reject(new Error('No requests while the server renders the chrome'));

/**
 * Renders the shell's chrome for one request, or null for a page it leaves to the browser (a new candidate's
 * profile forms). Synchronous from start to end: the session and route stores are
 * module state, set for this request and read by this render before any other request can change them.
 */
export function renderChrome({ boot, path, search = '', csrfToken = '', locale, nonce, slots, loginFailure = null }: RenderChromeInput): RenderedHtml | null {
  initSession(boot);
  // Forced: the store still holds the previous request's page, decided for another session.
  syncRoute(path, { force: true });
  // A new candidate's profile forms (decision 'bootstrap' or 'onboard') are the whole page and work only with
  // the shell's script: drawn here, they showed a Continue button that did nothing until the page hydrated
  // (a click in that second was lost; a CI run caught it). The browser draws them, as before.
  if (shellStore.decision === 'bootstrap' || shellStore.decision === 'onboard') return null;
  // The login form carries the page's CSRF token (the meta tag's, which the browser's transport reads) for its
  // plain post, and its links are made from the address's query (`next`).
  const csrf = { get: () => csrfToken, set: () => undefined };
  const transport = createTransport({ fetch: noFetch, csrf, pageUrl: () => path + search, timezone: () => 'UTC' });
  renderingAt(path + search);
  drawLoginFailure(loginFailure);
  try {
    const rendered = renderWithStyles(
      <ShellRoot
        transport={transport}
        isAdmin={boot.user.is_admin}
        contactEmail={boot.configs.company.contactEmail}
        onLogout={() => undefined}
        onError={() => undefined}
        locale={locale}
        serverSlots={slots}
      />,
      nonce,
    );
    // The page's own title from the first byte, the one the shell gives the route ('Dashboard | Careers at …'), so
    // it does not change when the scripts arrive and a visitor without them sees it too. A refused login's page
    // starts its title with what went wrong, so the tab and a screen reader's first words say it.
    const { route } = shellStore;
    const company = boot.configs.company.name;
    const { t } = createI18n({ locale });
    const refused = loginFailure && route?.pageId === 'login' ? loginFailureText(loginFailure, t) : null;
    return { ...rendered, title: refused ? refusalTitle(refused, route, company, t) : pageTitle(route, company, t) };
  } finally {
    renderingAt(null);
    drawLoginFailure(undefined);
  }
}
