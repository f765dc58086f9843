import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signUp } from './login';
import { logInByApi, signUpByApi } from './session';
import { waitForReactRoot } from './reactRoot';

// The candidate's home (issue 13, H1): the demo candidate's dashboard lists in both layouts, the list
// pages, the status timeline, the interview calendar file, deleting a draft (optimistic, with the spec's
// toast), withdrawing an application, the keyboard, axe-core and phone widths. Alex's seeded rows are only
// read; what a test changes it makes itself (a draft) or takes from Sam (the one withdrawal).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Saves a draft application through the API the apply page uses, for a live position Alex has neither
 * applied to nor drafted (the first that takes it, from result `from` on); its id and name. `csrf` is
 * the session's token (logInByApi's answer).
 */
async function makeDraft(page: Page, from: number, csrf: string): Promise<{ id: number; name: string }> {
  const search = await (await page.request.get(`/api/pcsx/search?domain=demo.test&query=&location=&start=${from}`)).json();
  const positions = (search.positions as Array<{ id: number; name: string; archived_at: string | null }>).filter((p) => !p.archived_at);
  for (const position of positions) {
    const res = await page.request.post('/api/pcsx/draft_applications', {
      headers: { 'x-csrf-token': csrf },
      data: { pid: position.id, values: { firstName: 'Alex' }, domain: 'demo.test' },
    });
    if (res.status() === 200) return position;
  }
  throw new Error('no live position to draft');
}

/**
 * The 'No data found' boxes on the page: state boxes (`div[data-state="empty"]`), and any 'No data found'
 * that is not a single borderless line (a paragraph no taller than two lines of its text, with no border).
 */
