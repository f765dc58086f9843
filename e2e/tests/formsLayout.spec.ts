import { expect, test, type Page } from '@playwright/test';
import { logInByApi } from './session';

// Form toolkit behaviour only a real browser shows: the stepper's scroll spy over real layout and
// smooth scrolling, and select options kept in the browser's Cache Storage across page loads.

const STEPPER_FORM = '/careers/forms?form_id=employee-information';

async function openStepperForm(page: Page) {
  await logInByApi(page, 'sam@demo.test');
  await page.goto(STEPPER_FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee information' })).toBeVisible();
}

test.describe('the stepper form', () => {
  test.use({ bypassCSP: true });

  test('a clicked short step stays marked at the page end; scrolling within a second of a click is followed', async ({ page }) => {
    // The page's timers run on Playwright's clock (time flows as usual until the test moves it on), so "past the lock"
    // is the page's own second, not a sleep that a loaded machine may not give it.
    await page.clock.install();
    await openStepperForm(page);
    // The phone fields (a lazy part) and the Country options arrive after the heading, each making the page 21 px
    // taller. A click before that scrolls smoothly to where the page ended then and stops short of its new end (seen
    // here: 1008 of 1029 px); waiting for the end then never came true and the test timed out in CI (30 s).
    await expect(page.locator('form').getByText('Loading', { exact: true })).toHaveCount(0);
    const steps = page.getByRole('navigation', { name: 'Form steps' });
    const step = (title: string) => steps.getByRole('button', { name: new RegExp(`^${title}`) });

    // 'Direct deposit' is too short to reach the top: the page ends first, with 'Confirmation' below it in view.
    await step('Direct deposit').click();
    await expect(step('Direct deposit')).toHaveAttribute('aria-current', 'step');
    // The click scrolls smoothly to the page's end (the browser's animation, not a page timer): once there, the page's
    // time moves past the 1 s lock (spec §9) and the scroll spy looks again: the clicked step is in view, so it stays.
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
    await page.clock.runFor(1500);
    await expect(step('Direct deposit')).toHaveAttribute('aria-current', 'step');

    // A step click, then the candidate scrolls back to the top before the second is over.
    await step('Home address').click();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(step('Contact details')).toHaveAttribute('aria-current', 'step');
  });
});

test('select options come from the browser cache on the next page load (spec §9: form cache 3600 s)', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pcsx/form_options/countries')) asked.push(request.url());
  });
  await openStepperForm(page);
  const country = page.getByRole('region', { name: 'Home address' }).getByRole('combobox', { name: 'Country', exact: true });
  await expect(country.locator('option', { hasText: 'Germany' })).toBeAttached();
  // Asked for this candidate on the first load (answers are kept per person).
  expect(asked.length).toBeGreaterThan(0);
  asked.length = 0;

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee information' })).toBeVisible();
  await expect(country.locator('option', { hasText: 'Germany' })).toBeAttached();
  expect(asked).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).includes('careers-cached-get-v1'))).toBe(true);
});
