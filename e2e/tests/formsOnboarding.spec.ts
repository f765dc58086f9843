import { expect, test } from '@playwright/test';
import { logInAs, ONBOARDING } from './formsFixture';

// The onboarding form (a question of every type) on a desktop: entries, the phone row, dates, contrast,
// answers kept on leaving, and the e-signature frames the page's CSP allows.

test.describe('the onboarding form on a desktop', () => {
  test.use({ bypassCSP: true });

  test("'Add education' clicked twice adds two entries", async ({ page }) => {
    await logInAs(page, 'alex@demo.test');
    await page.goto(ONBOARDING);
    const entries = page.getByRole('group', { name: /^Education \d$/ });
    await expect(entries).toHaveCount(1);
    const add = page.getByRole('button', { name: 'Add education' });
    await add.click();
    await add.click();
    await expect(entries).toHaveCount(3);
    await expect(page.getByText('School is required')).toHaveCount(0);
  });

  test("the phone country and number share a row; empty dates show 'Select date' and 'MM/YYYY', not the browser's pattern; field borders have 3:1 contrast", async ({ page }) => {
    await logInAs(page, 'alex@demo.test');
    await page.goto(ONBOARDING);
    const phone = page.locator('[data-field="mobilePhone"]');
    await expect(phone.getByRole('textbox')).toBeVisible();
    const [countryBox, numberBox] = [await phone.getByRole('combobox').boundingBox(), await phone.getByRole('textbox').boundingBox()];
    expect(Math.abs(countryBox!.y - numberBox!.y)).toBeLessThan(2);

    // Chromium ignores placeholder on type=date and draws mm/dd/yyyy: the toolkit draws its own and hides that.
    const birth = page.getByLabel(/^Date of birth/);
    const birthField = page.locator('[data-field="dateOfBirth"]');
    await birth.scrollIntoViewIfNeeded();
    await expect(birthField.getByText('Select date')).toBeVisible();
    expect(await birth.evaluate((input) => getComputedStyle(input).color)).toBe('rgba(0, 0, 0, 0)');
    await birth.focus();
    await expect(birthField.getByText('Select date')).toBeHidden();
    expect(await birth.evaluate((input) => getComputedStyle(input).color)).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.type('05171990');
    await expect(birth).toHaveValue('1990-05-17');
    await birth.blur();
    await expect(birthField.getByText('Select date')).toHaveCount(0);
    const start = page.getByRole('textbox', { name: 'School' }).locator('xpath=ancestor::fieldset[1]').getByLabel('Start date');
    await expect(start.locator('xpath=following-sibling::*[1]')).toHaveText('MM/YYYY');
    await expect(start.locator('xpath=following-sibling::*[1]')).toBeVisible();

    // WCAG 1.4.11: a field's border against the page, at least 3:1.
    const contrasts = await page.evaluate(() => {
      const luminance = (rgb: string) => {
        const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const fields = [...document.querySelectorAll<HTMLElement>('form input[type="text"], form input[type="email"], form input[type="tel"], form input[type="date"], form input[type="month"], form input[type="number"], form select, form textarea')];
      return fields.map((field) => {
        const [border, background] = [luminance(getComputedStyle(field).borderTopColor), luminance(getComputedStyle(document.body).backgroundColor || 'rgb(255,255,255)')];
        return { name: field.getAttribute('name'), ratio: (Math.max(border, background) + 0.05) / (Math.min(border, background) + 0.05) };
      });
    });
    expect(contrasts.length).toBeGreaterThan(10);
    for (const { name, ratio } of contrasts) expect(ratio, `${name}'s border`).toBeGreaterThanOrEqual(3);
  });

  test('typed answers are not lost to a navbar link, a reload or a page link without asking', async ({ page }) => {
    await logInAs(page, 'alex@demo.test');
    await page.goto(ONBOARDING);
    const preferred = page.getByRole('textbox', { name: 'Preferred name' });
    await preferred.fill('Lex');
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
    await expect.poll(() => questions).toEqual(['confirm: You have unsaved changes. Leave this page?']);
    await expect(page).toHaveURL(/form_id=new-hire-onboarding/);
    await expect(preferred).toHaveValue('Lex');

    void page.evaluate(() => location.reload());
    await expect.poll(() => questions.length).toBe(2);
    expect(questions[1]).toMatch(/^beforeunload/);
    await expect(preferred).toHaveValue('Lex');

    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Back to the forms center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forms center' })).toBeVisible();
  });
});

test('the e-signature frames of a form are allowed by the page\'s CSP', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await logInAs(page, 'alex@demo.test');
  await page.goto(ONBOARDING);
  await expect(page.locator('iframe[title="Employee handbook"]')).toHaveAttribute('src', 'https://esign.demo.test/sign/handbook');
  // A frame the policy blocks is refused when its navigation starts, and the page's load waits for its frames; the
  // violation event is a task queued then, so one more task turn after load has seen it.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((turned) => setTimeout(turned, 0)));
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((v) => v.startsWith('frame-src'))).toEqual([]);
});
