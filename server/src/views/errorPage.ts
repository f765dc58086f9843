import { escapeHtml } from './html';
import { layout } from './layout';

const ERROR_PAGE_TITLE = 'Internal Server Error';
const ERROR_PAGE_APOLOGY = "We're sorry — something went wrong on our side. Please try again in a moment.";

/** The 500 page: apology, a way back, a way to reach the company; details for admins only. */
export function errorPage(input: { contactEmail: string | null; stack: string | null }): string {
  const contact = input.contactEmail
    ? ` <a href="mailto:${escapeHtml(input.contactEmail)}">Contact us</a>`
    : '';
  const details = input.stack
    ? `<details open><summary>Error details (shown to administrators only)</summary><pre>${escapeHtml(input.stack)}</pre></details>`
    : '';
  return layout({
    title: ERROR_PAGE_TITLE,
    wide: Boolean(input.stack),
    body: `<h1>${ERROR_PAGE_TITLE}</h1>
<p>${escapeHtml(ERROR_PAGE_APOLOGY)}</p>
<p class="links"><a href="/careers">Back to careers</a>${contact}</p>
${details}`,
  });
}

/** A short page for a request that cannot be served as asked (4xx on a page route). */
export function messagePage(input: { title: string; message: string; backHref?: string; backLabel?: string }): string {
  return layout({
    title: input.title,
    body: `<h1>${escapeHtml(input.title)}</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.backHref ?? '/careers')}">${escapeHtml(input.backLabel ?? 'Back to careers')}</a></p>`,
  });
}
