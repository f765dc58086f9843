import type { Page } from '@playwright/test';

/**
 * The `<noscript>` texts of a page as the server sends it: what a browser without JavaScript shows. Read from the
 * HTML because Playwright's `javaScriptEnabled: false` stops the page's scripts but leaves Chromium's parser in
 * scripting mode, which keeps `<noscript>` content as raw text and never draws it.
 */
export async function noscriptText(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<noscript>([^<]*)<\/noscript>/g)].map((m) => m[1]!);
}
