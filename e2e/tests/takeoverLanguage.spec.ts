import { expect, test, type Page } from '@playwright/test';
import { holdScripts, shellScripts } from './holdScripts';

// Issue 27: the server draws the chrome in the language the shell and the remotes then use (both choose from the
// boot language, then the browser's languages), so the takeover never changes the words on screen.

async function wordsBeforeAndAfter(page: Page, url: string) {
  const release = await holdScripts(page, shellScripts);
  await page.goto(url, { waitUntil: 'commit' });
  const nav = page.getByRole('banner').getByRole('navigation');
  await expect(nav).toBeVisible();
  const words = () => page.evaluate(() => ({ lang: document.documentElement.lang, nav: document.querySelector('header nav')?.getAttribute('aria-label'), footer: document.querySelector('footer small')?.textContent }));
  const before = await words();
  release();
  await page.waitForFunction(() => {
    const header = document.querySelector('header nav');
    return Boolean(header && Object.keys(header).some((key) => key.startsWith('__reactProps')));
  });
  await page.waitForLoadState('networkidle');
  return { before, after: await words() };
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the chrome keeps its language through the takeover, with and without ?hl', async ({ page }) => {
    for (const [url, nav] of [
      ['/careers/search?hl=es', 'Principal'],
      ['/careers/search?hl=en', 'Main'],
      ['/careers/login?hl=es', 'Principal'],
    ] as const) {
      const { before, after } = await wordsBeforeAndAfter(page, url);
      expect(before.nav).toBe(nav);
      expect(after).toEqual(before);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    // Without ?hl the company's default language wins over the browser's, on the server and in the browser alike.
    const { before, after } = await wordsBeforeAndAfter(page, '/careers/search');
    expect(after).toEqual(before);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('asking for Spanish (?hl=es) gets Spanish from the server and keeps it', async ({ page }) => {
    const { before, after } = await wordsBeforeAndAfter(page, '/careers/search?hl=es');
    expect(before).toMatchObject({ lang: 'es', nav: 'Principal' });
    expect(after).toEqual(before);
  });
});
