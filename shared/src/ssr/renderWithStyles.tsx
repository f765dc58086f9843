// Server rendering with emotion, as the shell's chrome and mf-search's job page both need it (issue 27
// "First paint"). Node only: the browser bundles never import this subpath (shared/federation.cjs keeps it
// out of the shared singletons), so @emotion/server stays out of every page's scripts.
import type { ReactElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import type { RenderedHtml } from '@careers/shared/contracts';
import { STYLE_CACHE_KEY } from '@careers/shared/theme';

/**
 * Renders `element` to HTML with the style tags of exactly the classes it used (a new emotion cache per call),
 * under the key the page's cache adopts, carrying this response's CSP nonce.
 * @example renderWithStyles(<JobPage pid={12} />, request.cspNonce) // { html: '<article …', styles: '<style data-emotion="careers …" nonce="…">' }
 */
export function renderWithStyles(element: ReactElement, nonce: string): RenderedHtml {
  const cache = createCache({ key: STYLE_CACHE_KEY, nonce: nonce || undefined });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{element}</CacheProvider>));
  return { html: chunks.html, styles: constructStyleTagsFromChunks(chunks) };
}
