import type { VerifyPdfResponse } from '@careers/shared/contracts/offers';
import { escapeHtml } from './html';
import { layout } from './layout';

export const VERIFY_PAGE_PATH = '/careers/offers/verify';
const VERIFY_PAGE_TITLE = 'Verify a signed offer document';

export interface VerifyPdfPageInput {
  company: string;
  /** The check of the PDF just sent, if any. */
  result?: VerifyPdfResponse;
  /** Why the file sent could not be checked (not a PDF, too large, none chosen). */
  error?: string;
}

function outcome(input: VerifyPdfPageInput): { heading: string; body: string } | null {
  if (input.error) return { heading: 'The file could not be checked', body: `<div class="alert" role="alert" id="verify-result">${escapeHtml(input.error)}</div>` };
  const { result } = input;
  if (!result) return null;
  const tone = result.unaltered ? 'good' : 'bad';
  const heading = result.unaltered ? 'Signed here and unaltered' : result.signed_by_this_site ? 'Altered since it was signed' : 'Not signed by this site';
  return {
    heading,
    body: `<div class="verdict ${tone}" role="status" id="verify-result">
<p class="verdict-heading">${escapeHtml(heading)}</p>
<p>${escapeHtml(result.message)}</p>
${result.document_name ? `<p>Document: ${escapeHtml(result.document_name)}</p>` : ''}
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
  return layout({
    title: `${result ? `${result.heading} — ` : ''}${VERIFY_PAGE_TITLE} — ${input.company}`,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>${VERIFY_PAGE_TITLE}</h1>
<p class="lead">Choose a PDF of a job offer document signed on this site to see whether it carries the site's digital seal and has not been changed since it was signed. The file is checked and then forgotten: nothing is stored.</p>
${result ? result.body : ''}
<form method="post" action="${VERIFY_PAGE_PATH}" enctype="multipart/form-data" aria-label="${VERIFY_PAGE_TITLE}">
<div class="field">
<label for="file">Signed PDF</label>
<p class="hint" id="file-hint">One PDF file, at most 10 MB.</p>
<input id="file" name="file" type="file" accept="application/pdf,.pdf" required aria-describedby="file-hint${input.error ? ' verify-result' : ''}"${input.error ? ' aria-invalid="true"' : ''}>
</div>
<button type="submit">Verify PDF</button>
</form>
<p class="links"><a href="/careers/offers">Back to offers</a></p>`,
  });
}
