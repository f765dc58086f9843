/** How long a busy page may hold the celebration back, at most. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle (Safari): a moment after the page's first work. */
const FALLBACK_DELAY_MS = 500;

/**
 * Runs `run` once the browser has a quiet moment (requestIdleCallback, at most IDLE_TIMEOUT_MS later),
 * so work that can wait does not join the page's first render in one long task. Returns a cancel.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
