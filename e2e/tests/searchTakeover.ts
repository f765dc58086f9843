import { expect, type Page } from '@playwright/test';

/**
 * Opens a search page and waits until mf-search has taken over what the server drew (issue 27): until then its
 * result links are plain links (a click loads the job's own page), its filters and tools say 'Getting ready'. A
 * test of what the page does once it runs starts from there, as a person does who waits for the page to settle.
 * Without JavaScript there is no takeover: it returns once the page is in.
 * @example await gotoSearch(page, '/careers/search?query=engineer');
 */
export async function gotoSearch(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (await page.evaluate(() => matchMedia('(scripting: none)').matches)) return;
  await expect(page.locator('[data-remote="mf-search"] [data-not-ready]')).toHaveCount(0);
}
