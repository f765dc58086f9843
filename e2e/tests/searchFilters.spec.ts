import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { gotoSearch } from './searchTakeover';

// The search page's filter pop-ups, as a user trial found them (trial s20, findings 2 and 4), against the
// real server and its demo data (600 positions of Northwind Labs in a few hundred places).

test.describe('search filters', () => {
  // axe is added as a script of the page, which the pages' CSP refuses.
  test.use({ bypassCSP: true });

  test('the Location list holds every place and says how many, for a screen reader too (finding 2)', async ({ page }) => {
    await gotoSearch(page, '/careers/search');
    await page.locator('summary', { hasText: 'Location' }).click();
    const places = page.getByRole('group', { name: 'Location' });
    const box = places.getByRole('searchbox', { name: 'Filter locations' });
    await expect(box).toBeVisible();
    // The count is seen beside the box and is the box's description; every place is in the page (what a
    // virtual cursor can read), not only the dozen rows in view.
    const status = places.getByRole('status');
    await expect(status).toHaveText(/^\d+ locations$/);
    const count = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
    expect(count).toBeGreaterThan(100);
    await expect(box).toHaveAccessibleDescription(`${count} locations`);
    await expect(places.getByRole('checkbox')).toHaveCount(count);
    // The last place is reached by scrolling the pop-up, and ticks.
    const last = places.getByRole('checkbox').last();
    await last.scrollIntoViewIfNeeded();
    await last.check();
    await expect(page).toHaveURL(/filter_location=/);
    await expectNoSeriousViolations(page);
    // User trial s21: typed, the status said '3 of 138' and each place was heard as 'Berlin 3'; now the noun and
    // what the number counts are said.
    await box.fill('berlin');
    await expect(status).toHaveText(new RegExp(`^\\d+ of ${count} locations$`));
    // (The place ticked above stays listed first.)
    await expect(places.getByRole('checkbox', { name: /^Berlin/ }).first()).toHaveAccessibleName(/^Berlin.*, \d+ jobs?$/);
    await box.fill('zzzz');
    await expect(status).toHaveText('No location matches “zzzz”');
  });

  test('on a phone, an opened chip is scrolled into view: the pop-up has a visible owner (finding 4)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoSearch(page, '/careers/search');
    const chips = page.getByRole('group', { name: 'Filters' }).locator('summary');
    await expect(chips.first()).toBeVisible();
    const names = await chips.allTextContents();
    // The trial's case: the chip row is wider than the phone, so some chip starts off-screen.
    const offScreen = await chips.evaluateAll((all) => all.map((chip) => chip.getBoundingClientRect().right > document.documentElement.clientWidth));
    expect(offScreen).toContain(true);
    for (const [index, name] of names.entries()) {
      const chip = chips.nth(index);
      // Opened from the keyboard: a focused chip that is partly off-screen is not scrolled (Playwright's
      // click and tap would scroll it into view themselves, before the page has a say).
      await chip.focus();
      await page.keyboard.press('Enter');
      await expect(chip.locator('xpath=..')).toHaveAttribute('open', '');
      const inView = await chip.evaluate((el) => {
        const { left, right } = el.getBoundingClientRect();
        return left >= 0 && right <= document.documentElement.clientWidth;
      });
      expect({ name, inView }).toEqual({ name, inView: true });
      await page.keyboard.press('Escape');
    }
  });
  // User trial s25: Tabbing along the chip row on a phone, the Location chip took the focus at 359-471 px of a 390 px
  // screen: Chromium scrolls a focused element into view only when none of it shows, so the focus was a ring's edge.
  test('on a phone, each chip and tool the keyboard reaches in the sideways row is wholly on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoSearch(page, '/careers/search');
    const search = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });
    await search.focus();
    const seen: Array<{ name: string; left: number; right: number }> = [];
    for (;;) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // The sideways row: the one box between the search form and the results that scrolls on a phone.
        const row = document.getElementById('search-filters')?.parentElement;
        if (!row?.contains(el)) return null;
        const { left, right } = el.getBoundingClientRect();
        return { name: el.textContent ?? '', left: Math.round(left), right: Math.round(right) };
      });
      if (!focused) break;
      seen.push(focused);
    }
    // Department, Employment type, Location, Remote, Skills, Map, Job cart, the assistant.
    expect(seen.length).toBeGreaterThanOrEqual(6);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const chip of seen) expect({ ...chip, onScreen: chip.left >= 0 && chip.right <= width }).toEqual({ ...chip, onScreen: true });
  });

  // User trial s21: at 390x844 the Department, Location and Skills pop-ups ran from ~447 to ~867 px, their last
  // ~23 px off the screen. Each is now cut to the room below its chip, whole on the screen, and still lists (and
  // scrolls to) its last option.
  test('on a 390x844 phone, a filter pop-up ends on the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoSearch(page, '/careers/search');
    const group = page.getByRole('group', { name: 'Filters' });
    await expect(group.locator('summary').first()).toBeVisible();
    for (const name of ['Department', 'Location', 'Skills']) {
      const chip = group.locator('summary', { hasText: name });
      await chip.focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('group', { name, exact: true });
      await expect(popup.getByRole('checkbox').first()).toBeVisible();
      const box = await popup.evaluate((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        return { top: Math.round(top), bottom: Math.round(bottom), screen: document.documentElement.clientHeight };
      });
      expect({ name, ...box, onScreen: box.top >= 0 && box.bottom <= box.screen }).toEqual({ name, ...box, onScreen: true });
      const last = popup.getByRole('checkbox').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await page.keyboard.press('Escape');
    }
  });
});