async function emptyBoxes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const texts = [...document.querySelectorAll('p, div, span')].filter((el) => el.textContent?.trim() === 'No data found' && el.children.length === 0);
    const boxed = texts.filter((el) => {
      const style = getComputedStyle(el);
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      return el.tagName !== 'P' || bordered || el.getBoundingClientRect().height > 2 * lineHeight;
    });
    return boxed.length + document.querySelectorAll('div[data-state="empty"]').length;
  });
}

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ bypassCSP: true, viewport });

    test(`the demo candidate's dashboard lists, both layouts and the list pages (axe) on ${device}`, async ({ page }) => {
      test.setTimeout(120_000);
      await logInByApi(page, 'alex@demo.test');
      await page.goto('/careers/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
      await expect(tabs).toHaveText(['Applications', 'Inactive applications', 'Interviews', 'Saved jobs', 'Events', 'Offers', 'Draft applications', 'Referrals']);
      await expect(page.getByText('Add a photo to your profile so recruiters recognise you at interviews.')).toBeVisible();

      const panel = page.getByRole('tabpanel');
      // Applied, In review, two Interviewing (each with its interview) and two open offers' applications (issue 24 item 12).
      await expect(panel.getByTestId('application')).toHaveCount(6);
      await expect(panel.getByText('Next step: After your interviews the team decides and lets you know the outcome.')).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);

      await page.getByRole('tab', { name: 'Interviews' }).click();
      // The two ahead; the phone screen six days ago is only on /careers/interviews (a user trial saw a past one here).
      await expect(panel.getByTestId('interview')).toHaveCount(2);
      await expect(panel.getByText('Phone screen')).toHaveCount(0);
      // Onsite at the office in the position's city.
      await expect(panel.getByText(/^Place: Northwind Labs, /)).toBeVisible();
      await expect(panel.getByRole('link', { name: /^Join the call: Video call for / })).toHaveAttribute('href', 'https://meet.demo.test/northwind-interview-1');
      const download = page.waitForEvent('download');
      await panel.getByRole('link', { name: /^Add to calendar \(\.ics\): Video call for / }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^interview-\d+\.ics$/);
      const ics = await readFile((await file.path()) as string, 'utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('URL:https://meet.demo.test/northwind-interview-1');

      await page.getByRole('tab', { name: 'Saved jobs' }).click();
      await expect(panel.getByTestId('saved-job')).toHaveCount(5);
      await page.getByRole('tab', { name: 'Events' }).click();
      await expect(panel.getByTestId('event')).toHaveCount(3);
      await expect(panel.getByText('You are registered')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Offers' }).click();
      await expect(panel.getByTestId('offer')).toHaveCount(5);
      await expect(panel.getByText('Action required')).toHaveCount(2);
      await page.getByRole('tab', { name: 'Draft applications' }).click();
      await expect(panel.getByRole('heading', { name: 'Open drafts' })).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Closed drafts' })).toBeVisible();
      await page.getByRole('tab', { name: 'Referrals' }).click();
      await expect(panel.getByText('Referred by Jordan Patel', { exact: false })).toBeVisible();
      await expectNoSeriousViolations(page);

      // v2: the same data, every section at once.
      await page.goto('/careers/dashboardv2');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      // Active (6) and, since the demo tabs name them, inactive applications (Rejected, Withdrawn, Hired, an expired and a declined offer) too.
      await expect(page.getByRole('region', { name: 'Active applications', exact: true }).getByTestId('application')).toHaveCount(6);
      await expect(page.getByRole('region', { name: 'Inactive applications' }).getByTestId('application')).toHaveCount(5);
      await expect(page.getByText(/^Rejected [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page.getByTestId('interview')).toHaveCount(2);
      await expect(page.getByTestId('offer')).toHaveCount(5);
      await expect(page.getByTestId('referral')).toHaveCount(2);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);

      await page.goto('/careers/applications');
      await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      const inactive = page.getByRole('region', { name: 'Inactive applications' });
      await expect(inactive.getByText('Status: Rejected')).toBeVisible();
      await expect(inactive.getByText('Status: Withdrawn')).toBeVisible();
      const rejected = inactive.getByTestId('application').filter({ hasText: 'Status: Rejected' });
      await expect(rejected.getByRole('list', { name: /^Status timeline of / }).getByRole('listitem')).toHaveCount(3);
      await expect(rejected.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);

      await page.goto('/careers/saved-jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
      await expect(page.getByTestId('saved-job')).toHaveCount(5);
      await expect(page.getByText('This position is closed')).toHaveCount(1);
      await expectNoSeriousViolations(page);

      await page.goto('/careers/interviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Interviews' })).toBeVisible();
      await expect(page.getByTestId('interview')).toHaveCount(3);
      // The two ahead under 'Upcoming', the phone screen six days ago under 'Past'.
      await expect(page.getByRole('region', { name: 'Upcoming' }).getByTestId('interview')).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Past' }).getByTestId('interview')).toHaveText([/Phone screen/]);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousViolations(page);

      if (device === 'phone') {
        // The narrowest phones: nothing sticks out at 320 px either, in either layout.
        await page.setViewportSize({ width: 320, height: 640 });
        for (const path of ['/careers/dashboard', '/careers/dashboardv2', '/careers/applications', '/careers/saved-jobs', '/careers/interviews']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
          await expectNoSidewaysScroll(page);
        }
      }
    });

    test(`delete a draft on ${device}: gone at once, 'Deleted draft application', gone after a reload`, async ({ page }) => {
      const csrf = await logInByApi(page, 'alex@demo.test');
      const draft = await makeDraft(page, device === 'desktop' ? 100 : 200, csrf);
      await page.goto('/careers/dashboardv2');
      const card = page.getByTestId('draft').filter({ hasText: draft.name });
      await expect(card.getByRole('link', { name: `Continue application for ${draft.name}` })).toHaveAttribute('href', `/careers/apply?pid=${draft.id}`);
      await card.getByRole('button', { name: `Delete draft for ${draft.name}` }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Deleted draft application' })).toBeVisible();
      await expect(card).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('draft').first()).toBeVisible();
      await expect(page.getByTestId('draft').filter({ hasText: draft.name })).toHaveCount(0);
    });
  });
}

test('continuing a draft opens the apply page with the saved answers', async ({ page }) => {
  const csrf = await logInByApi(page, 'alex@demo.test');
  const draft = await makeDraft(page, 300, csrf);
  await page.goto('/careers/dashboardv2');
  await page.getByRole('link', { name: `Continue application for ${draft.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/apply\\?pid=${draft.id}$`));
  await expect(page.getByLabel(/^First name/)).toHaveValue('Alex');
});

