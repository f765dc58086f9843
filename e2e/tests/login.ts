import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Logs in through the navbar's login modal, as a candidate would, and waits for the reload. */
export async function logIn(page: Page, email = 'alex@demo.test', password = DEMO_PASSWORD) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  // Named after why it opened: the navbar's, or a protected page's opened first.
  const dialog = page.getByRole('dialog', { name: /^Log in to (your candidate account|see this page)$/ });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Fills and sends the server's sign-up page for a new, unique candidate; returns the email. */
export async function signUp(page: Page, { firstName = 'Robin', lastName = 'Okafor', next = '/careers/search' } = {}) {
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  await page.goto(`/candidate/login?mode=signup&next=${encodeURIComponent(next)}`);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  return email;
}
