import { expect, test, type Page } from '@playwright/test';

// Issue 27, round 2 of the user trial: the server draws a job's page, and mf-search takes it over when its
// scripts arrive. What a visitor does meanwhile must not be undone by the takeover.

async function demoJob(page: Page): Promise<{ id: number; name: string }> {
  const search = (await (await page.request.get('/api/pcsx/search?domain=demo.test')).json()) as { positions: { id: number; name: string }[] };
  return search.positions[0]!;
}

/** Console errors and uncaught errors of the page's life (a hydration mismatch is one of them). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds mf-search's scripts back until the returned function is called. */
async function holdSearchScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-search\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Presses Tab until the focused element's accessible text is `name` (at most 40 presses). */
async function tabTo(page: Page, name: RegExp) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? '<body>' : (document.activeElement?.textContent?.trim() ?? '')));

/** True once mf-search's React root owns its slot (hydrated or rendered). */
const remoteMounted = (page: Page) =>
  page.waitForFunction(() => {
    const slot = document.querySelector('[data-remote="mf-search"]');
    return slot !== null && Object.keys(slot).some((key) => key.startsWith('__reactContainer'));
  });

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("focus on 'Save job' stays there when mf-search takes over the page, without a hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    const job = await demoJob(page);
    const release = await holdSearchScripts(page);
    await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    await page.waitForLoadState('load');
    await tabTo(page, /Save job/);
    expect(await focusedText(page)).toMatch(/Save job/);
    release();
    await remoteMounted(page);
    await page.waitForLoadState('networkidle');
    expect(await focusedText(page)).toMatch(/Save job/);
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).not.toBe('<body>');
    expect(errors).toEqual([]);
  });
});
