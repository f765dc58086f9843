import { expect, test } from '@playwright/test';
import { collectErrors, demoJob } from './demoJob';
import { waitForReactRoot } from './reactRoot';
import { holdScripts } from './holdScripts';

// A page the server drew can be read, scrolled and tabbed through before the shell's script arrives (issue 27). The
// takeover must leave the reader where they are: it scrolled a phone reader of a job page back to the top (a user
// trial: 1,416 px → 0), with the focus still far below.

test.use({ viewport: { width: 390, height: 844 } });

test("a job page read before its scripts came keeps the reader's place when the shell takes it over", async ({ page }) => {
  const job = await demoJob(page);
  const errors = collectErrors(page);
  const release = await holdScripts(page, /\/shell\/[0-9a-f]{12}\/main\.js$/);
  await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  // The first search result's page: other specs' positions can come first, some short (288 px to scroll in CI).
  expect(scrollable).toBeGreaterThan(100);
  const place = Math.min(800, scrollable - 10);
  await page.evaluate((y) => window.scrollTo(0, y), place);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place);
  release();
  // The shell owns the page once its root is React's.
  await waitForReactRoot(page, '#careers-root');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(place);
  expect(errors).toEqual([]);
});
