import { expect, test } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// Issue 27: the page's first script starts a worker that makes the renderer's first Intl calls off the main
// thread (server/static/warm-intl.js). Under the page's real Content-Security-Policy it must start, run to its
// end without an error, and be refused nothing.

test("the Intl warm-up worker starts under the page's policy, ends itself, and the page is drawn as before", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const started = page.waitForEvent('worker');
  await gotoSearch(page, '/careers/search');
  const worker = await started;
  expect(new URL(worker.url()).pathname).toBe('/static/warm-intl.js');
  expect(new URL(worker.url()).searchParams.get('lang')).toBe('en');
  // It closes itself once its calls are made (often before a 'close' listener added here could hear it).
  await expect.poll(() => page.workers().length).toBe(0);
  // The page itself as before: its heading and the search form the shell and mf-search draw.
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search jobs' })).toBeVisible();
  expect(problems).toEqual([]);
});