test('keyboard only: the tabs by arrow keys, and a draft deleted with Enter', async ({ page }) => {
  const csrf = await logInByApi(page, 'alex@demo.test');
  const draft = await makeDraft(page, 400, csrf);
  await page.goto('/careers/dashboard');
  // Keys reach the server-drawn tabs only once mf-dashboard has hydrated them (see the withdraw test).
  await waitForReactRoot(page, '[data-remote="mf-dashboard"]');
  const first = page.getByRole('tab', { name: 'Applications', exact: true });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await first.focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Referrals' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  const drafts = page.getByRole('tab', { name: 'Draft applications' });
  await expect(drafts).toBeFocused();
  await expect(drafts).toHaveAttribute('aria-selected', 'true');
  // Tab moves from the tab into its panel, then through the drafts' links and buttons.
  const target = page.getByRole('button', { name: `Delete draft for ${draft.name}` });
  for (let n = 0; n < 30 && !(await target.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Deleted draft application' })).toBeVisible();
  await expect(page.getByTestId('draft').filter({ hasText: draft.name })).toHaveCount(0);
});

test.describe('withdraw', () => {
  test.use({ viewport: PHONE });
  test('Sam withdraws the active application on the dashboard (phone): it moves to inactive applications, Withdrawn and when', async ({ page }) => {
    await logInByApi(page, 'sam@demo.test');
    await page.goto('/careers/dashboard');
    // The server draws the dashboard (issue 27): its buttons work once mf-dashboard has hydrated it. A click before
    // that does nothing (an open finding: the job page says 'not ready' instead), so the candidate here waits.
    await waitForReactRoot(page, '[data-remote="mf-dashboard"]');
    // v1 shows one section per tab: the tab names its panel, which holds no region of its own (user trial s18).
    const active = page.getByRole('tabpanel', { name: 'Applications' });
    const card = active.getByTestId('application').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Withdraw application for ${name}` }).click();
    await expect(card.getByText(`Withdraw your application for ${name}? The company will no longer consider it.`)).toBeVisible();
    await card.getByRole('button', { name: 'Withdraw application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application withdrawn' })).toBeVisible();
    // Sam's other active applications (Interviewing, Offer) stay.
    await expect(active.getByTestId('application').filter({ hasText: name })).toHaveCount(0);
    await expect(active.getByTestId('application')).toHaveCount(2);
    await page.getByRole('tab', { name: 'Inactive applications' }).click();
    const withdrawn = page.getByRole('tabpanel', { name: 'Inactive applications' }).getByTestId('application').filter({ hasText: name });
    await expect(withdrawn.getByText('Status: Withdrawn')).toBeVisible();
    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    await expect(withdrawn.getByText(`Withdrawn ${today}`, { exact: true })).toBeVisible();
    await expect(withdrawn.getByRole('list', { name: `Status timeline of ${name}` }).getByRole('listitem').last()).toContainText('Withdrawn');
    // The same on v2 and on the applications page, after a reload.
    await page.goto('/careers/dashboardv2');
    await expect(page.getByRole('region', { name: 'Inactive applications' }).getByText(`Withdrawn ${today}`, { exact: true })).toBeVisible();
    await page.goto('/careers/applications');
    await expect(page.getByRole('region', { name: 'Inactive applications' }).getByTestId('application').filter({ hasText: name }).getByText('Status: Withdrawn')).toBeVisible();
  });
});

test.describe('first run', () => {
  test.use({ bypassCSP: true });
  for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  test(`a new account's first dashboard: the next steps that apply, empty lists in one line on v1 and v2, no 'No data found' boxes (axe, ${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    if (device === 'desktop') {
      // The journey once through the pages (sign-up, 'Continue'); the phone's account is made through the API.
      await signUp(page, { firstName: 'Robin', lastName: 'Okafor', next: '/careers/dashboard' });
      await page.getByRole('button', { name: 'Continue' }).click();
    } else {
      await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
      await page.goto('/careers/dashboard');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Get started' });
    await expect(steps).toBeVisible();
    const { data } = await (await page.request.get('/api/pcsx/dashboard/next_steps?domain=demo.test')).json();
    const forms = data.onboarding_forms as number;
    const expected = [
      ...(forms === 1 ? ['Complete the onboarding form waiting for you'] : forms > 1 ? [`Complete the ${forms} onboarding forms waiting for you`] : []),
      'Upload your resume',
      'Search jobs',
      'Set up a job alert: search, then save the search',
    ];
    await expect(steps.getByRole('link')).toHaveText(expected);
    await expect(steps.getByRole('link', { name: 'Upload your resume' })).toHaveAttribute('href', '/careers/profile');
    await expect(steps.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/careers/search');
    // v1 reads like v2: the open tab's empty list is one line; no empty 'For you' and no empty saved
    // searches box (the steps above already ask for a job alert).
    await expect(page.getByRole('tabpanel').getByText('No data found', { exact: true })).toBeVisible();
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    expect(await emptyBoxes(page)).toBe(0);
    await expect(page.getByRole('heading', { name: 'For you' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Saved searches' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    await page.goto('/careers/dashboardv2');
    await expect(page.getByRole('region', { name: 'Get started' })).toBeVisible();
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    // One line per empty list, not a state box each.
    await expect(page.locator('p[data-state="empty"]').first()).toBeVisible();
    expect(await emptyBoxes(page)).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });
  }
});

test.describe('the tab in the address, event registration by keyboard, offer deadlines, tabs on a phone', () => {
  test.use({ bypassCSP: true });

  test("'See your drafts' and 'See events' open their tabs; reload and Back keep the right tab", async ({ page }) => {
    await logInByApi(page, 'alex@demo.test');
    await page.goto('/careers/dashboard');
    await expect(page.getByRole('tab', { name: 'Applications', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'See your drafts' }).click();
    await expect(page).toHaveURL(/\/careers\/dashboard\?tab=drafts$/);
    await expect(page.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Open drafts' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Draft applications' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: 'See events' }).click();
    await expect(page).toHaveURL(/\?tab=events$/);
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Offers' }).click();
    await expect(page).toHaveURL(/\?tab=offers$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByTestId('event').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('registering and unregistering for an event by keyboard keeps focus on the button', async ({ page }) => {
    await logInByApi(page, 'alex@demo.test');
    await page.goto('/careers/dashboard?tab=events');
    const panel = page.getByRole('tabpanel');
    const register = panel.getByRole('button', { name: /^Register for / }).first();
    const title = ((await register.getAttribute('aria-label')) ?? '').replace(/^Register for /, '');
    await register.focus();
    await page.keyboard.press('Enter');
    const unregister = panel.getByRole('button', { name: `Unregister from ${title}` });
    await expect(unregister).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: `Register for ${title}` })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });

  test('offer cards say when they expire, in days, and label their other dates, MM/DD/YYYY as on the offers list (spec §9)', async ({ page }) => {
    await logInByApi(page, 'alex@demo.test');
    await page.goto('/careers/dashboard?tab=offers');
    const offers = page.getByRole('tabpanel').getByTestId('offer');
    await expect(offers).toHaveCount(5);
    const actionable = offers.filter({ hasText: 'Action required' });
    await expect(actionable).toHaveCount(2);
    for (const card of await actionable.all()) await expect(card).toContainText(/Expires in (1 day|\d+ days) · Expires \d\d\/\d\d\/\d{4}/);
    await expect(offers.filter({ hasText: /Last updated \d\d\/\d\d\/\d{4}/ }).first()).toBeVisible();
  });

  for (const width of [390, 320]) {
    test(`the tab strip wraps on a ${width} px phone: every tab visible, nothing wider than the screen, arrows still move`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await logInByApi(page, 'alex@demo.test');
      await page.goto('/careers/dashboard');
      const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
      await expect(tablist.getByRole('tab')).toHaveCount(8);
      expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const tab of await tablist.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      await expectNoSidewaysScroll(page);
      await tablist.getByRole('tab', { name: 'Applications', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tablist.getByRole('tab', { name: 'Inactive applications' })).toBeFocused();
      await expect(tablist.getByRole('tab', { name: 'Inactive applications' })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolations(page);
    });
  }
});
