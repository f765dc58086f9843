import { expect, test, type Page } from '@playwright/test';
import { collectErrors, demoJob } from './demoJob';
import { holdScripts, remoteScripts } from './holdScripts';
import { waitForReactRoot } from './reactRoot';
import { logInByApi } from './session';

// Issue 27 (pages useful before and without scripts), a user trial: on the apply page the server drew, the Country
// list and the phone question showed only 'Loading' until the browser's scripts had run (the list's options come
// from an endpoint, the phone widget from a chunk of its own). On a slow phone a candidate saw that; without
// scripts they could not answer. Nothing is sent or saved here.

const main = (page: Page) => page.getByRole('main');
const country = (page: Page) => main(page).getByRole('combobox', { name: 'Country', exact: true });
const phoneCountry = (page: Page) => main(page).getByRole('combobox', { name: 'Phone country', exact: true });
const SHOTS = 'test-results/apply-country-lists';

test.describe('without JavaScript, at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a visitor's apply page lists the countries and the phone's countries, and a country can be chosen", async ({ page }) => {
    const job = await demoJob(page);
    await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`);
    await expect(main(page).getByRole('heading', { level: 1, name: `Apply for ${job.name}` })).toBeVisible();
    await expect(main(page).getByText('Loading', { exact: true })).toHaveCount(0);
    await expect(country(page).getByRole('option', { name: 'Germany', exact: true })).toHaveCount(1);
    await expect(country(page).getByRole('option', { name: 'United States', exact: true })).toHaveCount(1);
    await expect(country(page)).toHaveValue('');
    await expect(phoneCountry(page).getByRole('option', { name: 'Germany (+49)' })).toHaveCount(1);
    await expect(main(page).getByRole('textbox', { name: /^Phone/ })).toBeVisible();
    await country(page).selectOption({ label: 'Canada' });
    await expect(country(page)).toHaveValue('CA');
    await country(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/visitor-no-js.png` });
  });

  // 'State or province' is a text box here, not the profile country's regions: without scripts the list could not
  // follow another country (user trial s19: Brazil kept Alberta, British Columbia…).
  test("a candidate's country from their profile is chosen, and 'State or province' is a text box that takes any", async ({ page }) => {
    await logInByApi(page);
    const job = await demoJob(page);
    await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`);
    // The demo candidate's profile says 'Berlin, Germany'.
    await expect(country(page)).toHaveValue('DE');
    await expect(country(page).getByRole('option', { name: 'Germany', exact: true })).toHaveJSProperty('selected', true);
    await expect(main(page).getByRole('combobox', { name: 'State or province', exact: true })).toBeHidden();
    const region = main(page).getByRole('textbox', { name: 'State or province', exact: true });
    await region.fill('Bavaria');
    await expect(region).toHaveValue('Bavaria');
    await expect(phoneCountry(page)).toHaveValue('DE');
    await country(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/candidate-no-js.png` });
  });
});

test.describe('with JavaScript held back, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("a country, a phone's country and its number given before the takeover are kept; the lists stay where they were, no hydration error", async ({ page }) => {
    const job = await demoJob(page);
    const errors = collectErrors(page, { warnings: true, scriptsHeld: true });
    const release = await holdScripts(page, remoteScripts('mf-forms'));
    await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`, { waitUntil: 'commit' });
    await expect(country(page).locator('option', { hasText: 'Canada' })).toHaveCount(1);
    await country(page).selectOption({ label: 'Canada' });
    // The phone question, drawn by the server too: its country and number (its own box, after the country list).
    const phoneNumber = main(page).locator('[data-field] input[type="tel"]').first();
    await phoneCountry(page).selectOption('DE');
    await phoneNumber.fill('30 901820');
    const before = { country: await country(page).boundingBox(), phone: await phoneCountry(page).boundingBox() };
    release();
    await waitForReactRoot(page, '[data-remote="mf-forms"]');
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit');
    await expect(country(page)).toHaveValue('CA');
    // The phone's answer stays too: its widget's chunk came before the hydration, so its drawing was hydrated, not
    // drawn anew (it was: 'US' and an empty box again).
    await expect(phoneCountry(page)).toHaveValue('DE');
    await expect(phoneNumber).toHaveValue('30 901820');
    // Nothing drawn moved (the region question that Canada brings appears below them).
    // The form now acts on the answer: Canada's provinces are asked for and listed.
    await expect(main(page).getByRole('combobox', { name: 'State or province', exact: true }).locator('option', { hasText: 'Ontario' })).toHaveCount(1);
    expect({ country: await country(page).boundingBox(), phone: await phoneCountry(page).boundingBox() }).toEqual(before);
    expect(errors.filter((text) => /hydrat|#418|#419|did not match/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await country(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/after-takeover.png` });
  });
});
