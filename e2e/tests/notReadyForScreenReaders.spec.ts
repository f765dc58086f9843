import { expect, test, type Page } from '@playwright/test';
import { logInByApi } from './session';

// Found in a user trial (session 13): before mf-dashboard takes the server-drawn dashboard over, a draft's
// 'Delete draft' is aria-disabled and shows 'Getting ready, one moment' over its label, drawn by CSS (::after).
// Its accessible name comes from its aria-label ('Delete draft for …'), which generated content never joins,
// and nothing describes it: a screen reader says 'Delete draft for …, dimmed' and never why, nor that it will
// work in a moment. The words should reach assistive technology too (as its description, say).

const NOT_READY = 'Getting ready, one moment';

/** Holds back mf-dashboard's scripts until the returned function is called (the page's first view is the server's). */
async function holdDashboardScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-dashboard\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a server-drawn 'Delete draft' that is not ready yet tells a screen reader 'Getting ready, one moment'", async ({ page }) => {
  await logInByApi(page);
  const release = await holdDashboardScripts(page);
  await page.goto('/careers/dashboard?tab=drafts', { waitUntil: 'domcontentloaded' });
  const remove = page.getByRole('tabpanel').getByRole('button', { name: /^Delete draft for / }).first();
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.focus();
  try {
    await expect(remove).toHaveAccessibleDescription(NOT_READY, { timeout: 2000 });
  } finally {
    release();
  }
});
