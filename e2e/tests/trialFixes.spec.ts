import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { candidateWithOffer } from './offerFixture';
import { waitForReactRoot } from './reactRoot';
import { importPositions } from './positionsCommand';
import { logInByApi } from './session';
import { gotoSearch } from './searchTakeover';

// Findings of a user trial by a tester who did not write the pages (2026-11-28), each as the tester saw it:
// a place name of one long word, the job cart toggle's name, the dashboard panel's focus ring, the offer
// page's headings and the document page's sticky bar.

/** The tester's place: a real Welsh village, one word of 58 letters. */
const LONG_CITY = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const LONG_SKILL = 'Pneumonoultramicroscopicsilicovolcanoconiosisprevention';

/**
 * A position of its own in a place of its own (the long name and a few letters more, still one word),
 * imported with `pnpm positions:import` (positionsCommand.ts); returns its place and title.
 */
async function importLongPlace(): Promise<{ city: string; name: string }> {
  const tail = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  const city = `${LONG_CITY}${tail}`;
  const name = `Airship Rigger ${tail}`;
  const run = await importPositions(
    `${tail}.csv`,
    [
      'external_id,title,department,description,employment_type,skills,city,region,country,lat,lng',
      `TRIAL-${tail},${name},Engineering,"You keep our airships flying.",FULL_TIME,Rigging;${LONG_SKILL},${city},Anglesey,GB,53.22,-4.2`,
    ].join('\n'),
  );
  expect(run.code, run.stderr).toBe(0);
  return { city, name };
}

async function positionId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/pcsx/search?domain=demo.test&query=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { positions: Array<{ id: number; name: string }> }).positions.find((p) => p.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

/** How far the page scrolls sideways; when it does, what sticks out past the right edge. */
async function sideways(page: Page): Promise<string> {
  const { by, wide } = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5);
    return { by: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 12).map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 30)}" ${Math.round(el.getBoundingClientRect().right)}`).join(', ') };
  });
  return by > 0 ? `${by} px: ${wide}` : 'none';
}

test.describe('a place of one long word', () => {
  // Each import starts Node and opens the database (a few seconds on a busy machine).
  test.beforeEach(() => test.slow());

  // 640 px: a 1280 px window at 200 % zoom.
  for (const width of [390, 320, 640]) {
    test(`finding 1: the job page wraps it in the insights and the skills at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const { city, name } = await importLongPlace();
      await page.goto(`/careers/job/${await positionId(page, name)}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const insights = page.getByRole('region', { name: 'Insights' });
      await expect(insights.getByText(`No other open roles in Engineering in ${city}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Skills' }).getByText(LONG_SKILL)).toBeVisible();
      expect(await sideways(page)).toBe('none');
    });
  }

  for (const width of [320, 390]) {
    test(`finding 4: the Location filter shows the whole name of the place at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      const { city } = await importLongPlace();
      await gotoSearch(page, '/careers/search');
      await page.locator('summary', { hasText: 'Location' }).click();
      const places = page.getByRole('group', { name: 'Location' });
      // The list runs to hundreds of places here: typed, as the tester did, it shows the one.
      await places.getByRole('searchbox', { name: 'Filter locations' }).fill(city.slice(-8));
      const label = `${city}, Anglesey, GB`;
      const option = places.getByRole('checkbox', { name: `${label}, 1 job` });
      await expect(option).toBeVisible();
      // The text beside the box: every letter shown (no "…"), inside the screen.
      const text = places.getByText(label, { exact: true });
      const shown = await text.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { cut: el.scrollWidth > el.clientWidth + 0.5, style: getComputedStyle(el).textOverflow, inside: box.left >= 0 && box.right <= document.documentElement.clientWidth };
      });
      expect(shown).toEqual({ cut: false, style: 'clip', inside: true });
      expect(await sideways(page)).toBe('none');
    });
  }
});

