import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Logs in through the navbar's login modal, as a candidate would, and waits for the reload. */
export async function logIn(page: Page, email = 'alex@demo.test', password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your candidate account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
