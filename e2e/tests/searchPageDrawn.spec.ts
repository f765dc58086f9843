import { expect, test } from '@playwright/test';
import { collectErrors } from './demoJob';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { ctrlClickOpensTab } from './newTab';

// Issue 27: the search page arrives drawn by the server (mf-search's renderSearch, from the results the page
// carries): useful before any script runs, and taken over by the remote without a node replaced or a warning.

test.describe('without JavaScript, at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the search page shows its results as links, and its form searches again, keeping the filters; nothing that needs scripts is drawn', async ({ page }) => {
    await page.goto('/careers/search?filter_department=Engineering');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /^Search results · \d+ jobs?$/ })).toBeVisible();
    const first = main.getByRole('heading', { level: 3 }).getByRole('link').first();
    await expect(first).toHaveAttribute('href', /\/careers\/job\/\d+/);
    // The filters, the tools and Save search need scripts: not drawn, not a Tab stop (the pages and Sort by work without).
    for (const name of [/^Department/, 'Map', 'Save this search']) await expect(main.getByRole('button', { name })).toBeHidden();
    await expect(main.getByText('Getting ready, one moment')).toHaveCount(0);

    await main.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await main.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]query=engineer(&|$)/);
    await expect(page).toHaveURL(/[?&]filter_department=Engineering(&|$)/);
    const answer = (await (await page.request.get('/api/pcsx/search?domain=demo.test&query=engineer&filter_department=Engineering')).json()) as { count: number; positions: { name: string }[] };
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(`Search results · ${answer.count} ${answer.count === 1 ? 'job' : 'jobs'}`);
    await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText(answer.positions[0]!.name);

    await main.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+/);
    await expect(main.getByRole('heading', { level: 1, name: answer.positions[0]!.name })).toBeVisible();
  });

  test('page 2 without scripts shows results 11–20 and the address has start=10; Previous page goes back', async ({ page }) => {
    await page.goto('/careers/search?filter_department=Engineering&utm_source=mail');
    const main = page.getByRole('main');
    const pages = main.getByRole('navigation', { name: 'Pages' });
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/^Page 1 of \d+$/);
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]start=10(&|$)/);
    // Every other parameter kept: the filter and the tracking.
    await expect(page).toHaveURL(/[?&]filter_department=Engineering(&|$)/);
    await expect(page).toHaveURL(/[?&]utm_source=mail(&|$)/);
    const answer = (await (await page.request.get('/api/pcsx/search?domain=demo.test&start=10&filter_department=Engineering')).json()) as { positions: { name: string }[] };
    expect(answer.positions.length).toBeGreaterThan(0);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(answer.positions.map((p) => p.name));
    await expect(pages.locator('[aria-current="page"]')).toHaveText(/^Page 2 of \d+$/);
    await pages.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/start=/);
    await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  // A user trial (s24): the active filters rode along in hidden fields, unseen and not removable without scripts.
  test('without scripts the active filters are shown, and each is a link to this search without it', async ({ page }) => {
    await page.goto('/careers/search?query=engineer&filter_department=Engineering&start=10');
    const main = page.getByRole('main');
    const active = main.getByRole('list', { name: 'Active filters' });
    const chip = active.getByRole('link', { name: 'Remove filter: Department: Engineering' });
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText(/^Department: Engineering/);
    await chip.click();
    await expect(page).not.toHaveURL(/filter_department=/);
    await expect(page).not.toHaveURL(/start=/);
    await expect(page).toHaveURL(/[?&]query=engineer(&|$)/);
    await expect(main.getByRole('heading', { level: 2, name: /^Search results · \d+ jobs?$/ })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  });

  test('Sort by without scripts sorts the same search, from its first page, keeping the query, filters and company', async ({ page }) => {
    await page.goto('/careers/search?query=engineer&filter_department=Engineering&start=10&domain=demo.test');
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption('Newest');
    await main.locator('form', { has: page.getByRole('combobox', { name: 'Sort by' }) }).getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort_by=newest(&|$)/);
    for (const kept of [/[?&]query=engineer(&|$)/, /[?&]filter_department=Engineering(&|$)/, /[?&]domain=demo\.test(&|$)/]) await expect(page).toHaveURL(kept);
    await expect(page).not.toHaveURL(/start=/);
    const answer = (await (await page.request.get('/api/pcsx/search?domain=demo.test&query=engineer&filter_department=Engineering&sort_by=newest')).json()) as { positions: { name: string }[] };
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(answer.positions.map((p) => p.name));
    await expect(main.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the remote takes the drawn search page over: the same nodes, no warning, its tools act`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = collectErrors(page, { warnings: true });
    // The first result's link as the server sent it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnLink?: Element | null }).drawnLink = document.querySelector('[data-remote="mf-search"] h3 a');
      });
    });
    await page.goto('/careers/search?filter_department=Engineering');
    const main = page.getByRole('main');
    expect(await page.evaluate(() => Boolean((window as unknown as { drawnLink?: Element | null }).drawnLink))).toBe(true);
    const map = main.getByRole('button', { name: 'Map', exact: true });
    await expect(map).not.toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => (window as unknown as { drawnLink: Element }).drawnLink.isConnected)).toBe(true);
    // The active filters' links are for pages without scripts: here the filter panel shows and removes them.
    await expect(main.getByRole('list', { name: 'Active filters' })).toBeHidden();
    // One Save search, where the width puts it.
    await expect(main.getByRole('button', { name: 'Save this search' })).toHaveCount(1);
    await map.click();
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test(`at ${viewport.width} px, taken over, the drawn pages and Sort by act in the page; a Ctrl click opens the page in a new tab; nothing moved`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    const errors = collectErrors(page, { warnings: true });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnNext?: Element | null }).drawnNext = document.querySelector('[data-remote="mf-search"] nav a');
      });
    });
    await page.goto('/careers/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Map', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    const pages = main.getByRole('navigation', { name: 'Pages' });
    const next = pages.getByRole('link', { name: 'Next page' });
    expect(await next.evaluate((link) => link === (window as unknown as { drawnNext: Element }).drawnNext)).toBe(true);
    // The takeover drew nothing anew: no shift moved the pages or Sort by (nor anything else, the figure says).
    const atTakeover = await layoutShifts(page);
    test.info().annotations.push({ type: 'CLS at the takeover', description: `${viewport.width} px: ${layoutShiftTotal(atTakeover)} ${atTakeover.flatMap((shift) => shift.sources.map((source) => source.description)).join('; ')}` });
    expect(atTakeover.flatMap((shift) => shift.sources).filter((source) => /^(nav|form|select)/.test(source.description))).toEqual([]);

    // The new tab's address is what the click decided, as the browser has it (newTab.ts: why not waitForEvent('page')).
    const opened = await ctrlClickOpensTab(browser, page, next, /\/careers\/search\?(.*&)?start=10(&|$)/);
    await opened.close();
    await expect(page).not.toHaveURL(/start=/);

    // A plain click is the page's: no page load (the mark set on this window stays).
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await next.click();
    await expect(page).toHaveURL(/[?&]start=10(&|$)/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await main.getByRole('combobox', { name: 'Sort by' }).selectOption('Newest');
    await expect(page).toHaveURL(/[?&]sort_by=newest(&|$)/);
    await expect(page).not.toHaveURL(/start=/);
    // With scripts Sort by's own Search button is not drawn: choosing sorts.
    await expect(main.locator('form', { has: page.getByRole('combobox', { name: 'Sort by' }) }).locator('button')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('at 390 px an address past the last page arrives drawn as the last page, and the takeover keeps it: the same nodes, nothing moved', async ({ page }) => {
  // Trial 23: the server drew 'N jobs' above an empty list, then the remote moved to the last page (CLS 0.016).
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShifts(page);
  const errors = collectErrors(page, { warnings: true });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnLink?: Element | null }).drawnLink = document.querySelector('[data-remote="mf-search"] h3 a');
    });
  });
  await page.goto('/careers/search?query=engineer&start=100000');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Map', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL(/[?&]start=\d+(&|$)/);
  expect(page.url()).not.toContain('start=100000');
  expect(await page.evaluate(() => (window as unknown as { drawnLink?: Element | null }).drawnLink?.isConnected)).toBe(true);
  await expect(main.getByRole('navigation', { name: 'Pages' }).getByText(/^Page (\d+) of \1$/)).toBeVisible();
  const atTakeover = await layoutShifts(page);
  test.info().annotations.push({ type: 'CLS at the takeover', description: `${layoutShiftTotal(atTakeover)} ${atTakeover.flatMap((shift) => shift.sources.map((source) => source.description)).join('; ')}` });
  expect(atTakeover).toEqual([]);
  expect(errors).toEqual([]);
});
