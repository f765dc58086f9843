import { escapeHtml } from './html';

/** The worker that loads ICU's data off the page's main thread (server/static/warm-intl.js says why). */
const INTL_WARMUP_PATH = '/static/warm-intl.js';

// BCP 47's shape, loosely: letters, digits and hyphens in subtags of 1 to 8.
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,8}$/;

/**
 * The page's first script (issue 27, "long main-thread tasks at start"): starts the Intl warm-up worker while
 * the rest of the head is still being read, so it is done before the shell's deferred script makes its first
 * Intl call. Inline, so no request stands before it; it carries the response's nonce (script-src has no
 * 'unsafe-inline'), and the worker is a file of this origin (worker-src falls back to script-src 'self').
 * A browser without workers, or a refused one, leaves the page as it was.
 */
export function intlWarmupScript(lang: string, nonce: string): string {
  // The page's language comes from the company's settings: one that is not a language tag (a lone surrogate would
  // make encodeURIComponent throw, and with it every page) goes without the warm-up.
  if (!LANGUAGE_TAG.test(lang)) return '';
  const src = `${INTL_WARMUP_PATH}?lang=${encodeURIComponent(lang)}`;
  return `<script nonce="${escapeHtml(nonce)}">try{new Worker(${JSON.stringify(src)})}catch(e){}</script>`;
}