test.describe('axe rules the pages run without', () => {
  // axe is added as a script of the page, which the pages' CSP refuses.
  test.use({ bypassCSP: true });

  test("finding 2: the job cart toggle holding one item is named 'Job cart 1 item', its visible text first (label-content-name-mismatch)", async ({ page }) => {
    await gotoSearch(page, '/careers/search');
    const results = page.getByRole('region', { name: /^Search results/ });
    await results.getByRole('heading', { level: 3 }).getByRole('link').first().click();
    await page.getByRole('region', { name: 'Position details' }).getByRole('button', { name: 'Add to job cart' }).click();
    const toggle = page.locator('#careers-job-cart-toggle');
    await expect(toggle).toHaveAccessibleName('Job cart 1 item');
    // What is seen: the words and the badge's number (the word 'item' is for screen readers only).
    await expect(toggle.getByText('1', { exact: true })).toBeVisible();
    expect((await toggle.getByText('item', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(1);
    // label-content-name-mismatch is one of axe's experimental rules: not in a default run, so asked for.
    await page.addScriptTag({ path: createRequire(__filename).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
});

test('finding 3: Tab from the Applications tab lands on its panel, and the panel shows a focus ring', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');
  await page.goto('/careers/dashboard');
  // Before mf-dashboard has hydrated the server's tabs each is its own Tab stop (no arrow key works yet): the panel
  // follows the selected tab only after it.
  await waitForReactRoot(page, '[data-remote="mf-dashboard"]');
  const tab = page.getByRole('tab', { name: 'Applications', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveAttribute('tabindex', '0');
  await tab.focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Applications' });
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth }))).toEqual({ style: 'solid', width: '3px' });
  // A click inside the panel (focus elsewhere before) focuses it too, but draws no ring: it is a keyboard cue.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).click();
  await expect(panel).not.toBeFocused();
  await panel.getByText(/^Next step:/).first().click();
  await expect(panel).toBeFocused();
  expect(await panel.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("finding 5: the offer page names the position in a heading under 'Job offer for the position'", async ({ page }) => {
    const { positionName } = await candidateWithOffer(page, 'embedded');
    await page.getByRole('link', { name: `View job offer for ${positionName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: positionName, exact: true })).toBeVisible();
  });

  test('finding 6: the terms checkbox reached by Tab shows its whole label above the sticky Submit signed offer bar', async ({ page }) => {
    const { positionName } = await candidateWithOffer(page, 'embedded');
    await page.getByRole('link', { name: `View job offer for ${positionName}` }).click();
    await page.getByRole('link', { name: /^Start/ }).first().click();
    const terms = page.getByRole('checkbox', { name: /I have read and agree to the terms and conditions/ });
    await expect(terms).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit signed offer' });
    await expect(submit).toBeVisible();
    // As the tester met it tabbing down the page: the checkbox just below the screen's visible part, under the
    // bar (which sticks to the screen's bottom), and Tab from the 'Sign digitally' radio above it. The browser
    // then scrolls only as far as the focused control needs.
    await terms.evaluate((input) => {
      let bar = document.querySelector('button[type="submit"]')?.parentElement ?? null;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
      window.scrollBy({ top: input.getBoundingClientRect().top - (window.innerHeight - (bar?.offsetHeight ?? 0)), behavior: 'instant' });
    });
    await page.getByRole('radio', { name: 'Sign digitally' }).evaluate((radio) => (radio as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    await expect(terms).toBeFocused();
    // Let a smooth scroll, if any, end.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));
    const { labelBottom, barTop, lines } = await terms.evaluate((input) => {
      const label = input.closest('label') as HTMLElement;
      let bar = document.querySelector('button[type="submit"]')?.parentElement ?? null;
      while (bar && getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement;
      const text = label.querySelector('span') as HTMLElement;
      return {
        labelBottom: label.getBoundingClientRect().bottom,
        barTop: bar ? bar.getBoundingClientRect().top : NaN,
        lines: (() => {
          const range = document.createRange();
          range.selectNodeContents(text);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })(),
      };
    });
    // The label wraps at this width (the case the tester found); all of it is above the bar.
    expect(lines).toBeGreaterThanOrEqual(2);
    expect(labelBottom).toBeLessThanOrEqual(barTop);
  });
});
