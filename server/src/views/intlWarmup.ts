import { escapeHtml } from './html';

/** The worker that loads ICU's data off the page's main thread (server/static/warm-intl.js says why). */
export const INTL_WARMUP_PATH = '/static/warm-intl.js';

/**
 * The page's first script (issue 27, "long main-thread tasks at start"): starts the Intl warm-up worker while
 * the rest of the head is still being read, so it is done before the shell's deferred script makes its first
 * Intl call. Inline, so no request stands before it; it carries the response's nonce (script-src has no
 * 'unsafe-inline'), and the worker is a file of this origin (worker-src falls back to script-src 'self').
 * A browser without workers, or a refused one, leaves the page as it was.
 */
export function intlWarmupScript(lang: string, nonce: string): string {
  const src = `${INTL_WARMUP_PATH}?lang=${encodeURIComponent(lang)}`;
  return `<script nonce="${escapeHtml(nonce)}">try{new Worker(${JSON.stringify(src)})}catch(e){}</script>`;
}
