import { escapeHtml } from './html';
import { layout } from './layout';
import { maskCsrfToken } from '../services/csrfMask';
import type { ServerI18n } from '../i18n/serverI18n';

/** A confirmation page: logging out is a POST (with the CSRF token), never a bare link. */
export function logoutPage(input: { email: string; csrfToken: string; next: string; company: string; i18n: ServerI18n }): string {
  const { t, locale } = input.i18n;
  const heading = escapeHtml(t('server.logout.title'));
  return layout({
    title: t('server.page.titleWithCompany', { title: t('server.logout.title'), company: input.company }),
    lang: locale,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${heading}</h1>
<p class="lead">${escapeHtml(t('server.login.loggedInAs', { who: input.email }))}</p>
<form method="post" action="/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(input.csrfToken))}">
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<button type="submit">${heading}</button>
</form>
<p><a href="${escapeHtml(input.next)}">${escapeHtml(t('server.page.backToCareers'))}</a></p>`,
  });
}
