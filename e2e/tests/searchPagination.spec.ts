import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { gotoSearch } from './searchTakeover';

// A user trial (s24): on a phone 'Previous page' and 'Page 1 of 9' wrapped onto two lines. The pages fit on one
// line from 320 to 390 px in both languages (Spanish is the longer), and a screen reader still hears the full words.

const languages = [
  { hl: 'en', nav: 'Pages', previous: 'Previous page', next: 'Next page', status: /^Page 2 of \d+$/ },
  { hl: 'es', nav: 'Páginas', previous: 'Página anterior', next: 'Página siguiente', status: /^Página 2 de \d+$/ },
];

type Box = { x: number; y: number; width: number; height: number };

/** How many lines the element's drawn text takes (text kept for screen readers in a 1 px box is not drawn). */
const linesOf = (item: Locator) =>
  item.evaluate((el) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || (text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

for (const width of [320, 390]) {
  for (const words of languages) {
    test.describe(`at ${width} px in ${words.hl}`, () => {
      // bypassCSP: axe is added as a script of the page (axe.ts).
      test.use({ viewport: { width, height: 800 }, bypassCSP: true });

      test('Previous page, where the visitor is and Next page sit on one line, named in full', async ({ page }) => {
        await gotoSearch(page, `/careers/search?start=10&hl=${words.hl}`);
        const pages = page.getByRole('main').getByRole('navigation', { name: words.nav });
        const previous = pages.getByRole('link', { name: words.previous, exact: true });
        const next = pages.getByRole('link', { name: words.next, exact: true });
        const status = pages.locator('[aria-current="page"]');
        await expect(status).toHaveText(words.status);
        await pages.scrollIntoViewIfNeeded();
        await expect(previous).toBeVisible();
        await expect(next).toBeVisible();
        // What is drawn: the nav's three boxes (on a phone the full words are kept for screen readers, not drawn).
        const drawn = await pages.locator(':scope > *').all();
        expect(drawn).toHaveLength(3);
        for (const item of drawn) await expect(item).toBeInViewport({ ratio: 1 });
        // One line: the buttons' boxes share a top, none is taller than one line of text (a label wrapped inside its
        // button makes it taller, not lower), and the status sits within the buttons' line.
        const boxes = await Promise.all(drawn.map(async (item) => (await item.boundingBox())!));
        const [before, where, after] = boxes as [Box, Box, Box];
        expect(Math.abs(before.y - after.y)).toBeLessThanOrEqual(1);
        for (const item of drawn) expect(await linesOf(item)).toBe(1);
        expect(where.y).toBeGreaterThanOrEqual(before.y - 1);
        expect(where.y + where.height).toBeLessThanOrEqual(before.y + before.height + 1);
        // Nothing runs off the side of the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The results' links named with their places and the pages' hidden words: nothing axe calls serious.
        await expectNoSeriousViolations(page);
      });
    });
  }
}
