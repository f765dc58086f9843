import { escapeHtml, jsonForScript } from '../views/html';
import { formatDate } from './formatDate';
import type { RecordedResult } from './recordEsignResult';

// Plain, high-contrast styles (every text colour at least 4.5:1 on its background, buttons with a
// visible focus ring): the page lives in a frame of at least 600px on the careers site.
const CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 860px; margin: 0 auto; padding: 16px; }
.provider { margin: 0; font-size: 13px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: #4b5563; }
h1 { margin: 4px 0; font-size: 22px; line-height: 1.3; }
.meta { margin: 0 0 12px; color: #4b5563; }
object { display: block; width: 100%; height: clamp(200px, 45vh, 480px); border: 1px solid #8c959f; }
/* Phones: a shorter document, so the name field and the buttons fit the careers page's frame (80vh). */
@media (max-width: 599px) { object { height: clamp(140px, 28vh, 240px); } }
.fallback { padding: 16px; }
label { display: block; font-weight: 600; margin-top: 16px; }
input[type=text] { display: block; width: 100%; max-width: 420px; margin-top: 4px; padding: 10px 12px; font: inherit; color: inherit; border: 1px solid #57606a; border-radius: 6px; }
input[aria-invalid=true] { border-color: #b3261e; }
.hint { margin: 4px 0 0; font-size: 14px; color: #4b5563; }
.error { margin: 4px 0 0; color: #b3261e; font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
button, .button { min-height: 44px; padding: 10px 20px; font: inherit; font-weight: 600; border-radius: 6px; cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; }
.primary { color: #fff; background: #0b57d0; border: 2px solid #0b57d0; }
.primary:hover { background: #0842a0; border-color: #0842a0; }
.danger { color: #fff; background: #b3261e; border: 2px solid #b3261e; }
.secondary { color: #b3261e; background: #fff; border: 2px solid #b3261e; }
.plain { color: #1f2328; background: #fff; border: 2px solid #57606a; }
a { color: #0b57d0; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.status { padding: 12px 16px; border-left: 4px solid #0b57d0; background: #f0f4fa; }
.status.refused { border-left-color: #b3261e; background: #fdf2f1; }
`;

export const NAME_REQUIRED = 'Please enter your full name';
const PROVIDER = 'Demo e-signature';

interface Frame {
  nonce: string;
  title: string;
  body: string;
  /** A message to post to the parent once the page has loaded: exact target origin, never '*'. */
  post?: { type: 'ESIGN' | 'REJECT'; targetOrigin: string };
}

function html({ nonce, title, body, post }: Frame): string {
  const n = escapeHtml(nonce);
  // Browsers skip `autofocus` in a frame from another origin: the field in error (or the confirming
  // button) gets the focus from script instead, so keyboard users land where they need to be.
  const focus = 'var f = document.querySelector("[autofocus]"); if (f) f.focus();';
  const message = post ? ` if (window.parent !== window) window.parent.postMessage(${jsonForScript({ type: post.type })}, ${jsonForScript(post.targetOrigin)});` : '';
  const script = `<script nonce="${n}">${focus}${message}</script>\n`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style nonce="${n}">${CSS}</style>
</head>
<body>
<main>
<p class="provider">${PROVIDER}</p>
${body}
</main>
${script}</body>
</html>`;
}

export interface DocumentView {
  id: number;
  name: string;
  positionTitle: string;
  companyName: string;
}

function heading(doc: DocumentView): string {
  return `<h1>${escapeHtml(doc.name)}</h1>
<p class="meta">${escapeHtml(doc.companyName)}: ${escapeHtml(doc.positionTitle)}</p>`;
}

function hidden(token: string, parent: string): string {
  return `<input type="hidden" name="t" value="${escapeHtml(token)}">
<input type="hidden" name="parent" value="${escapeHtml(parent)}">`;
}

export interface SigningForm {
  doc: DocumentView;
  token: string;
  parent: string;
  nonce: string;
  pdfHref: string;
  /** What was typed, when the form comes back with an error. */
  name?: string;
  error?: string;
}

/** The document and the signing form: a typed name, 'Sign' and 'Reject'. Works without a mouse and without script. */
export function signingPage(form: SigningForm): string {
  const { doc, pdfHref } = form;
  const described = form.error ? 'signer-name-hint signer-name-error' : 'signer-name-hint';
  const invalid = form.error ? ' aria-invalid="true" autofocus' : '';
  const error = form.error ? `\n<p id="signer-name-error" class="error" role="alert">${escapeHtml(form.error)}</p>` : '';
  const href = escapeHtml(pdfHref);
  return html({
    nonce: form.nonce,
    title: `Sign ${doc.name}`,
    body: `${heading(doc)}
<object data="${href}" type="application/pdf" title="${escapeHtml(doc.name)} (PDF)">
<p class="fallback">This browser cannot show the PDF here. <a href="${href}" target="_blank" rel="noopener">Open ${escapeHtml(doc.name)} (PDF)</a></p>
</object>
<p><a href="${href}" target="_blank" rel="noopener">Open the document in a new tab</a></p>
<form method="post" action="/sign/${doc.id}">
${hidden(form.token, form.parent)}
<label for="signer-name">Your full name</label>
<input type="text" id="signer-name" name="name" autocomplete="name" maxlength="200" required aria-describedby="${described}" value="${escapeHtml(form.name ?? '')}"${invalid}>
<p id="signer-name-hint" class="hint">Your typed name is your electronic signature. By selecting Sign you agree to sign this document electronically.</p>${error}
<div class="actions">
<button type="submit" name="action" value="sign" class="primary">Sign</button>
<button type="submit" name="action" value="reject" class="secondary" formnovalidate>Reject</button>
</div>
</form>`,
  });
}

/** Rejecting declines the offer: asked once more, with a way back. */
export function confirmRejectPage(input: { doc: DocumentView; token: string; parent: string; nonce: string; backHref: string }): string {
  return html({
    nonce: input.nonce,
    title: `Reject ${input.doc.name}?`,
    body: `${heading(input.doc)}
<form method="post" action="/sign/${input.doc.id}">
${hidden(input.token, input.parent)}
<h2 id="confirm-title">Reject this document?</h2>
<p>Rejecting it declines the offer and notifies the company. The action cannot be undone.</p>
<div class="actions">
<button type="submit" name="action" value="reject-confirmed" class="danger">Reject document</button>
<a class="button plain" href="${escapeHtml(input.backHref)}" autofocus>Back to document</a>
</div>
</form>`,
  });
}

/** What the provider recorded; on the answer to the signing itself, posts it to the parent. */
export function resultPage(input: { doc: DocumentView; recorded: RecordedResult; nonce: string; pdfHref: string; targetOrigin?: string }): string {
  const { doc, recorded } = input;
  const on = formatDate(new Date(recorded.recordedAt));
  const text =
    recorded.result === 'signed'
      ? `You signed this document on ${on} as ${recorded.signerName}.`
      : `You rejected this document on ${on}.`;
  const copy = recorded.result === 'signed' ? `\n<p><a href="${escapeHtml(input.pdfHref)}" target="_blank" rel="noopener">Open the signed document (PDF)</a></p>` : '';
  return html({
    nonce: input.nonce,
    title: `${doc.name}: ${recorded.result === 'signed' ? 'signed' : 'rejected'}`,
    body: `${heading(doc)}
<p class="status" role="status">${escapeHtml(text)}</p>${copy}`,
    post: input.targetOrigin ? { type: recorded.result === 'signed' ? 'ESIGN' : 'REJECT', targetOrigin: input.targetOrigin } : undefined,
  });
}

/** A page that refuses: a bad link, a parent that may not frame it, a document no longer open for signing. */
export function refusalPage(input: { nonce: string; title: string; message: string; doc?: DocumentView }): string {
  return html({
    nonce: input.nonce,
    title: input.title,
    body: `${input.doc ? heading(input.doc) : `<h1>${escapeHtml(input.title)}</h1>`}
<p class="status refused" role="alert">${escapeHtml(input.message)}</p>`,
  });
}
