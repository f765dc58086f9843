import { expect, test } from '@playwright/test';
import { logInByApi } from './session';
import { withServerDatabase } from './serverDatabase';

/** The page views the server stored for `path` (its vslog table, read through the server's build on either engine). */
function pageViews(path: string): Promise<Array<{ data_json: string; candidate_id: number | null }>> {
  return withServerDatabase((db) =>
    db
      .selectFrom('vslog')
      .select(['data_json', 'candidate_id'])
      .where('event', '=', 'page_view')
      .where('data_json', 'like', `%"path":"${path}"%`)
      .execute(),
  );
}

test('page views are logged through /vslog with the spec page identifier and the candidate', async ({ page }) => {
  await logInByApi(page);
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect.poll(async () => (await pageViews('/careers/offers')).length).toBeGreaterThan(0);
  const [view] = await pageViews('/careers/offers');
  expect(JSON.parse(view!.data_json)).toEqual({ page: 'offers', path: '/careers/offers' });
  expect(view!.candidate_id).not.toBeNull();
});
