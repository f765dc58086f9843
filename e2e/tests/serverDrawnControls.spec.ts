import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { collectErrors } from './demoJob';
import { layoutShiftTotal, layoutShifts, recordLayoutShifts } from './layoutShifts';
import { waitForReactRoot } from './reactRoot';
import { logInByApi } from './session';
import { holdScripts, remoteScripts } from './holdScripts';
import { notReadyWords } from './notReadyWords';

// Issue 27, "works or is not drawn": on the server-drawn dashboard and offer pages every control either works
// before the remote's scripts arrive (the dashboard's tabs are links to ?tab=, the offers' Start and View are
// links) or says it is not ready yet ('Getting ready, one moment'); without scripts what can never act is not
// drawn. Alex's rows are only read here: the Withdraw pressed after the takeover is kept ('Keep application').

const NOT_READY = 'Getting ready, one moment';

/** Marks the document: the mark is gone after a page load and kept through a switch in place. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __same?: boolean }).__same = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

/** The buttons of a remote's slot a visitor can see and press that neither act by design nor say they are not ready. */
const deadButtons = (page: Page, remote: string) =>
  page.evaluate((name) => {
    const slot = document.querySelector(`[data-remote="${name}"]`)!;
    return [...slot.querySelectorAll<HTMLButtonElement>('button')]
      .filter((b) => b.getClientRects().length > 0 && !b.disabled && !b.hasAttribute('data-not-ready'))
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
  }, remote);

async function activeApplications(page: Page): Promise<string[]> {
  const answer = (await (await page.request.get('/api/pcsx/dashboard/applications?domain=demo.test')).json()) as {
    data: { applications: { position: { name: string }; can_withdraw: boolean; status: string }[] };
  };
  return answer.data.applications.map((a) => `${a.position.name} ${a.status} ${a.can_withdraw}`);
}

