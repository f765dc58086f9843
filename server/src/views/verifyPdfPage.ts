import type { VerifyPdfResponse } from '@careers/shared/contracts/offers';
import { escapeHtml } from './html';
import { layout } from './layout';
import type { ServerI18n } from '../i18n/serverI18n';

export const VERIFY_PAGE_PATH = '/careers/offers/verify';

export interface VerifyPdfPageInput {
  company: string;
  /** The check of the PDF just sent, if any. */
  result?: VerifyPdfResponse;
  /** Why the file sent could not be checked (not a PDF, too large, none chosen). */
  error?: string;
  i18n: ServerI18n;
}

function outcome(input: VerifyPdfPageInput): { heading: string; body: string } | null {
  const { t } = input.i18n;
  if (input.error) return { heading: t('server.verify.notChecked'), body: `<div class="alert" role="alert" id="verify-result">${escapeHtml(input.error)}</div>` };
  const { result } = input;
  if (!result) return null;
  const tone = result.unaltered ? 'good' : 'bad';
  const heading = t(result.unaltered ? 'server.verify.unaltered' : result.signed_by_this_site ? 'server.verify.altered' : 'server.verify.notSigned');
  return {
    heading,
    body: `<div class="verdict ${tone}" role="status" id="verify-result">
<p class="verdict-heading">${escapeHtml(heading)}</p>
<p>${escapeHtml(result.message)}</p>
${result.document_name ? `<p>${escapeHtml(t('server.verify.document', { name: result.document_name }))}</p>` : ''}
</div>`,
  };
}

/**
 * The public verify page: one file input and a button, a plain multipart form that works without
 * JavaScript; the server answers with this page again, the verdict above the form (and in the title,
 * which screen readers announce on load).
 */
export function verifyPdfPage(input: VerifyPdfPageInput): string {
  const result = outcome(input);
  const { t, locale } = input.i18n;
  const pageTitle = t('server.verify.title');
  const titled = t('server.page.titleWithCompany', { title: pageTitle, company: input.company });
  return layout({
    title: result ? t('server.page.titleWithCompany', { title: result.heading, company: titled }) : titled,
    lang: locale,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${escapeHtml(pageTitle)}</h1>
<p class="lead">${escapeHtml(t('server.verify.lead'))}</p>
${result ? result.body : ''}
<form method="post" action="${VERIFY_PAGE_PATH}" enctype="multipart/form-data" aria-label="${escapeHtml(pageTitle)}">
<div class="field">
<label for="file">${escapeHtml(t('server.verify.fileLabel'))}</label>
<p class="hint" id="file-hint">${escapeHtml(t('server.verify.fileHint'))}</p>
<input id="file" name="file" type="file" accept="application/pdf,.pdf" required aria-describedby="file-hint${input.error ? ' verify-result' : ''}"${input.error ? ' aria-invalid="true"' : ''}>
</div>
<button type="submit">${escapeHtml(t('server.verify.submit'))}</button>
</form>
<p class="links"><a href="/careers/offers">${escapeHtml(t('server.verify.backToOffers'))}</a></p>`,
  });
}
