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
  // The search's own slot first, drawn by the server or by mf-search. A page that first shows something else is not
  // the search yet: a new candidate's onboarding gate (a spinner, spec §2) reloads the page once its call answers,
  // and a page.evaluate on the gate's document then failed with 'Execution context was destroyed' (29 of 80 runs
  // of closedJob.spec.ts under load). A locator waits through that reload; without the slot, the not-ready count
  // below was also 0 on the gate, so the function returned before the search was there.
  await expect(page.locator('[data-remote="mf-search"]')).toBeAttached();
  if (await page.evaluate(() => matchMedia('(scripting: none)').matches)) return;
  await expect(page.locator('[data-remote="mf-search"] [data-not-ready]')).toHaveCount(0);
}
