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
  return { html: chunks.html, styles: markedAsPlaced(constructStyleTagsFromChunks(chunks)) };
}

/**
 * The style tags marked `data-s` (emotion's mark of a tag it has put in its place). @emotion/react makes its default
 * cache (key 'css') when it loads in the browser, and that cache moves every unmarked server style tag to the end of
 * the head, to keep them out of the way of hydration in the body. These are in the head already: moved, the browser
 * parsed their rules again and restyled the page in the shell's start (~4 ms of a desktop's main thread, ~16 ms on a
 * phone at 4x, issue 27). The page's own cache ('careers') adopts them, marked or not.
 */
function markedAsPlaced(styles: string): string {
  return styles.replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
}
