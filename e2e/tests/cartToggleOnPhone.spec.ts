import { expect, test } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// A user trial (2026-11-28, second round) found the search page 766 px wide at 320 px once the job cart held a
// position: the toggle's screen-reader words (position: absolute, 1 px) had no positioned ancestor, so they were
// placed where the filter row's scrolled-out content would be, and widened the page rather than the row.

for (const width of [320, 390]) {
  test(`the search page does not scroll sideways at ${width} px with a position in the job cart`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoSearch(page, '/careers/search');
    const results = page.getByRole('region', { name: /^Search results/ });
    await results.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await page.getByRole('region', { name: 'Position details' }).getByRole('button', { name: 'Add to job cart' }).click();
    await gotoSearch(page, '/careers/search');
    const toggle = page.locator('#careers-job-cart-toggle');
    await expect(toggle).toHaveAccessibleName('Job cart 1 item');
    await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5);
      return { by: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 6).map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 30)}"`).join(', ') };
    });
    expect(overflow.by, overflow.wide).toBe(0);
  });
}
