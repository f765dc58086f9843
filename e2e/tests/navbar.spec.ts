import { expect, test, type Page } from '@playwright/test';
import { logInByApi, signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';

// A user trial (issue 27 follow-up): the navbar never makes the page scroll sideways, whatever the width, the
// login state or the candidate's name; the phone menu closes with Escape and when focus leaves it.

const WIDTHS = [320, 390, 599, 600, 640, 700, 768, 804, 820, 900, 1024, 1100, 1280];

/** What a person sees of the navbar at this width: sideways scroll, and the controls that are off screen. */
async function navbarFit(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]') as HTMLElement;
    const offScreen = [...nav.querySelectorAll<HTMLElement>('a, button, span')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 0.5 || r.left < -0.5);
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 20));
    return { pageWidth: document.documentElement.scrollWidth, offScreen };
  });
}

/** Either every company link shows in the bar, or the Menu button does (and the links are folded away). */
async function linksOrMenu(page: Page, linkNames: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (await nav.getByRole('button', { name: 'Menu' }).isVisible()) {
    for (const name of linkNames) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
    return 'menu';
  }
  for (const name of linkNames) await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  return 'links';
}

const LOGGED_IN_LINKS = ['Jobs', 'Dashboard', 'Offers', 'Forms', 'Profile', 'Settings'];

for (const path of ['/careers/dashboard', '/careers/offers']) {
  test(`logged in on ${path}: no sideways scroll from 320 to 1280 px; the links or the Menu, never half of them`, async ({ page }) => {
    await logInByApi(page);
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const seen: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect({ width, ...(await navbarFit(page)) }).toEqual({ width, pageWidth: width, offScreen: [] });
      await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
      seen.push(`${width}:${await linksOrMenu(page, LOGGED_IN_LINKS)}`);
    }
    // Phones have the menu, a 1280 desktop the links in the bar.
    expect(seen[0]).toBe('320:menu');
    expect(seen.at(-1)).toBe('1280:links');
  });
}

test('logged out on the search page: no sideways scroll from 320 to 1280 px', async ({ page }) => {
  await gotoSearch(page, '/careers/search');
  // The navbar's: the job details beside the results have a 'Log in' of their own once they load.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, ...(await navbarFit(page)) }).toEqual({ width, pageWidth: width, offScreen: [] });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' })).toBeInViewport({ ratio: 1 });
    await linksOrMenu(page, ['Jobs', 'Join our talent network']);
  }
});

test('a candidate with an 80-character first name: the name is cut with "…", the brand and Log out stay on screen', async ({ page }) => {
  const firstName = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaferswessen'.slice(0, 80);
  expect(firstName).toHaveLength(80);
  await signUpByApi(page, { firstName, lastName: 'Okafor' });
  await page.goto('/careers/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const fullName = `${firstName} Okafor`;
  for (const width of [1280, 1024, 820, 700]) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, ...(await navbarFit(page)) }).toEqual({ width, pageWidth: width, offScreen: [] });
    await expect(nav.getByRole('link', { name: 'Northwind Labs careers home' })).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('link', { name: 'Northwind Labs careers home' })).toHaveText('Northwind Labs');
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
    // The whole name is still there for a screen reader and as a tooltip; on screen it ends in an ellipsis.
    const name = nav.getByTitle(fullName);
    await expect(name).toHaveText(fullName);
    await expect(name).toBeInViewport({ ratio: 1 });
    expect(await name.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).textOverflow }))).toEqual({ cut: true, overflow: 'ellipsis' });
  }
});

for (const width of [390, 320]) {
  test.describe(`the phone menu at ${width} px`, () => {
    test.use({ viewport: { width, height: 760 } });

    test('Escape closes it and gives focus back to the Menu button', async ({ page }) => {
      await gotoSearch(page, '/careers/search');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Jobs', exact: true })).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test('tabbing out of it closes it, so the focused control is not under it', async ({ page }) => {
      await gotoSearch(page, '/careers/search');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Join our talent network' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Join our talent network' })).toBeHidden();
      // Shift+Tab from the menu's first link back to the Menu button keeps it open: still inside.
      await menu.click();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });
  });
}
