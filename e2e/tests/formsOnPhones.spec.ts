import { expect, test } from '@playwright/test';
import { logInAs, ONBOARDING } from './formsFixture';
import { logIn } from './login';

// The forms pages at phone widths (390 and 320 px): onboarding by keyboard with the sticky footer bar,
// nothing wider than the screen, and the navbar fitting logged out and in.

test.describe('the onboarding form, on a phone and by keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('Enter in a radio or a date does not submit, and a focused field is never hidden under the sticky footer bar', async ({ page }) => {
    // The page's timers run on Playwright's clock, so a validation run and its focus move get their time without a sleep.
    await page.clock.install();
    await logInAs(page, 'alex@demo.test');
    await page.goto(ONBOARDING);
    const heading = page.getByRole('heading', { level: 1, name: 'New hire onboarding' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Preferred name' })).toBeVisible();
    // A submit would show every error and focus the first; Enter in a radio or a date does neither.
    for (const field of [page.getByRole('group', { name: /^Where will you pay income tax\?/ }).getByRole('radio').first(), page.getByLabel(/^Date of birth/)]) {
      await field.focus();
      await page.keyboard.press('Enter');
      // Long enough for a validation run and its focus move to show.
      await page.clock.runFor(300);
      await expect(field).toBeFocused();
    }
    await expect(page.getByText('Skills you bring is required')).toHaveCount(0);

    await heading.focus();
    // Tab through the fields above the documents (the e-sign frames hold documents of their own).
    for (let stop = 0; stop < 24; stop += 1) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const footer = document.querySelector('form button[type="submit"]')!.parentElement!;
        if (footer.contains(focused) || focused.tagName === 'IFRAME') return null;
        const rect = focused.getBoundingClientRect();
        return { name: focused.getAttribute('name') ?? focused.textContent, top: rect.top, bottom: rect.bottom, footerTop: footer.getBoundingClientRect().top };
      });
      if (!box) break;
      expect(box.top, `${box.name} is below the top of the screen`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${box.name} is above the footer bar`).toBeLessThanOrEqual(box.footerTop);
    }
  });

  test('the list entries and the phone number fit the screen: one column, nothing sideways', async ({ page }) => {
    await logInAs(page, 'alex@demo.test');
    await page.goto(ONBOARDING);
    const school = page.getByRole('textbox', { name: 'School' });
    const degree = page.getByRole('textbox', { name: 'Degree or course' });
    await expect(school).toBeVisible();
    const [schoolBox, degreeBox] = [await school.boundingBox(), await degree.boundingBox()];
    expect(degreeBox!.y).toBeGreaterThan(schoolBox!.y + schoolBox!.height);
    const phone = page.locator('[data-field="mobilePhone"]');
    const [countryBox, numberBox] = [await phone.getByRole('combobox').boundingBox(), await phone.getByRole('textbox').boundingBox()];
    expect(Math.abs(countryBox!.y - numberBox!.y)).toBeLessThan(2);
    expect(numberBox!.x + numberBox!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

for (const width of [320, 390]) {
  test(`the navbar fits a ${width} px screen logged out and logged in, and the form's footer bar is on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const fits = async (button: string) => {
      const box = await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button }).boundingBox();
      expect(box!.x + box!.width, `${button} ends inside the screen`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
    };
    await page.goto('/careers/forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Join our talent network' })).toBeVisible();
    await fits('Log in');
    await logIn(page);
    await fits('Log out');
    await page.goto(ONBOARDING);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeInViewport();
    const box = await submit.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await fits('Log out');
  });
}
