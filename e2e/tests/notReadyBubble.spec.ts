import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoJob } from './demoJob';
import { holdScripts, remoteScripts, shellScripts } from './holdScripts';
import { waitForReactRoot } from './reactRoot';

// Issue 27, user trial (session 15): a control the server drew, pressed before the scripts arrive, says
// 'Getting ready, one moment' (notReadyStyle's ::after). On a 1280 px desktop the header's Log in showed
// "g ready, one m": the words were wider than the button and cut. And the apply form's Submit, not ready, had dark
// grey words on its blue: hard to read. Here, at each width, every such control is pressed and its words must be
// wholly there (inside the viewport, cut by no box, over no words of the page), and every not-ready button's text
// must reach WCAG AA (4.5:1) on what is behind it, while still not looking like the ready button.

const NOT_READY = 'Getting ready, one moment';
const WIDTHS = [1280, 1024, 768, 390, 320];

/**
 * Where the pressed control's bubble is and what of it cannot be seen. A ::after has no element to measure, so a
 * stand-in span with all of its computed style (its resolved place and size included) is put where it is drawn,
 * and measured: words wider or taller than the box are cut by the bubble's own `overflow: hidden`.
 */
function bubbleOf(control: Locator) {
  return control.evaluate((button) => {
    const after = getComputedStyle(button, '::after');
    const words = after.content === 'none' ? '' : after.content.replace(/^"|"$/g, '');
    const probe = document.createElement('span');
    for (const property of Array.from(after)) {
      if (property !== 'content') probe.style.setProperty(property, after.getPropertyValue(property));
    }
    probe.textContent = words;
    button.append(probe);
    const rect = probe.getBoundingClientRect();
    const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    const spills = { wide: probe.scrollWidth > probe.clientWidth, tall: probe.scrollHeight > probe.clientHeight };
    probe.remove();
    const inside = (outer: { left: number; top: number; right: number; bottom: number }) =>
      box.left >= outer.left - 0.5 && box.top >= outer.top - 0.5 && box.right <= outer.right + 0.5 && box.bottom <= outer.bottom + 0.5;
    // Every box between the bubble and the page that cuts what sticks out of it (its padding box).
    const cutBy: string[] = [];
    for (let el: Element | null = button; el && el !== document.documentElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = el.getBoundingClientRect();
      const padding = { left: outer.left + el.clientLeft, top: outer.top + el.clientTop, right: outer.left + el.clientLeft + el.clientWidth, bottom: outer.top + el.clientTop + el.clientHeight };
      if (!inside(padding)) cutBy.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} (overflow ${style.overflowX}/${style.overflowY})`);
    }
    // The page's words it lies over: every text node drawn but the button's own.
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const parent = node.parentElement;
      if (!parent || getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top) covered.push(node.textContent.trim());
      }
    }
    const inViewport = inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight });
    return { words, box, spills, inViewport, cutBy, covered };
  });
}

/** The contrast ratio (WCAG 2) of the control's text on what is drawn behind it (its own background or the nearest one). */
function contrastOf(control: Locator) {
  return control.evaluate((button) => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    let background = rgba(getComputedStyle(button).backgroundColor);
    for (let el = button.parentElement; background.a === 0 && el; el = el.parentElement) background = rgba(getComputedStyle(el).backgroundColor);
    if (background.a === 0) background = { r: 255, g: 255, b: 255, a: 1 };
    const text = rgba(getComputedStyle(button).color);
    // A translucent text colour is drawn over the background: mix it in before comparing.
    const mix = (channel: 'r' | 'g' | 'b') => text[channel] * text.a + background[channel] * (1 - text.a);
    const luminance = (r: number, g: number, b: number) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [light, dark] = [luminance(mix('r'), mix('g'), mix('b')), luminance(background.r, background.g, background.b)].sort((x, y) => y - x) as [number, number];
    const style = getComputedStyle(button);
    return { ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100, look: { background: style.backgroundColor, color: style.color, border: style.borderStyle } };
  });
}

/** Presses a control that is not ready (as a person does: Playwright would wait for an aria-disabled one to be enabled). */
async function press(control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await control.scrollIntoViewIfNeeded();
  await control.click({ force: true });
}

async function expectWhollyShown(page: Page, control: Locator, label: string, width: number) {
  await press(control);
  const bubble = await bubbleOf(control);
  await page.screenshot({ path: test.info().outputPath(`bubble-${width}-${label.replace(/ /g, '-')}.png`) });
  expect({ label, ...bubble, box: undefined }).toEqual({ label, words: NOT_READY, spills: { wide: false, tall: false }, inViewport: true, cutBy: [], covered: [], box: undefined });
  const { ratio } = await contrastOf(control);
  expect({ label, ratio: ratio >= 4.5 ? 'AA' : ratio }).toEqual({ label, ratio: 'AA' });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width >= 1024 ? 800 : 844 } });

    test(`a job page's Log in (header and How you match), Save job and Add to job cart, pressed before the scripts, show all of '${NOT_READY}'`, async ({ page }) => {
      const job = await demoJob(page);
      await holdScripts(page, shellScripts);
      await holdScripts(page, remoteScripts('mf-search'));
      await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
      // 'commit', and no wait for 'load': the shell's deferred scripts hold both back while they are held.
      await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
      await expectWhollyShown(page, page.getByRole('banner').getByRole('button', { name: 'Log in' }), 'Log in', width);
      const main = page.getByRole('main');
      for (const name of ['Save job', 'Add to job cart']) await expectWhollyShown(page, main.getByRole('button', { name }), name, width);
      // The one under 'How you match' (user trial s19: drawn unmarked, a press was lost without a word).
      await expectWhollyShown(page, main.getByRole('button', { name: 'Log in' }), 'How you match Log in', width);
    });

    test(`the apply form's Submit, pressed before the scripts, shows all of '${NOT_READY}', readable and unlike the ready one`, async ({ page }) => {
      const job = await demoJob(page);
      const release = await holdScripts(page, remoteScripts('mf-forms'));
      await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: `Apply for ${job.name}` })).toBeVisible();
      await page.waitForLoadState('load');
      const submit = page.getByRole('main').getByRole('button', { name: 'Submit application' });
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      // Its look at rest, before any press: what a candidate reads first.
      await page.mouse.move(0, 0);
      const notReady = await contrastOf(submit);
      expect(notReady.ratio).toBeGreaterThanOrEqual(4.5);
      await expectWhollyShown(page, submit, 'Submit application', width);
      release();
      await waitForReactRoot(page, '[data-remote="mf-forms"]');
      await expect(submit).not.toHaveAttribute('aria-disabled');
      await page.mouse.move(0, 0);
      await submit.blur();
      const ready = await contrastOf(submit);
      // Not ready must not look like ready: another background, and a dashed edge.
      expect(notReady.look.background).not.toBe(ready.look.background);
      expect({ notReady: notReady.look.border, ready: ready.look.border }).toEqual({ notReady: 'dashed', ready: 'solid' });
    });
  });
}
