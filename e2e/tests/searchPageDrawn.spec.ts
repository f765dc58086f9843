import { expect, test } from '@playwright/test';
import { collectErrors } from './demoJob';

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
    // The filters, the tools, Save search, Sort by and the pages need scripts: not drawn, not a Tab stop.
    for (const name of [/^Department/, 'Map', 'Save this search', 'Next page']) await expect(main.getByRole('button', { name })).toBeHidden();
    await expect(main.getByLabel('Sort by')).toBeHidden();
    await expect(main.getByText('Getting ready, one moment')).toHaveCount(0);

    await main.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]query=engineer(&|$)/);
    await expect(page).toHaveURL(/[?&]filter_department=Engineering(&|$)/);
    const answer = (await (await page.request.get('/api/pcsx/search?domain=demo.test&query=engineer&filter_department=Engineering')).json()) as { count: number; positions: { name: string }[] };
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(`Search results · ${answer.count} ${answer.count === 1 ? 'job' : 'jobs'}`);
    await expect(main.getByRole('heading', { level: 3 }).first()).toHaveText(answer.positions[0]!.name);

    await main.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/careers\/job\/\d+/);
    await expect(main.getByRole('heading', { level: 1, name: answer.positions[0]!.name })).toBeVisible();
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
    await page.goto('/careers/search');
    const main = page.getByRole('main');
    expect(await page.evaluate(() => Boolean((window as unknown as { drawnLink?: Element | null }).drawnLink))).toBe(true);
    const map = main.getByRole('button', { name: 'Map', exact: true });
    await expect(map).not.toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => (window as unknown as { drawnLink: Element }).drawnLink.isConnected)).toBe(true);
    // One Save search, where the width puts it.
    await expect(main.getByRole('button', { name: 'Save this search' })).toHaveCount(1);
    await map.click();
    await expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });
}
