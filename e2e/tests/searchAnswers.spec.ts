import { expect, test, type Page } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// The search page's answers: the first one carried in the page itself (issue 27), the later ones from the API,
// compressed. The page's own behaviour is search.spec.ts's.
const results = (page: Page) => page.getByRole('region', { name: /^Search results/ });
const resultLinks = (page: Page) => results(page).getByRole('heading', { level: 3 }).getByRole('link');

test('the page draws its first results from the answer it carries, the API\'s own, and asks the API only for the next search', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/pcsx/search') asked.push(request.url());
  });
  await gotoSearch(page, '/careers/search?query=engineer');
  const api = (await (await page.request.get('/api/pcsx/search?domain=demo.test&query=engineer')).json()) as { count: number; positions: Array<{ name: string }> };
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(new RegExp(`${api.count.toLocaleString('en-US')} jobs?`));
  await expect(resultLinks(page)).toHaveText(api.positions.map((p) => p.name));
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/start=10/);
  await expect.poll(() => asked.length).toBe(1);
});

test('search answers arrive compressed, a cached one compressed once, and the page shows them', async ({ page }) => {
  // A search no other test makes, asked by the page's own fetch until its answer comes from the cache's own brotli
  // bytes (compressed when first asked again; their member order puts `debug` last). The page itself carries the
  // answer of its first search (issue 27) and shows the same count.
  const address = '/careers/search?query=designer&sort_by=newest';
  await page.goto(address);
  let precompressed = false;
  let count = 0;
  for (let attempt = 0; attempt < 10 && !precompressed; attempt++) {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/pcsx/search?domain=demo.test&query=designer&location=&start=0&sort_by=newest');
      return { encoding: response.headers.get('content-encoding'), vary: response.headers.get('vary'), json: (await response.json()) as { count: number; debug: { debugData: { cached: boolean } } } };
    });
    // Chromium decodes; the headers say what was sent.
    expect(answer.encoding).toBe('br');
    expect(answer.vary).toMatch(/accept-encoding/i);
    expect(answer.json.count).toBeGreaterThan(0);
    count = answer.json.count;
    precompressed = answer.json.debug.debugData.cached && Object.keys(answer.json).at(-1) === 'debug';
  }
  expect(precompressed).toBe(true);
  await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(new RegExp(`${count.toLocaleString('en-US')} jobs?`));
  await expect(resultLinks(page).first()).toBeVisible();
});
