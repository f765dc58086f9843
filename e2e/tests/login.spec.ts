import { expect, test } from '@playwright/test';
import { logIn, signUp } from './login';

test('a demo candidate logs in from the navbar and sees their name', async ({ page }) => {
  await page.goto('/careers');
  await logIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Alex Rivera');
  await page.goto('/careers/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
});

test('a wrong password is refused with a clear message and no session', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your candidate account' });
  await dialog.getByLabel('Email').fill('alex@demo.test');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(dialog.getByLabel('Email')).toHaveValue('alex@demo.test');
});

test('a protected route opened logged out opens the login modal; closing it lands on /careers', async ({ page }) => {
  await page.goto('/careers/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Log in to your candidate account' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { name: 'Careers at Northwind Labs', level: 1 })).toBeVisible();
});

test('logging in from the modal on a protected route shows that page', async ({ page }) => {
  await page.goto('/careers/interviews');
  const dialog = page.getByRole('dialog', { name: 'Log in to your candidate account' });
  await dialog.getByLabel('Email').fill('sam@demo.test');
  await dialog.getByLabel('Password').fill('demo-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/interviews$/);
});

test('log out ends the session and returns to careers', async ({ page }) => {
  await page.goto('/careers');
  await logIn(page, 'sam@demo.test');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/careers/offers');
  await expect(page.getByRole('dialog', { name: 'Log in to your candidate account' })).toBeVisible();
});

test('a new candidate signs up, bootstraps the profile, is onboarded and lands on the site', async ({ page }) => {
  await signUp(page);
  await expect(page).toHaveURL(/\/careers\/search/);
  // Not bootstrapped yet: the bootstrapping screen comes before the page.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Then onboarding is posted and the page reloads into the normal site.
  await expect(page.getByRole('heading', { name: 'Careers at Northwind Labs', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Robin Okafor');
});