test.describe('the dashboard before mf-dashboard takes it over, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('with axe', () => {
    // Only axe's injected script needs the page's policy lifted: the other tests keep the real CSP, so a style the
    // server draws without its nonce would show there (review finding, session 13).
    test.use({ bypassCSP: true });

    test('the server\'s tabs, links in the role of tabs, are a valid ARIA tab list before any script (axe)', async ({ page }) => {
      // The remote hydrates the same nodes (dashboardServerRendered.spec.ts); dashboard.spec.ts runs axe on the hydrated page.
      await logInByApi(page);
      await holdScripts(page, remoteScripts('mf-dashboard'));
      await page.goto('/careers/dashboard', { waitUntil: 'commit' });
      await expect(page.getByRole('main').getByRole('tab', { name: 'Applications', exact: true, selected: true })).toBeVisible();
      await page.waitForLoadState('load');
      await expectNoSeriousViolations(page);
    });
  });

  test('a tab opens by a page load; Withdraw says it is not ready and changes nothing; after the takeover both act in place', async ({ page }) => {
    // Four page loads, one of them with the remote's scripts held back: 18 s alone here, over 30 s beside a CI run.
    test.slow();
    await logInByApi(page);
    const errors = collectErrors(page);
    const before = await activeApplications(page);
    const withdrawable = before.find((a) => a.endsWith(' true'));
    // The demo candidate has an application to withdraw: the test would prove nothing without one.
    expect(withdrawable).toBeDefined();
    const release = await holdScripts(page, remoteScripts('mf-dashboard'));
    await page.goto('/careers/dashboard', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const panel = main.getByRole('tabpanel', { name: 'Applications', exact: true });
    await expect(panel).toBeVisible();
    await page.waitForLoadState('load');

    const withdraw = panel.getByRole('button', { name: /^Withdraw application for / }).first();
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    // force: Playwright waits for an aria-disabled button to be enabled; a person just presses it.
    await withdraw.click({ force: true });
    expect(await notReadyWords(withdraw)).toBe(NOT_READY);
    await expect(withdraw).toHaveCSS('cursor', 'progress');
    await expect(panel.getByText(/^Withdraw your application for /)).toHaveCount(0);
    expect(await activeApplications(page)).toEqual(before);
    expect(await deadButtons(page, 'mf-dashboard')).toEqual([]);

    // A tab pressed now opens its section by a page load (the scripts are still held on the new page).
    await mark(page);
    await main.getByRole('tab', { name: 'Inactive applications' }).click();
    await page.waitForURL(/[?&]tab=inactive\b/);
    await expect(main.getByRole('tab', { name: 'Inactive applications', selected: true })).toBeVisible();
    await expect(main.getByRole('tabpanel', { name: 'Inactive applications' })).toBeVisible();
    expect(await marked(page)).toBe(false);

    release();
    await waitForReactRoot(page, '[data-remote="mf-dashboard"]');
    await page.waitForLoadState('networkidle');
    // Taken over: a tab switches in place, as before (no load: the mark stays).
    await mark(page);
    await main.getByRole('tab', { name: 'Applications', exact: true }).click();
    await expect(main.getByRole('tab', { name: 'Applications', exact: true, selected: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=applications\b/);
    expect(await marked(page)).toBe(true);
    // And Withdraw acts: it asks, and the candidate keeps the application.
    const ready = main.getByRole('tabpanel', { name: 'Applications', exact: true }).getByRole('button', { name: /^Withdraw application for / }).first();
    await expect(ready).not.toHaveAttribute('aria-disabled', /.*/);
    expect(await notReadyWords(ready)).toBe('');
    await ready.click();
    await expect(main.getByText(/^Withdraw your application for /)).toBeVisible();
    await main.getByRole('button', { name: 'Keep application' }).click();
    await expect(main.getByText(/^Withdraw your application for /)).toHaveCount(0);
    expect(await activeApplications(page)).toEqual(before);
    expect(errors).toEqual([]);
  });
});

test.describe('the offers list and an offer page before mf-offers takes them over, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('View and Start are links that open their page; no button is silently dead', async ({ page }) => {
    await logInByApi(page);
    await holdScripts(page, remoteScripts('mf-offers'));
    await page.goto('/careers/offers', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const view = main.getByRole('link', { name: /^View job offer for / }).first();
    await expect(view).toBeVisible();
    await page.waitForLoadState('load');
    expect(await deadButtons(page, 'mf-offers')).toEqual([]);
    await view.click();
    await page.waitForURL(/\/careers\/offer\/\d+/);
    await expect(main.getByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await deadButtons(page, 'mf-offers')).toEqual([]);
  });

  test("an open offer's deadline is drawn by the server; the countdown joins it on the same line after the takeover, nothing moves", async ({ page }) => {
    await logInByApi(page);
    const release = await holdScripts(page, remoteScripts('mf-offers'));
    await recordLayoutShifts(page);
    await page.goto('/careers/offers', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    // The server's line: the date alone, MM/DD/YYYY (spec §9), no countdown (the browser's clock).
    const line = main.getByText(/^Expires \d\d\/\d\d\/\d{4}$/).first();
    await expect(line).toBeVisible();
    await page.waitForLoadState('load');
    await expect(main.getByText(/Expires (in \d+ days?|today)/)).toHaveCount(0);
    const box = await line.boundingBox();
    release();
    await waitForReactRoot(page, '[data-remote="mf-offers"]');
    const joined = main.getByText(/^Expires in \d+ days? · Expires \d\d\/\d\d\/\d{4}$/).first();
    await expect(joined).toBeVisible();
    // Its room was kept: the same line, at the same place and height.
    const after = await joined.boundingBox();
    expect([after?.y, after?.height]).toEqual([box?.y, box?.height]);
    expect(layoutShiftTotal(await layoutShifts(page))).toBeLessThanOrEqual(0.02);
  });
});

