import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { readCspNonce } from '@careers/shared/boot';

/**
 * The page's emotion cache key. The server renders the shell's chrome with a cache of the same key, so this
 * cache adopts the server's `<style data-emotion="careers …">` tags instead of inserting the styles again.
 */
export const STYLE_CACHE_KEY = 'careers';

let pageCache: EmotionCache | undefined;

/**
 * Adopts the server's style tags where they are: their styles count as inserted, and the tags are renamed
 * (`careers-drawn …`) before the cache is made. emotion's own adoption (a cache finds its key's tags and
 * `sheet.hydrate`s them) re-inserts every tag at the end of the head, and a style element moved is one the browser
 * drops and builds again: 10 ms of a phone's main thread at the shell's start, 40 ms at 4x CPU (issue 27). The
 * styles the browser draws later go into new tags after them, as before. Global styles keep emotion's own way.
 */
function adoptServerStyles(make: () => EmotionCache): EmotionCache {
  const drawn = [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${STYLE_CACHE_KEY} "]`)];
  const names = drawn.flatMap((tag) => {
    const [, ...inTag] = (tag.getAttribute('data-emotion') ?? '').split(' ');
    tag.setAttribute('data-emotion', [`${STYLE_CACHE_KEY}-drawn`, ...inTag].join(' '));
    return inTag;
  });
  const cache = make();
  for (const name of names) cache.inserted[name] = true;
  return cache;
}

/**
 * emotion's style cache for this page, whose <style> tags carry the page's CSP nonce: the policy's
 * style-src has no 'unsafe-inline', and emotion's default cache would be refused. One cache for
 * the shell and every remote (this module is a federation singleton), so a style is inserted once.
 */
function pageStyleCache(): EmotionCache {
  // The nonce is read once the first root renders: by then the page's own script tags are parsed.
  pageCache ??= adoptServerStyles(() => createCache({ key: STYLE_CACHE_KEY, nonce: readCspNonce() || undefined }));
  return pageCache;
}

/**
 * Wraps a React root so its emotion styles pass the page's Content-Security-Policy. Every root on
 * a careers page needs it (the shell's, each remote's, each fallback's): one without it would
 * fall back to emotion's default cache, whose styles the browser refuses.
 */
export function StyleCacheProvider({ children }: { children?: ReactNode }) {
  return <CacheProvider value={pageStyleCache()}>{children}</CacheProvider>;
}
