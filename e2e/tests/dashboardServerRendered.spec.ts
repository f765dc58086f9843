import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './demoJob';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { logInByApi } from './session';
import { waitForReactRoot } from './reactRoot';
import { holdScripts, remoteScripts } from './holdScripts';

// Issue 27, first paint: the logged-in dashboard arrives with its first view (heading, nudges, the first
// section's list) drawn by mf-dashboard's server renderer, and mf-dashboard hydrates it without a visible change.

/** What a list the browser fills says where no script runs (mf-dashboard's useListView, through the shared LoadingView). */
const NEEDS_SCRIPTS = 'This list needs JavaScript. Please enable it and reload the page.';

interface FirstView {
  nudges: string[];
  applications: string[];
}

/** The demo candidate's nudges and active applications, as the API answers them. */
async function firstView(page: Page): Promise<FirstView> {
  const get = async <T,>(list: string) => (await (await page.request.get(`/api/pcsx/dashboard/${list}?domain=demo.test`)).json()) as T;
  const nudges = await get<{ data: { nudges: { message: string }[] } }>('nudges');
  const applications = await get<{ data: { applications: { position: { name: string } }[] } }>('applications');
  const view = { nudges: nudges.data.nudges.map((n) => n.message), applications: applications.data.applications.map((a) => a.position.name) };
  // The demo candidate has both; the test would prove nothing with empty lists.
  expect(view.nudges.length).toBeGreaterThan(0);
  expect(view.applications.length).toBeGreaterThan(0);
  return view;
}

async function expectFirstView(page: Page, view: FirstView) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText(view.nudges[0]!, { exact: true })).toBeVisible();
  const panel = main.getByRole('tabpanel', { name: 'Applications' });
  await expect(panel.getByRole('heading', { level: 3, name: view.applications[0]! })).toBeVisible();
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`without JavaScript, ${viewport.width} px wide`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("the dashboard shows its heading, the candidate's nudges and first section's list", async ({ page }) => {
      await logInByApi(page);
      const view = await firstView(page);
      const response = await page.goto('/careers/dashboard');
      expect(response?.status()).toBe(200);
      await expectFirstView(page, view);
      // Above the fold: what Lighthouse takes for the largest paint is there without a script.
      const nudgeTop = await page.getByText(view.nudges[0]!, { exact: true }).evaluate((el) => el.getBoundingClientRect().top);
      expect(nudgeTop).toBeLessThan(viewport.height);
      // The saved searches are the browser's to ask for: without scripts they say so, and no spinner turns forever.
      await expect(page.getByRole('region', { name: 'Saved searches' }).getByText(NEEDS_SCRIPTS, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    });
  });
}

/** What Tab reaches in the dashboard's slot, in order, above the saved searches (which load in the browser). */
function focusableOrder(): string[] {
  const slot = document.querySelector('[data-remote="mf-dashboard"]')!;
  const savedSearches = [...slot.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === 'Saved searches');
  return [...slot.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')]
    .filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]'))
    .filter((el) => !savedSearches || savedSearches.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)
    .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('role') ?? ''} ${(el.textContent ?? '').trim().slice(0, 40)}`);
}

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("mf-dashboard takes over the server's dashboard: same nodes, focus kept, same Tab order, no shift, no hydration error", async ({ page }) => {
    await logInByApi(page);
    const view = await firstView(page);
    const errors = collectErrors(page, { warnings: true, scriptsHeld: true });
    await recordLayoutShifts(page);
    // mf-dashboard's scripts wait until the server's dashboard is marked, measured and focused.
    const release = await holdScripts(page, remoteScripts('mf-dashboard'));
    await page.goto('/careers/dashboard', { waitUntil: 'commit' });
    await expectFirstView(page, view);
    // Scripts run here (they are only late): the saved searches show their spinner, never the text for no scripts.
    await expect(page.getByText(NEEDS_SCRIPTS)).toBeHidden();
    await page.waitForLoadState('load');
    const measure = () => {
      const heading = document.querySelector('main h1') as HTMLElement & { __fromServer?: boolean };
      const tab = document.querySelector('[role="tab"][aria-selected="true"]') as HTMLElement & { __fromServer?: boolean };
      const nudge = document.querySelector('[data-testid="nudge"]')!.getBoundingClientRect();
      const panel = document.querySelector('[role="tabpanel"]')!.getBoundingClientRect();
      return {
        fromServer: Boolean(heading.__fromServer && tab.__fromServer),
        focused: document.activeElement === tab,
        nudge: [nudge.x, nudge.y, nudge.width, nudge.height],
        panelTop: panel.y,
      };
    };
    const order = await page.evaluate(focusableOrder);
    expect(order.length).toBeGreaterThan(2);
    // Before the takeover every tab is a link in the Tab order (no arrow key moves between them yet) ...
    const tabStops = (entries: string[]) => entries.filter((entry) => entry.startsWith('a tab '));
    expect(tabStops(order).length).toBeGreaterThan(1);
    await page.evaluate(() => {
      (document.querySelector('main h1') as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
      const tab = document.querySelector('[role="tab"][aria-selected="true"]') as HTMLElement & { __fromServer?: boolean };
      tab.__fromServer = true;
      // The visitor put the focus on the server's tab before the scripts came.
      tab.focus();
    });
    const before = await page.evaluate(measure);
    expect(before.focused).toBe(true);
    release();
    // The remote's root hydrates the server's nodes: it owns the slot and the heading is still the server's.
    await waitForReactRoot(page, '[data-remote="mf-dashboard"]');
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(measure);
    expect(after).toEqual({ ...before, fromServer: true, focused: true });
    // ... after it, the tabs are one stop, the selected one (the arrows move between them); the rest keeps its order.
    expect(await page.evaluate(focusableOrder)).toEqual(order.filter((entry) => !entry.startsWith('a tab ') || entry === 'a tab Applications'));
    expect(layoutShiftTotal(await layoutShifts(page))).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    // The hydrated tabs work: the arrow key moves to the next section.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { selected: true })).not.toHaveText('Applications');
    expect(errors).toEqual([]);
  });
});
