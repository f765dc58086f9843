import { expect, test, type Page } from '@playwright/test';
import { demoJob } from './demoJob';
import { holdScripts, remoteScripts } from './holdScripts';
import { logInByApi } from './session';
import { waitForReactRoot } from './reactRoot';

// User trial (session 14; failed before the fix): on the server-drawn apply page, a candidate on a slow connection answers before mf-forms
// takes over. Every server-drawn control already works then (a radio, a box, a number, a date, a list): what the
// candidate answered must still be there after the takeover, and be what is sent. Nothing is sent or saved here.

const control = (page: Page, selector: string) => page.locator(`[data-remote="mf-forms"] ${selector}`);

/** Opens the demo job's apply page with mf-forms' scripts held back; returns the function that lets them through. */
async function openHeld(page: Page): Promise<() => void> {
  const job = await demoJob(page);
  const release = await holdScripts(page, remoteScripts('mf-forms'));
  await page.goto(`/careers/apply?pid=${job.id}&domain=demo.test`, { waitUntil: 'commit' });
  await expect(control(page, 'input[name="lastName"]')).toBeVisible();
  return release;
}

async function takeOver(page: Page, release: () => void) {
  release();
  await waitForReactRoot(page, '[data-remote="mf-forms"]');
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveAttribute('type', 'submit');
}

test.describe('answers given before the takeover, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("a visitor's chosen answers (a radio, the consent box, a number, a date, a list) are kept by the takeover", async ({ page }) => {
    const release = await openHeld(page);
    await control(page, 'input[name="workAuthorization"][value="yes"]').check();
    await control(page, 'input[name="privacyConsent"]').check();
    await control(page, 'input[name="salaryExpectation"]').fill('65000');
    await control(page, 'input[name="startDate"]').fill('2027-02-01');
    await control(page, 'select[name="source"]').selectOption({ index: 2 });
    const source = await control(page, 'select[name="source"]').inputValue();
    await takeOver(page, release);
    await expect(control(page, 'input[name="workAuthorization"][value="yes"]')).toBeChecked();
    await expect(control(page, 'input[name="privacyConsent"]')).toBeChecked();
    await expect(control(page, 'input[name="salaryExpectation"]')).toHaveValue('65000');
    await expect(control(page, 'input[name="startDate"]')).toHaveValue('2027-02-01');
    await expect(control(page, 'select[name="source"]')).toHaveValue(source);
  });

  test("a candidate's change to an answer their profile filled in (last name) is kept by the takeover", async ({ page }) => {
    await logInByApi(page);
    const release = await openHeld(page);
    // The profile's answer is drawn by the server; the candidate corrects it before the scripts arrive.
    await expect(control(page, 'input[name="lastName"]')).toHaveValue('Rivera');
    await control(page, 'input[name="lastName"]').fill('Rivera-Lopez');
    await takeOver(page, release);
    await expect(control(page, 'input[name="lastName"]')).toHaveValue('Rivera-Lopez');
  });
});
