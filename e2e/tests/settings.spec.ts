import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { logInByApi, signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';

// /careers/settings (issue 13): download my data, delete a throw-away account, settings refused
// without the right password, and a new sign-up's onboarding forms. Each test makes its own candidate.

const SIGNUP_PASSWORD = 'a-long-password';

/** A new candidate, signed up and bootstrapped through the API (with the sign-up password), on `next`. */
async function newCandidate(page: Page, next: string, heading: string): Promise<string> {
  const email = await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  await page.goto(next);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return email;
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 320, height: 740 }],
] as const) {
  test.describe(`settings on a ${device}`, () => {
    test.use({ viewport, bypassCSP: true });

    test('download all my data: one JSON file naming the candidate and their records', async ({ page }) => {
      const email = await newCandidate(page, '/careers/settings', 'Settings');
      await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
      await noSideScroll(page);
      await expectNoSeriousViolations(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all my data' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8')) as { tables: Record<string, Array<Record<string, unknown>>> };
      expect(data.tables.candidates).toEqual([expect.objectContaining({ email, first_name: 'Robin', last_name: 'Okafor' })]);
      expect(data.tables.candidates?.[0]).not.toHaveProperty('password_hash');
      expect(data.tables.notifications?.map((n) => n.category_title)).toEqual(expect.arrayContaining(['Welcome', 'Forms']));
      expect(data.tables.form_responses?.length).toBeGreaterThan(0);
    });

    test('a new e-mail without the right password is refused and nothing changes', async ({ page }) => {
      const email = await newCandidate(page, '/careers/settings', 'Settings');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('somebody-else@example.test');
      const account = page.getByRole('region', { name: 'Name and e-mail' });
      await account.getByLabel('Current password').fill('not-my-password');
      await account.getByRole('button', { name: 'Save name and e-mail' }).click();
      // Said once, under the field it is about.
      await expect(account.getByLabel('Current password')).toHaveAccessibleDescription(/Your current password is not correct\. Nothing was changed\./);
      await expect(account.getByText('Your current password is not correct. Nothing was changed.')).toHaveCount(1);
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    });

    test('delete a throw-away account by keyboard: it ends on a page saying so and what was kept, and cannot log in again', async ({ page }) => {
      test.setTimeout(60_000);
      const email = await newCandidate(page, '/careers/settings', 'Settings');
      const danger = page.getByRole('region', { name: 'Delete my account' });
      await expect(danger).toContainText('Offers you signed are kept');
      await danger.getByLabel('Password', { exact: true }).focus();
      await page.keyboard.type(SIGNUP_PASSWORD);
      await page.keyboard.press('Tab');
      await page.keyboard.type('DELETE');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/careers\/account-deleted$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What was kept' })).toBeVisible();
      await expect(page.getByText(/^Offers you signed are kept: the signed documents/)).toBeVisible();
      await expect(page).toHaveTitle(/^Account deleted \| Careers at /);
      await noSideScroll(page);
      await expectNoSeriousViolations(page);
      // The page is public: it is still there after a reload without a session.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Log in' })).toBeVisible();
      await nav.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in to your candidate account' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password').fill(SIGNUP_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByText('Incorrect email or password.')).toBeVisible();
    });

    test('a new sign-up finds the onboarding forms the bell announces', async ({ page }) => {
      await newCandidate(page, '/careers/onboarding', 'Onboarding');
      await expect(page.getByRole('link', { name: 'New hire onboarding' })).toBeVisible();
      await expect(page.getByText('No data found')).toHaveCount(0);
      await page.goto('/careers/forms/center');
      await expect(page.getByRole('link', { name: 'New hire onboarding' })).toBeVisible();
    });
  });
}

test('the navbar links logged-in candidates to Profile and Settings', async ({ page }) => {
  await logInByApi(page, 'sam@demo.test');
  await gotoSearch(page, '/careers/search');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sam@demo.test');
  // Two more links must still fit the smallest desktop.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await noSideScroll(page);
});
