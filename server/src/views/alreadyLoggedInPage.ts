import { escapeHtml } from './html';
import { layout } from './layout';
import { maskCsrfToken } from '../services/csrfMask';
import type { ServerI18n } from '../i18n/serverI18n';

export interface AlreadyLoggedInPageInput {
  company: string;
  /** Full name, or '' when the profile has none. */
  name: string;
  email: string;
  csrfToken: string;
  /** Where "Continue" goes: the page the visitor was heading for. */
  next: string;
  /** Where logging out returns to: the login page, so another account can log in. */
  afterLogout: string;
  i18n: ServerI18n;
}

/**
 * The login page for someone who is logged in already. Offering a second login form here would
 * silently replace the session; instead it says whose session this is and offers to log out (a
 * POST with the CSRF token, never a bare link) or to carry on.
 */
export function alreadyLoggedInPage(input: AlreadyLoggedInPageInput): string {
  const { t, locale } = input.i18n;
  const who = input.name ? `${input.name} (${input.email})` : input.email;
  const logOut = escapeHtml(t('server.logout.title'));
  return layout({
    title: t('server.page.titleWithCompany', { title: t('server.login.title'), company: input.company }),
    lang: locale,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${escapeHtml(t('server.login.alreadyHeading'))}</h1>
<p class="lead">${escapeHtml(t('server.login.loggedInAs', { who }))}</p>
<p><a href="${escapeHtml(input.next)}">${escapeHtml(t('server.login.continue'))}</a></p>
<form method="post" action="/logout" aria-label="${logOut}">
<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(input.csrfToken))}">
<input type="hidden" name="next" value="${escapeHtml(input.afterLogout)}">
<p class="hint">${escapeHtml(t('server.login.notYou'))}</p>
<button type="submit">${logOut}</button>
</form>`,
  });
}
