import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { logInAs } from './formsFixture';

// The stepper form: errors per step, keyboard, the progress bar on a phone, the active step on scrolling.

test.describe('the stepper form', () => {
  test.use({ bypassCSP: true });

  test('desktop: error counts per step, a step click focuses its first invalid field, Home and End', async ({ page }) => {
    await logInAs(page, 'sam@demo.test');
    await page.goto('/careers/forms?form_id=employee-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee information' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Form steps' });
    const step = (title: string) => steps.getByRole('button', { name: new RegExp(`^${title}`) });
    await expect(step('Contact details')).toHaveAttribute('aria-current', 'step');
    // No counts before a field was touched or a submit was tried.
    await expect(steps).not.toContainText('found');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Legal first name' })).toBeFocused();
    await expect(step('Contact details')).toContainText('4 errors found');
    await expect(step('Home address')).toContainText('4 errors found');
    await expect(step('Emergency contact')).toContainText('3 errors found');
    await expect(step('Confirmation')).toContainText('1 error found');

    await step('Home address').click();
    await expect(page.getByRole('textbox', { name: 'Street and number' })).toBeFocused();
    await expect(step('Home address')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('textbox', { name: 'Street and number' }).fill('Rua Augusta 10');
    await page.getByRole('textbox', { name: 'Street and number' }).blur();
    await expect(step('Home address')).toContainText('3 errors found');

    await step('Home address').focus();
    await page.keyboard.press('End');
    await expect(step('Confirmation')).toBeFocused();
    await expect(step('Confirmation')).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('Home');
    await expect(step('Contact details')).toBeFocused();
    await expect(step('Contact details')).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousViolations(page);
  });

  test('phone: a progress bar instead of the step list, and the first error focused on submit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAs(page, 'sam@demo.test');
    await page.goto('/careers/forms?form_id=employee-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Employee information' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Form steps' })).toBeHidden();
    const progress = page.getByRole('progressbar', { name: 'Form progress' });
    await expect(progress).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Legal first name' })).toBeFocused();
    await expect(page.getByText('Legal first name is required')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I confirm that these details are correct.' }).scrollIntoViewIfNeeded();
    await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
    await expectNoSeriousViolations(page);
  });
});

test.describe('the stepper form, scrolled', () => {
  test.use({ bypassCSP: true });

  test('the last step becomes active at the bottom of the page, the first back at the top', async ({ page }) => {
    await logInAs(page, 'sam@demo.test');
    await page.goto('/careers/forms?form_id=employee-information');
    const steps = page.getByRole('navigation', { name: 'Form steps' });
    const step = (title: string) => steps.getByRole('button', { name: new RegExp(`^${title}`) });
    await expect(step('Contact details')).toHaveAttribute('aria-current', 'step');
    // The end of the page, as a candidate reaches it: scrolled again if the page grew meanwhile (options and
    // frames still arriving on a busy machine), since the spy follows scrolling, not late growth.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(step('Confirmation')).toHaveAttribute('aria-current', 'step', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(step('Contact details')).toHaveAttribute('aria-current', 'step');
  });
});
