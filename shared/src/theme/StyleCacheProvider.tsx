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
 * emotion's style cache for this page, whose <style> tags carry the page's CSP nonce: the policy's
 * style-src has no 'unsafe-inline', and emotion's default cache would be refused. One cache for
 * the shell and every remote (this module is a federation singleton), so a style is inserted once.
 */
function pageStyleCache(): EmotionCache {
  // The nonce is read once the first root renders: by then the page's own script tags are parsed.
  pageCache ??= createCache({ key: STYLE_CACHE_KEY, nonce: readCspNonce() || undefined });
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
