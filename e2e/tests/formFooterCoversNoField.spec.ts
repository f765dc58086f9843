import { expect, test, type Page } from '@playwright/test';
import { demoJob } from './demoJob';
import { holdScripts, remoteScripts } from './holdScripts';

// User trial (session 16): on the apply page without JavaScript, at 390 px, Tab onto the Country box left it under the
// sticky 'Sending this form needs JavaScript…' bar (the phone's boxes, Add a position, the work authorization and the
// privacy consent too); before mf-forms took over, the sticky 'Submit application' bar did the same. Fields keep clear
// of the bar by a scroll margin of the bar's height, which only mf-forms' scripts measured: until then it was 0.
// Here every answer box reached by the keyboard must be wholly above the bar (WCAG 2.4.11, focus not obscured).

const NEEDS_SCRIPTS = 'Sending this form needs JavaScript. Please enable it and reload the page.';

/**
 * Tabs through the page and names every visible answer box that ends up under the form's sticky bar; the text areas
 * too when `textAreas` (a case of their own: see below).
 */
async function boxesUnderTheBar(page: Page, { textAreas = false } = {}): Promise<{ reached: string[]; covered: string[] }> {
  const reached: string[] = [];
  const covered: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((withTextAreas) => {
      const el = document.activeElement;
      // The text areas only when asked: taken by the keyboard, Chromium scrolls only their caret's line into view,
      // and without any element's scroll margin; the scroller's scroll-padding counts (the page's, set while a form
      // has the bar), which the no-JavaScript case proves.
      const answerBox = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || (withTextAreas && el instanceof HTMLTextAreaElement);
      if (!answerBox || !el.form) return null;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return null; // a visually hidden file input: its button is what shows
      let bar: Element | null = el.form.lastElementChild;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.previousElementSibling;
      const barTop = bar ? bar.getBoundingClientRect().top : innerHeight;
      return { name: `${el.name}${el.type === 'radio' ? `=${el.value}` : ''}`, under: box.bottom > barTop + 0.5 || box.top < 0 };
    }, textAreas);
    if (!focused || reached.includes(focused.name)) continue;
    reached.push(focused.name);
    if (focused.under) covered.push(focused.name);
  }
  return { reached, covered };
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test.describe(`the apply form's sticky bar at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test("no answer box the keyboard reaches is left under the 'needs JavaScript' bar, Country and the phone among them", async ({ page }) => {
        const job = await demoJob(page);
        await page.goto(`/careers/apply?pid=${job.id}`);
        await expect(page.getByText(NEEDS_SCRIPTS)).toBeVisible();
        const { reached, covered } = await boxesUnderTheBar(page);
        expect(reached).toEqual(expect.arrayContaining(['firstName', 'phone.country', 'phone.number', 'country', 'privacyConsent']));
        expect(covered).toEqual([]);
      });

      // User trial (session 17): Tab onto the cover letter's text box left its lower part under the bar: Chromium
      // scrolled only the caret's line into view. The page's scroller keeps a bar's worth of scroll-padding while
      // the page has the bar, which that scroll honours.
      test("the cover letter's text box, and every other field the keyboard reaches, is wholly above the 'needs JavaScript' bar", async ({ page }) => {
        const job = await demoJob(page);
        await page.goto(`/careers/apply?pid=${job.id}`);
        await expect(page.getByText(NEEDS_SCRIPTS)).toBeVisible();
        const { reached, covered } = await boxesUnderTheBar(page, { textAreas: true });
        expect(reached).toEqual(expect.arrayContaining(['firstName', 'coverLetter', 'country', 'privacyConsent']));
        expect(covered).toEqual([]);
      });
    });

    test('before mf-forms takes over, no answer box the keyboard reaches is left under the Submit bar', async ({ page }) => {
      const job = await demoJob(page);
      const release = await holdScripts(page, remoteScripts('mf-forms'));
      try {
        await page.goto(`/careers/apply?pid=${job.id}`, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('button', { name: 'Submit application' })).toHaveAttribute('aria-disabled', 'true');
        const { reached, covered } = await boxesUnderTheBar(page);
        expect(reached).toEqual(expect.arrayContaining(['firstName', 'phone.country', 'phone.number', 'country', 'privacyConsent']));
        expect(covered).toEqual([]);
      } finally {
        release();
      }
    });
  });
}
