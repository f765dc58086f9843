import { escapeHtml } from './html';
import { layout } from './layout';
import type { ServerI18n } from '../i18n/serverI18n';

/** The 500 page: apology, a way back, a way to reach the company; details for admins only. */
export function errorPage(input: { contactEmail: string | null; stack: string | null; i18n: ServerI18n }): string {
  const { t, locale } = input.i18n;
  const title = t('server.error.title');
  const contact = input.contactEmail
    ? ` <a href="mailto:${escapeHtml(input.contactEmail)}">${escapeHtml(t('server.error.contact'))}</a>`
    : '';
  const details = input.stack
    ? `<details open><summary>${escapeHtml(t('server.error.details'))}</summary><pre>${escapeHtml(input.stack)}</pre></details>`
    : '';
  return layout({
    title,
    lang: locale,
    wide: Boolean(input.stack),
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('server.error.apology'))}</p>
<p class="links"><a href="/careers">${escapeHtml(t('server.page.backToCareers'))}</a>${contact}</p>
${details}`,
  });
}

/** A short page for a request that cannot be served as asked (4xx on a page route). */
export function messagePage(input: { title: string; message: string; i18n: ServerI18n; backHref?: string; backLabel?: string }): string {
  return layout({
    title: input.title,
    lang: input.i18n.locale,
    body: `<h1>${escapeHtml(input.title)}</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.backHref ?? '/careers')}">${escapeHtml(input.backLabel ?? input.i18n.t('server.page.backToCareers'))}</a></p>`,
  });
}
