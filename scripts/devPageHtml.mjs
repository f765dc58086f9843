// The HTML of the standalone dev server of one remote (scripts/devRemote.mjs). Plain functions on strings, so
// `node --test` checks them without a server.

/** The dev bundle's address on the dev server (shared/federation.cjs devBundlePath + the entry's name). */
export const devBundleSrc = (remote) => `/__dev/${remote}/dev.js`;

const SHELL_SCRIPT = /<script defer src="\/shell\/[^"]*" nonce="([^"]*)"><\/script>\n?/g;
// The remote files the server names for the shell to fetch early (server/src/routes/remotePreloads.ts): the
// remote's manifest and its scripts.
const REMOTE_PRELOAD = /<link rel="preload" href="(?:[^"]*\/mf-manifest\.json" as="fetch" crossorigin|[^"]*" as="script")>\n?/g;
const SHELL_PREFETCH = /<link rel="prefetch" href="\/shell\/[^"]*" as="script">\n?/g;

/**
 * A page the product server drew (server/src/views/shellPage.ts), with the shell's scripts swapped for the dev
 * bundle: the boot data, CSRF token, chrome, styles and the company's head scripts stay as the server drew them;
 * the shell's deferred scripts, the remote files it preloads (manifest and scripts) and the shell chunks it prefetches go (the dev bundle
 * carries its own React and the remote's code). The bundle's tag takes the shell's nonce, so the product's CSP
 * applies to it unchanged. A page without the shell's scripts (an error page, the server's plain pages) is left
 * as it is.
 */
export function swapShellForDevBundle(html, remote) {
  const nonce = [...html.matchAll(SHELL_SCRIPT)][0]?.[1];
  if (nonce === undefined) return html;
  let placed = false;
  return html
    .replace(SHELL_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return `<script defer src="${devBundleSrc(remote)}" nonce="${nonce}"></script>\n`;
    })
    .replace(REMOTE_PRELOAD, '')
    .replace(SHELL_PREFETCH, '');
}

/** The dev server's own pages (its index, a widget's page): the dev bundle alone, which draws them. */
export function devOwnPage(remote) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${remote} (dev)</title>
<script defer src="${devBundleSrc(remote)}"></script>
</head>
<body></body>
</html>
`;
}

/** The dev server's own pages: its index and the widgets' pages (as shared/src/dev/devPaths.ts reads them). */
export const isDevOwnPage = (pathname) => /^\/__dev\/?$|^\/__dev\/widget\/[^/]+$/.test(pathname);

/**
 * Whether a request asks for a page (a top-level navigation), whose HTML the dev server rewrites: the browser says
 * so in Sec-Fetch-Dest; a client that sends no Sec-Fetch headers (curl) by asking for HTML. Only GET: a form
 * post's answer (the login form's redirect) passes as it is.
 */
export function isDocumentRequest(method, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const dest = headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return String(headers.accept ?? '').includes('text/html');
}