test.describe('without JavaScript, at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the dashboard: the tabs work, no button that cannot act is drawn, no page-wide "needs JavaScript"', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/careers/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('tabpanel', { name: 'Applications', exact: true })).toBeVisible();
    // Withdraw needs the remote: not drawn here (scriptOnly), rather than pressed in vain.
    await expect(main.getByRole('button', { name: /^Withdraw application for / })).toHaveCount(0);
    expect(await deadButtons(page, 'mf-dashboard')).toEqual([]);
    await main.getByRole('tab', { name: 'Inactive applications' }).click();
    await page.waitForURL(/[?&]tab=inactive\b/);
    await expect(main.getByRole('tab', { name: 'Inactive applications', selected: true })).toBeVisible();
    await expect(main.getByRole('tabpanel', { name: 'Inactive applications' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await deadButtons(page, 'mf-dashboard')).toEqual([]);
    // By keyboard too: Shift+Tab goes from the selected tab to the one before it (no arrow key works without
    // scripts), and Enter opens it.
    const names = await main.getByRole('tab').allTextContents();
    const before = names[names.indexOf('Inactive applications') - 1] ?? '';
    expect(before).not.toBe('');
    await main.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(main.getByRole('tab', { name: before, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('tab', { name: before, exact: true, selected: true })).toBeVisible();
    // After that page load the keyboard goes on from the tabs, not from the top of the page (the navbar).
    await page.keyboard.press('Tab');
    await expect(main.getByRole('tablist').locator(':focus')).toHaveCount(1);
    // A tab whose list the page cannot carry (interviews: times in the browser's zone) still draws the tabs, its
    // panel saying its list needs scripts: the way to the other tabs stays open.
    await main.getByRole('tab', { name: 'Interviews', exact: true }).click();
    await expect(main.getByRole('tab', { name: 'Interviews', exact: true, selected: true })).toBeVisible();
    await expect(main.getByRole('tabpanel', { name: 'Interviews' })).toContainText('This list needs JavaScript. Please enable it and reload the page.');
    // The saved jobs are in the page: the tab shows them, not a 'needs JavaScript' line (review finding, session 13).
    await main.getByRole('tab', { name: 'Saved jobs', exact: true }).click();
    const savedPanel = main.getByRole('tabpanel', { name: 'Saved jobs' });
    const saved = (await (await page.request.get('/api/pcsx/positions/saved?domain=demo.test')).json()) as { data: { positions: { name: string }[] } };
    expect(saved.data.positions.length).toBeGreaterThan(0);
    await expect(savedPanel).toContainText(saved.data.positions[0]!.name);
    await expect(savedPanel).not.toContainText('This list needs JavaScript');
    await main.getByRole('tab', { name: 'Applications', exact: true }).click();
    await expect(main.getByRole('tab', { name: 'Applications', exact: true, selected: true })).toBeVisible();
    // As sent (Playwright's parser never draws <noscript>): the drawn dashboard carries no page-wide text.
    expect(await (await page.request.get('/careers/dashboard')).text()).not.toContain('<noscript>');
  });

  test('the offers list and an offer page: View and Start are links, no dead button', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/careers/offers');
    const main = page.getByRole('main');
    // An open offer's deadline is in the page (user trial: no date without JavaScript), MM/DD/YYYY (spec §9), the
    // day in UTC; its countdown ('Expires in N days') is of the browser's clock and is not.
    const answer = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as { offers: { actionable: boolean; expires_at: string | null }[] };
    const open = answer.offers.find((o) => o.actionable && o.expires_at);
    expect(open).toBeDefined();
    const [year, month, day] = open!.expires_at!.slice(0, 10).split('-');
    await expect(main.getByText(`Expires ${month}/${day}/${year}`, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/^Expires \d\d\/\d\d\/\d{4}$/).first()).toBeVisible();
    await expect(main.getByText(/Expires (in \d+ days?|today)/)).toHaveCount(0);
    await main.getByRole('link', { name: /^View job offer for / }).first().click();
    await page.waitForURL(/\/careers\/offer\/\d+/);
    await expect(main.getByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeVisible();
    expect(await deadButtons(page, 'mf-offers')).toEqual([]);
    await expect(main.getByRole('link', { name: /^(Start|View) / }).first()).toBeVisible();
    expect(await (await page.request.get(new URL(page.url()).pathname)).text()).not.toContain('<noscript>');
  });
});
