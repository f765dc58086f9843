import type { Page } from '@playwright/test';

// What the job-page specs (serverRendered, jobPageTakeover, withoutJavaScript) start from: a live demo job,
// and the page's errors collected for the test to expect none.

/** The demo company's first search result: a live job whose page the server draws. */
export async function demoJob(page: Page): Promise<{ id: number; name: string }> {
  const search = (await (await page.request.get('/api/pcsx/search?domain=demo.test')).json()) as { positions: { id: number; name: string }[] };
  return search.positions[0]!;
}

/**
 * Console errors and uncaught errors of the page's life (a hydration mismatch is one of them); with
 * `warnings`, console warnings too (React's hydration warnings, the CSP's refusals).
 */
export function collectErrors(page: Page, options: { warnings?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (options.warnings && message.type() === 'warning')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
