import { expect, test } from '@playwright/test';
import { gotoSearch } from './searchTakeover';

// Tracking and referral parameters (spec §2 "Other params carried along"; issue 14 #4) survive from
// the landing page to the apply page, through a log-in, so the application can credit the referral.
// (The server's storing them with the application is proven in server/src/routes/applyTracking.test.ts.)

test('a referral link landing on the search page still carries its parameters on the apply page, also after logging in', async ({ page }) => {
  await gotoSearch(page, '/careers/search?query=engineer&utm_source=newsletter&utm_campaign=spring&referral_token=r-e2e-1');
  const details = page.getByRole('region', { name: 'Position details' });
  const apply = details.getByRole('link', { name: 'Apply' });
  await expect(apply).toHaveAttribute('href', /utm_source=newsletter&utm_campaign=spring&referral_token=r-e2e-1$/);
  await apply.click();
  await expect(page).toHaveURL(/\/careers\/apply\?pid=\d+&utm_source=newsletter&utm_campaign=spring&referral_token=r-e2e-1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Apply for /);
  // One title: the form's own title does not repeat it (issue 14 #14).
  await expect(page.getByRole('heading', { name: 'Apply to Northwind Labs' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log in' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Log in to apply for this job' });
  await dialog.getByLabel('Email').fill('sam@demo.test');
  await dialog.getByLabel('Password').fill('demo-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page).toHaveURL(/referral_token=r-e2e-1/);
  // What the apply page will send with the application.
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('careers.tracking') ?? '{}'))).toEqual({
    utm_source: 'newsletter',
    utm_campaign: 'spring',
    referral_token: 'r-e2e-1',
  });
});
