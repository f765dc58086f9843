import { expect, test, type Page } from '@playwright/test';
import { signUp } from './login';

/** Saves the first searchable position for the logged-in candidate, as the Save button does. */
async function saveAJob(page: Page) {
  const status = await page.evaluate(async () => {
    const search = (await (await fetch('/api/pcsx/search?domain=demo.test&query=engineer')).json()) as { positions: Array<{ id: number }> };
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const res = await fetch('/api/pcsx/position_action', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ position_id: search.positions[0]!.id, action: 'save', domain: 'demo.test' }),
    });
    return res.status;
  });
  expect(status).toBeLessThan(300);
}

/** For each link and button of the navbar: is it what a click at its centre lands on? */
async function navbarHits(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]')!;
    return [...nav.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { name: element.textContent?.trim() || element.getAttribute('aria-label'), clickable: Boolean(hit && element.contains(hit)) };
      });
  });
}

for (const width of [1280, 390]) {
  test(`a success toast leaves every navbar link clickable at ${width}px, and is still announced`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, { next: '/careers/saved-jobs' });
    await page.getByLabel('Location').fill('Lisbon');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Saved jobs', level: 1 })).toBeVisible();
    await saveAJob(page);
    await page.reload();
    await page.getByRole('button', { name: /^Unsave / }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Removed from saved jobs' });
    await expect(toast).toBeVisible();
    // On a phone the company's links sit in the menu under the bar: open it while the toast shows.
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const hits = await navbarHits(page);
    expect(hits.length).toBeGreaterThan(2);
    expect(hits.filter((hit) => !hit.clickable)).toEqual([]);
    await expect(toast).toBeVisible();
  });
}
