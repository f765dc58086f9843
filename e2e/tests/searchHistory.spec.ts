import { expect, test } from '@playwright/test';
import { details, resultLinks } from './searchRegions';
import { gotoSearch } from './searchTakeover';

// A user trial (s24): choosing a job beside the list replaced the history entry, so Back skipped the job seen before
// and left the search. Back now goes where the candidate was: the job chosen before, then the search as it showed.
test('on a desktop, Back after choosing two jobs shows the one chosen before, then the search as it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoSearch(page, '/careers/search?query=engineer');
  const links = resultLinks(page);
  const [second, third] = [links.nth(1), links.nth(2)];
  const titleOf = async (link: typeof second) => ((await link.textContent()) ?? '').trim();
  const firstTitle = await titleOf(links.first());
  await expect(details(page).getByRole('heading', { level: 2, name: firstTitle, exact: true })).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await third.click();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(details(page).getByRole('heading', { level: 2, name: await titleOf(third), exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]pid=${await second.getAttribute('data-position-id')}(&|$)`));
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(details(page).getByRole('heading', { level: 2, name: await titleOf(second), exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/pid=/);
  await expect(page).toHaveURL(/[?&]query=engineer(&|$)/);
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
});
