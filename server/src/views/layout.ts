import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_DIR } from '../paths';
import { BASE_HEAD, escapeHtml } from './html';

// The server-rendered pages' styles are a file of ours rather than an inline <style>: the CSP's
// style-src allows 'self' and no 'unsafe-inline', and a file needs no per-response nonce threaded
// through every page (nor a hook that ran, for error pages). The query names its content, so
// browsers that kept an older copy (/static/ is cached for an hour) fetch the new one at once.
const STYLESHEET = `/static/pages.css?v=${createHash('sha256').update(readFileSync(path.join(STATIC_DIR, 'pages.css'))).digest('hex').slice(0, 12)}`;

export interface LayoutOptions {
  title: string;
  body: string;
  lang?: string;
  wide?: boolean;
}

/** A complete HTML document around `body` (already escaped HTML), styled by /static/pages.css. */
export function layout({ title, body, lang = 'en', wide = false }: LayoutOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
${BASE_HEAD}
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET}">
</head>
<body>
<div class="page"><main class="card${wide ? ' wide' : ''}">
${body}
</main></div>
</body>
</html>`;
}
