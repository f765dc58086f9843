import { expect, test } from '@playwright/test';
import { collectErrors, demoJob } from './demoJob';
import { DEMO_PASSWORD, logIn } from './login';

// Issue 27, the server-rendered pages read without JavaScript (found by a non-author trial): every control on
// them either works without scripts or is not drawn. `(scripting: none)` matches in Chromium with JavaScript off,
// as in Playwright's `javaScriptEnabled: false`, so what these tests see is what such a visitor sees.

test.describe('without JavaScript, at phone width', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a job page draws no 'Save job' or 'Add to job cart' that could never act", async ({ page }) => {
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply' })).toBeVisible();
    await expect(main.getByRole('button', { name: /Save job/ })).toBeHidden();
    await expect(main.getByRole('button', { name: /job cart/ })).toBeHidden();
    await expect(main.getByText('Getting ready, one moment')).toHaveCount(0);
  });

  test("the Menu opens the company's links, and 'Log in' in the header and under 'How you match' go to the login page and back", async ({ page }) => {
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Jobs' })).toBeHidden();
    await nav.getByRole('link', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Join our talent network' })).toBeVisible();
    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/careers\/search$/);

    await page.goto(`/careers/job/${job.id}`);
    const match = page.getByRole('main').getByText('Log in to see how your profile matches this job.');
    await expect(match.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/careers/login?next=${encodeURIComponent(`/careers/job/${job.id}`)}`);
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/careers/login?next=${encodeURIComponent(`/careers/job/${job.id}`)}`);
    await nav.getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill('alex@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/job/${job.id}$`));
    await expect(nav).toContainText('Alex Rivera');
  });
});

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stand-ins are not drawn: Menu and Log in are the buttons, Save job the button, and no hydration warning', async ({ page }) => {
    const errors = collectErrors(page, { warnings: true });
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /Save job/ })).toBeEnabled();
    await expect(main.getByRole('button', { name: /Save job/ })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'Menu' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await nav.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your candidate account' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a logged-in job page: 'How you match' is styled by a class, so the CSP refuses nothing and the console stays clean", async ({ page }) => {
    const errors = collectErrors(page, { warnings: true });
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    await logIn(page);
    const html = await (await page.request.get(`/careers/job/${job.id}`)).text();
    expect(html).toMatch(/<section aria-label="How you match"/);
    expect(html).not.toMatch(/style="visibility:hidden"/);
    await page.goto(`/careers/job/${job.id}`);
    await expect(page.getByRole('region', { name: 'How you match' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => /Content Security Policy|style-src|hydrat/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
