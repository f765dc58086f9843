import type { Page } from '@playwright/test';

// What the job-page specs (serverRendered, jobPageTakeover, withoutJavaScript) start from: a live demo job,
// and the page's errors collected for the test to expect none.

/** The demo company's first search result: a live job whose page the server draws. */
export async function demoJob(page: Page): Promise<{ id: number; name: string }> {
  const search = (await (await page.request.get('/api/pcsx/search?domain=demo.test')).json()) as { positions: { id: number; name: string }[] };
  return search.positions[0]!;
}

/** Chromium's warning for a preloaded script not run within a few seconds of the load event. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used within a few seconds/;

/**
 * Console errors and uncaught errors of the page's life (a hydration mismatch is one of them); with
 * `warnings`, console warnings too (React's hydration warnings, the CSP's refusals). With `scriptsHeld` (a test
 * that holds the page's scripts back on purpose) the warning that a preloaded script waited is not counted: on a
 * loaded machine the hold outlasts Chromium's few seconds, as a stop's CI run showed.
 */
export function collectErrors(page: Page, options: { warnings?: boolean; scriptsHeld?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (options.scriptsHeld && UNUSED_PRELOAD.test(message.text())) return;
    if (message.type() === 'error' || (options.warnings && message.type() === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
