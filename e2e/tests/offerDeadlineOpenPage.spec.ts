import { expect, test } from '@playwright/test';
import { giveOffer } from './offerFixture';
import { signUpByApi } from './session';

const DAY = 86_400_000;

// User trial s19: at the deadline the list's cards turned to 'Expired', but an offer page left open kept 'Extended',
// the invitation to sign and Start, and a document page left open kept the signing form and Decline (the server then
// refused the signature with a 409). Both now follow the browser's clock, as the cards do. The clock is Playwright's:
// the page stays open while it jumps to the deadline.
test('an offer page and its document page left open turn to the expired offer at the deadline', async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  const deadline = new Date(Date.now() + 2 * DAY);
  const offer = await giveOffer(email, 'embedded', deadline);
  await context.clock.install();

  await page.goto('/careers/offers');
  await page.getByRole('link', { name: `View job offer for ${offer.positionName}` }).click();
  await expect(page.getByText(/Please review the documents below and sign them before the offer expires\./)).toBeVisible();
  const start = page.getByRole('link', { name: 'Start Offer letter' });
  await expect(start).toBeVisible();

  const documentPage = await context.newPage();
  await documentPage.goto((await start.getAttribute('href')) ?? '');
  await expect(documentPage.getByRole('button', { name: 'Submit signed offer' })).toBeVisible();
  await documentPage.getByRole('textbox', { name: /Enter your name as the electronic signature/ }).fill('Robin Okafor');

  // A minute past the deadline, both pages still open.
  await context.clock.fastForward(deadline.getTime() - Date.now() + 60_000);

  await expect(page.getByText(`The offer for ${offer.positionName} has expired.`)).toBeVisible();
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Offer letter' })).toBeVisible();

  await expect(documentPage.getByText('This offer has expired. You can still view and download the document, but it can no longer be signed or declined.')).toBeVisible();
  for (const name of ['Submit signed offer', 'Decline']) await expect(documentPage.getByRole('button', { name })).toHaveCount(0);
  await expect(documentPage.getByRole('button', { name: 'Download' })).toBeVisible();
});
