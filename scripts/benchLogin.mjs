// The benches that load pages as a candidate log in as one does: through the navbar's Log in and its dialog.

/** Logs the demo candidate Alex in on `site` in `page` and waits until the page says so (its Log out). */
export async function logInAsAlex(page, site) {
  await page.goto(`${site}/careers`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill('alex@demo.test');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}
