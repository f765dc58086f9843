import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { INTRANET_PORT } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { logInByApi } from './session';

// The theme builder (issue 32) as the demo company's theme editor: a change shows in the live preview as it is
// typed, a low-contrast pair is flagged beside its fields and blocks Publish, a publish reaches visitors' pages and
// the bell embedded on the demo intranet, and restoring the version before it brings the old look back. Each test
// leaves the company on the look it found (the other specs expect the default look).

const EDITOR = 'theme@demo.test';
const PURPLE = '#7a1fa2';
const PURPLE_RGB = 'rgb(122, 31, 162)';
const PALE = '#eeeeee';
const PALE_RGB = 'rgb(238, 238, 238)';
type Product = 'pcsx' | 'default';

test.use({ bypassCSP: true });

/**
 * The version visitors see now, published first if nothing is yet (the default look as version 1), so the test can
 * restore it at the end.
 */
async function liveVersion(page: Page, csrf: string, product: Product): Promise<number> {
  const versions = (await (await page.request.get(`/api/pcsx/theme_builder/${product}/versions`)).json()) as { versions: { version: number }[] };
  if (versions.versions[0]) return versions.versions[0].version;
  const state = (await (await page.request.get(`/api/pcsx/theme_builder/${product}`)).json()) as { defaults: unknown };
  const headers = { 'x-csrf-token': csrf };
  expect((await page.request.put(`/api/pcsx/theme_builder/${product}/draft`, { headers, data: { theme: state.defaults } })).status()).toBe(200);
  const published = await page.request.post(`/api/pcsx/theme_builder/${product}/publish`, { headers, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return ((await published.json()) as { version: number }).version;
}

async function openBuilder(page: Page) {
  await page.goto('/careers/theme-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme builder' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

/** The primary buttons' background colour field of the product shown. */
async function primaryBackground(page: Page) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Primary buttons' }).click();
  return page.getByRole('region', { name: 'Primary buttons' }).getByRole('textbox', { name: /^Background colour/ });
}

const searchButton = (where: Page | FrameLocator) => where.getByRole('main').getByRole('button', { name: 'Search', exact: true });

/** Restores `version` through the History list, unless it is still the live one (nothing was published after it). */
async function restore(page: Page, product: Product, version: number) {
  const live = (await (await page.request.get(`/api/pcsx/theme_builder/${product}/versions`)).json()) as { versions: { version: number }[] };
  if (live.versions[0]?.version === version) return;
  await page.getByRole('radio', { name: product === 'pcsx' ? 'Careers site' : 'Intranet widgets' }).check();
  const history = page.getByRole('region', { name: 'Published versions' });
  await history.getByRole('button', { name: `Restore version ${version}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Restore version ${version}` }).getByRole('button', { name: 'Restore' }).click();
  // The new live version is a copy of the restored one (a restore publishes it again).
  await expect(history.getByRole('listitem').first()).toContainText(`A restore of version ${version}`);
}

async function asVisitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test('change the primary button colour, see the preview follow, be warned of low contrast, publish, and restore', async ({ page, browser }) => {
  test.slow();
  const csrf = await logInByApi(page, EDITOR);
  const before = { pcsx: await liveVersion(page, csrf, 'pcsx'), default: await liveVersion(page, csrf, 'default') };
  try {
    await openBuilder(page);
    const preview = page.frameLocator('iframe[title="Preview: Search"]');
    await expect(searchButton(preview)).toBeVisible();

    const field = await primaryBackground(page);
    await field.fill(PALE);
    await expect(searchButton(preview)).toHaveCSS('background-color', PALE_RGB);
    // White text on a pale button: flagged beside both colours, and Publish waits for an override.
    const section = page.getByRole('region', { name: 'Primary buttons' });
    await expect(section.getByText(/on Background colour — needs 4\.5:1/)).toBeVisible();
    await expect(page.getByText('1 pair does not meet WCAG 2.2 AA:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await field.fill(PURPLE);
    await expect(searchButton(preview)).toHaveCSS('background-color', PURPLE_RGB);
    await expect(page.getByText('Every text, border and focus ring meets WCAG 2.2 AA.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Version ${before.pcsx + 1} is published: visitors see it now.`).last()).toBeVisible();

    // The widgets embedded in intranets have a theme of their own: the bell draws its tabs section (the selected
    // tab's text), in the same colour.
    await page.getByRole('radio', { name: 'Intranet widgets' }).check();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Tabs' }).click();
    await page.getByRole('region', { name: 'Tabs' }).getByRole('textbox', { name: /^Active text colour/ }).fill(PURPLE);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Version ${before.default + 1} is published: visitors see it now.`).last()).toBeVisible();

    const visitor = await asVisitor(browser);
    await visitor.page.goto('/careers/search');
    await expect(searchButton(visitor.page)).toHaveCSS('background-color', PURPLE_RGB);
    await visitor.close();

    // The bell on the demo intranet (another origin), as a candidate whose bell it is.
    const candidate = await asVisitor(browser);
    await logInByApi(candidate.page, 'sam@demo.test');
    await candidate.page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
    await candidate.page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = candidate.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('tab', { selected: true })).toHaveCSS('color', PURPLE_RGB);
    await candidate.close();
  } finally {
    // The versions the test found, live again through the builder's History (the other specs expect that look).
    await page.goto('/careers/theme-builder');
    await restore(page, 'pcsx', before.pcsx);
    await restore(page, 'default', before.default);
  }
  const after = await asVisitor(browser);
  await after.page.goto('/careers/search');
  await expect(searchButton(after.page)).not.toHaveCSS('background-color', PURPLE_RGB);
  await after.close();
});

test('by keyboard alone: Tab to a colour field, type a hex value, and the preview changes', async ({ page }) => {
  await logInByApi(page, EDITOR);
  await openBuilder(page);
  const preview = page.frameLocator('iframe[title="Preview: Search"]');
  await expect(searchButton(preview)).toBeVisible();
  const focused = () => page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { text: element?.textContent ?? '', token: element?.getAttribute('data-token') ?? '' };
  });
  let found = false;
  for (let presses = 0; presses < 80 && !found; presses++) {
    await page.keyboard.press('Tab');
    found = (await focused()).text === 'Primary buttons';
  }
  expect(found).toBe(true);
  // Enter opens the section and puts the focus on its heading: the next Tab is its first field.
  await page.keyboard.press('Enter');
  found = false;
  for (let presses = 0; presses < 3 && !found; presses++) {
    await page.keyboard.press('Tab');
    found = (await focused()).token === 'primary_buttons.backgroundColour';
  }
  expect(found).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('#0a6');
  await expect(searchButton(preview)).toHaveCSS('background-color', 'rgb(0, 170, 102)');
  // Nothing was saved: a reload starts from what the server has.
  await page.reload();
  await expect(page.getByText('Unsaved changes.')).toHaveCount(0);
});

test("the widgets' preview draws the draft: the embedded bell takes the typed text colour", async ({ page }) => {
  await logInByApi(page, EDITOR);
  await openBuilder(page);
  await page.getByRole('radio', { name: 'Intranet widgets' }).check();
  const preview = page.frameLocator('iframe[title="Preview: Bell and offers widget"]');
  const bell = preview.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await page.getByRole('region', { name: 'Core properties' }).getByRole('textbox', { name: /^Text colour/ }).fill(PURPLE);
  await expect(bell).toHaveCSS('color', PURPLE_RGB);
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 768, height: 1024 }],
] as const) {
  test(`the builder has no serious accessibility violations on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInByApi(page, EDITOR);
    await openBuilder(page);
    await expect(page.getByRole('region', { name: 'Published versions' })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
}

test('a candidate gets the not-found page, not the builder', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');
  const response = await page.goto('/careers/theme-builder');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
