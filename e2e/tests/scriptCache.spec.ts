import { expect, test, type Page } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// Issue 27: after a first page, the shell registers the service worker that keeps the build scripts that page ran
// (server/static/script-cache.js), so a returning visitor's browser takes them, with V8's code cache made at
// install, from its cache instead of making that cache in the page's first tasks. The other specs run without
// service workers (playwright.config.ts says why); these let them be.
test.use({ serviceWorkers: 'allow' });

/** The active worker's script address for the /careers/ pages, once it is in charge (null until then). */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/careers/');
    return registration?.active?.state === 'activated' ? { scope: registration.scope, script: registration.active.scriptURL } : null;
  });

/** How each of the page's scripts came: 'cache-storage' from the worker's cache, '' or 'cache' the usual way. */
const scriptDeliveries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, delivery: (entry as PerformanceResourceTiming & { deliveryType?: string }).deliveryType })),
  );

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test("a returning visitor's search page takes every script the first one ran from the worker's cache, and works as before", async ({ page }) => {
  const problems = collectProblems(page);
  await gotoSearch(page, '/careers/search');
  const firstScripts = (await scriptDeliveries(page)).map((script) => script.path);
  const shellBuild = firstScripts.map((file) => /^\/shell\/([0-9a-f]{12})\/main\.js$/.exec(file)?.[1]).find(Boolean);
  expect(shellBuild).toBeTruthy();
  // Registered once the page has settled, for the careers pages, as the version of the shell's build.
  await expect.poll(() => activeWorker(page), { timeout: 20_000 }).toEqual({
    scope: new URL('/careers/', page.url()).href,
    script: new URL(`/static/script-cache.js?v=${shellBuild}`, page.url()).href,
  });
  // The first visit's own scripts came the usual way.
  expect((await scriptDeliveries(page)).filter((script) => script.delivery === 'cache-storage')).toEqual([]);

  await gotoSearch(page, '/careers/search?query=engineer');
  const again = await scriptDeliveries(page);
  const ran = firstScripts.filter((file) => /^\/(?:shell|remotes\/mf-search)\/[0-9a-f]{12}\//.test(file));
  expect(ran.length).toBeGreaterThan(3);
  for (const file of ran) expect({ file, delivery: again.find((script) => script.path === file)?.delivery }).toEqual({ file, delivery: 'cache-storage' });
  // The page is the search page as ever: its heading, its results for the query, a result that opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue('engineer');
  expect(problems).toEqual([]);
});

test('a page whose scripts the worker does not keep gets them from the network, and works', async ({ page }) => {
  const problems = collectProblems(page);
  await gotoSearch(page, '/careers/search');
  await expect.poll(() => activeWorker(page), { timeout: 20_000 }).not.toBeNull();
  // The login page's part is a chunk the search page never ran: not kept, so fetched as before.
  await page.goto('/careers/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your candidate account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  const deliveries = await scriptDeliveries(page);
  const loginPart = deliveries.find((script) => /^\/shell\/[0-9a-f]{12}\/login-page\.js$/.test(script.path));
  expect(loginPart).toBeDefined();
  expect(loginPart?.delivery).not.toBe('cache-storage');
  expect(deliveries.find((script) => /\/main\.js$/.test(script.path))?.delivery).toBe('cache-storage');
  expect(problems).toEqual([]);
});
