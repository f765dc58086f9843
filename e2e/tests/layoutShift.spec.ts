import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './holdRequests';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { logInByApi } from './session';

// Issue 27: nothing on the page may move once it has drawn (CLS ≤ 0.02, as Lighthouse counts it: the
// layout shifts not caused by the visitor's own input). Measured at phone width, where candidates arrive, at a
// 1280 × 800 desktop, and at that desktop zoomed to 200 % (640 × 400 CSS px).
const GOAL = 0.02;
// Pages held to the goal at a viewport. Measured 2026-11-28 (two runs each, the hero picture held back 1 s):
// every page at every viewport ≤ 0.01 (search at 390: 0-0.008, at 640: 0.009, at 1280: 0-0.009, the others 0).
// Before the hero's room was reserved at every width, the search page measured 0.20 at 1280 × 800 and 0.26 at
// 640 × 400 here (the trial: 0.19 and 0.22): <main> moved from y 104 to 384 when the picture arrived.
const HELD_TO_GOAL = new Set<string>(
  ['390x844', '640x400', '1280x800'].flatMap((at) => [`search@${at}`, `job@${at}`, `dashboard@${at}`]),
);

/** Resolves once the page has drawn two more frames: what is on screen now has been painted. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The sum of the shifts so far, once the page has settled (no requests in flight, two frames drawn); held to
 * the goal when the page is in HELD_TO_GOAL.
 */
async function layoutShiftAfterLoad(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await twoFrames(page);
  const shifts = await layoutShifts(page);
  const total = layoutShiftTotal(shifts);
  // The attribution is the next step's input (which slot to reserve): printed for every page.
  test.info().annotations.push({ type: 'layout shift', description: `${total.toFixed(3)}: ${JSON.stringify(shifts)}` });
  console.log(`${name} CLS ${total.toFixed(4)}\n${shifts.map((s) => `  ${s.value.toFixed(4)} ${s.sources.map((source) => source.description).join(' | ')}`).join('\n')}`);
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')), 'the browser reports layout shifts').toBe(true);
  if (HELD_TO_GOAL.has(name)) expect(total, `${name}: layout shift`).toBeLessThanOrEqual(GOAL);
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 640, height: 400 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  const at = `${viewport.width}x${viewport.height}`;
  test.describe(at, () => {
    test.use({ viewport });

    test(`the search page at ${at}: layout shift measured (held to CLS ≤ 0.02 once listed)`, async ({ page }) => {
      // The hero picture arrives after the page has been painted, as on a slow line: from the local server it came
      // before the first paint, which hid the shift a visitor saw while its room was not reserved. (Held, the
      // picture holds the load event back too: the page is open once its HTML is.)
      const hero = await holdRequests(page, '**/static/hero.svg');
      await recordLayoutShifts(page);
      await page.goto('/careers/search', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await twoFrames(page);
      hero.release();
      await layoutShiftAfterLoad(page, `search@${at}`);
    });

    test(`the search page at ${at}, scripts and results slow: its block does not move when it replaces the loading state`, async ({ page }) => {
      // As on a slow line (issue 27 trial: 4-9 s): mf-search's scripts and the first results come late, so the
      // page takes the slot over from its loading state. Its heading's margin once collapsed through the page and
      // moved the whole block down 12 px then (CLS 0.0075 at 390, 0.009 at 1280): under the goal, so held here
      // to no shift of the block at all. Both are held until the page the server drew has been painted. (Today the
      // page carries its first results, so no results call is made on the way in; held, in case one is.)
      const scripts = await holdRequests(page, /\/remotes\/mf-search\/.+\.js$/);
      const results = await holdRequests(page, '**/api/pcsx/search?*');
      await recordLayoutShifts(page);
      await page.goto('/careers/search', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await twoFrames(page);
      scripts.release();
      results.release();
      await expect(page.getByRole('region', { name: /^Search results/ })).toBeVisible();
      await layoutShiftAfterLoad(page, `search@${at}`);
      const shifts = await layoutShifts(page);
      const company = (await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent())!.trim();
      expect(shifts.filter((shift) => shift.sources.some((source) => source.description.includes(`"${company}`)))).toEqual([]);
    });

    test(`a job page at ${at}: layout shift measured (held to CLS ≤ 0.02 once listed)`, async ({ page }) => {
      const search = (await (await page.request.get('/api/pcsx/search?domain=demo.test')).json()) as { positions: { id: number; name: string }[] };
      const job = search.positions[0]!;
      await recordLayoutShifts(page);
      await page.goto(`/careers/job/${job.id}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await layoutShiftAfterLoad(page, `job@${at}`);
    });

    test(`the dashboard at ${at}, logged in: layout shift measured (held to CLS ≤ 0.02 once listed)`, async ({ page }) => {
      await logInByApi(page);
      await recordLayoutShifts(page);
      await page.goto('/careers/dashboard');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await layoutShiftAfterLoad(page, `dashboard@${at}`);
    });
  });
}
