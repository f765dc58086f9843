import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './demoJob';
import { logInByApi } from './session';

// Issue 27, first paint on phones: a logged-in page's first view draws from the answers the server put in the
// HTML (its first answers), not from calls its remote makes once its scripts have run: one round trip less.
test.use({ viewport: { width: 390, height: 844 } });

/** The paths of the API calls the page makes from now on (GETs under /api/). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

test("the dashboard shows the candidate's applications without asking the API for its first lists", async ({ page }) => {
  await logInByApi(page);
  const errors = collectErrors(page, { warnings: true });
  const calls = apiCalls(page);
  await page.goto('/careers/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  // The first-run steps, the nudges and the first tab's list came with the page.
  expect(calls.filter((path) => /\/dashboard\/(next_steps|nudges|applications)$/.test(path))).toEqual([]);
  // Another tab's list is asked for when the candidate opens it: the answers in the page were for the first view only.
  await page.getByRole('tab', { name: 'Interviews' }).click();
  await expect.poll(() => calls.filter((path) => path.endsWith('/dashboard/interviews'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("an offer's page shows the offer without asking the API for the candidate's offers", async ({ page }) => {
  await logInByApi(page);
  const { offers } = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as { offers: { id: number }[] };
  const errors = collectErrors(page, { warnings: true });
  const calls = apiCalls(page);
  await page.goto(`/careers/offer/${offers[0]?.id}`);
  await expect(page.getByRole('heading', { name: 'Job offer for the position' })).toBeVisible();
  expect(calls.filter((path) => path === '/api/offer/offers')).toEqual([]);
  expect(errors).toEqual([]);
});
