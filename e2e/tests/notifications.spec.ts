import { expect, test, type Page } from '@playwright/test';
import { INTRANET_PORT, PORT } from '../playwright.config';
import { logInByApi, signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';

// Each test uses its own candidate: badge counts are state on the server.

/** A new candidate, signed up and bootstrapped through the API, on the search page. */
async function newCandidate(page: Page) {
  await signUpByApi(page, { firstName: 'Kim', lastName: 'Novak' });
  await gotoSearch(page, '/careers/search');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('the bell in the navbar: open sets the badge to 0, a click follows the link keeping the query', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');
  await gotoSearch(page, '/careers/search?utm_source=e2e');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const first = panel.getByRole('listitem').first().getByRole('button');
  await expect(first).toBeVisible();
  await first.click();
  // The page moved to the notification's own page, and the query came along.
  await expect(page).not.toHaveURL(/\/careers\/search/);
  await expect(page).toHaveURL(/\/careers\/[^?]+\?(.+&)?utm_source=e2e/);
  await expect(panel).toBeHidden();
  // The badge stays at 0 after a reload: opening marked everything viewed on the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the Action required tab shows only notifications that need action', async ({ page }) => {
  await logInByApi(page, 'sam@demo.test');
  await page.goto('/careers');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('tab', { name: 'Action required' }).click();
  const items = panel.getByRole('tabpanel').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await expect(item).toContainText('Action required');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test('the bell opens a full-screen dialog that Escape closes', async ({ page }) => {
    await page.goto('/careers');
    await newCandidate(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toHaveAttribute('aria-modal', 'true');
    const box = await panel.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(760);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();
  });
});

test("the demo intranet on another origin shows the bell with the candidate's badge, untouched by its CSS", async ({ page }) => {
  await page.goto('/careers');
  await newCandidate(page);
  // A new candidate has the welcome and onboarding notifications, both unviewed.
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();

  await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  const bell = page.getByRole('button', { name: 'Notifications, 2 new' });
  await expect(bell).toBeVisible();
  // The intranet paints every button hot pink; the widget's shadow root keeps its own look.
  await expect(bell).not.toHaveCSS('background-color', 'rgb(255, 105, 180)');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: /Welcome/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/careers/`));
});

test('when the bell cannot load, the navbar shows a small Retry in its place and keeps working', async ({ page }) => {
  await logInByApi(page, 'sam@demo.test');
  await page.goto('/careers');
  await page.route('**/remotes/mf-notifications/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications did not load. Retry' })).toBeVisible();
  await page.unroute('**/remotes/mf-notifications/**');
  await page.getByRole('button', { name: 'Notifications did not load. Retry' }).click();
  await expect(page.getByRole('button', { name: /^Notifications(, \d+ new)?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
});

test('the bell speaks the page\'s language: notifications stored once are read in Spanish, then in Arabic', async ({ page }) => {
  await page.goto('/careers');
  await signUpByApi(page, { firstName: 'Lucía', lastName: 'Ortega' });
  await page.goto('/careers?hl=es');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toContainText('¡Te damos la bienvenida al sitio de empleo de');
  await expect(panel).toContainText('Bienvenida');
  await expect(panel).not.toContainText('Complete your profile');
  await page.goto('/careers?hl=ar');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const arabic = page.getByRole('dialog', { name: 'الإشعارات' });
  await expect(arabic).toContainText('أكمل ملفك الشخصي لتحصل على وظائف تناسبك أكثر.');
  await expect(arabic).not.toContainText('Complete your profile');
});
