import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { noscriptText } from './noscript';

// Issue 27, first paint on phones: /careers/search arrives with the search page's first view drawn by the server
// (mf-search's own components): its heading, the search form, the filters and tools row and the results heading
// in their loading state. Before, the space under the hero stayed empty until mf-search's scripts had run.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the search page shows its heading and the search form, which searches by a plain GET', async ({ page }) => {
    await page.goto('/careers/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' })).toBeVisible();
    const form = main.getByRole('search', { name: 'Search jobs' });
    await expect(form.getByRole('combobox', { name: 'Job title, skill or keyword' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Location' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Search results' })).toBeVisible();
    // What needs scripts says so.
    expect(await noscriptText(page, '/careers/search')).toEqual(['Search results need JavaScript. Please enable it and reload the page.']);

    await form.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('data engineer');
    await form.getByRole('combobox', { name: 'Location' }).fill('Berlin');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/careers\/search\?query=data\+engineer&location=Berlin$/);
    // The results page of that search, its boxes holding it.
    await expect(page.getByRole('combobox', { name: 'Job title, skill or keyword' })).toHaveValue('data engineer');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Berlin');
  });
});

/** Where the first view's parts are drawn (rounded to a tenth of a pixel). */
async function firstViewBoxes(page: Page) {
  const main = page.getByRole('main');
  const parts = {
    h1: main.getByRole('heading', { level: 1 }),
    form: main.getByRole('search', { name: 'Search jobs' }),
    query: main.getByRole('combobox', { name: 'Job title, skill or keyword' }),
    submit: main.getByRole('button', { name: 'Search', exact: true }),
    resultsHeading: main.getByRole('heading', { level: 2, name: 'Search results' }),
    sort: main.getByRole('combobox', { name: 'Sort by' }),
  };
  const boxes: Record<string, string> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    boxes[name] = box ? [box.x, box.y, box.width, box.height].map((n) => n.toFixed(1)).join(' ') : 'none';
  }
  return boxes;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  const at = `${viewport.width}x${viewport.height}`;
  test(`at ${at}, mf-search takes the drawn page over without moving anything, and without an error`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // mf-search's scripts come late, as on a phone's line; the results later still, so the takeover draws the
    // loading state the server drew.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/remotes\/mf-search\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    let releaseSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    await page.route('**/api/pcsx/search?*', async (route) => {
      await searchHeld;
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/careers/search', { waitUntil: 'domcontentloaded' });

    // Before any of mf-search's scripts: the server's page.
    const drawn = page.getByRole('main').getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' });
    await expect(drawn).toBeVisible();
    const serverH1 = await drawn.elementHandle();
    const before = await firstViewBoxes(page);

    releaseScripts();
    // mf-search hydrated the server's nodes (React's own now: the same h1 node), the results still loading.
    await expect.poll(() => serverH1!.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await serverH1!.evaluate((node) => node.isConnected)).toBe(true);
    expect(await firstViewBoxes(page)).toEqual(before);
    expect(layoutShiftTotal(await layoutShifts(page))).toBe(0);

    releaseSearch();
    await expect(page.locator('[data-position-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = layoutShiftTotal(await layoutShifts(page));
    test.info().annotations.push({ type: 'layout shift', description: total.toFixed(4) });
    expect(total).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}

test('at 390 px, what is typed into the drawn search box before the scripts arrive is kept, and searched', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/remotes\/mf-search\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/careers/search', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await box.fill('engin');
  const typedInto = await box.elementHandle();
  releaseScripts();
  // The remote took the box over: the suggestions for what was typed open, in the same box, which keeps the focus.
  await expect(page.getByRole('listbox', { name: 'Job title, skill or keyword' }).getByRole('option').first()).toBeVisible();
  expect(await typedInto!.evaluate((node) => node.isConnected && node === document.activeElement)).toBe(true);
  await expect(box).toHaveValue('engin');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/careers\/search\?query=engin$/);
  await expect(page.locator('[data-position-id]').first()).toBeVisible();
});
