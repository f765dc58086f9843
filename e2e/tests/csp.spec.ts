import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEAD_REMOTE_PORT, INTRANET_PORT } from '../playwright.config';
import { logIn } from './login';
import { logInByApi, signUpByApi } from './session';
import { gotoSearch } from './searchTakeover';

// Every page of the site, and the demo intranet with the embedded bell, under the real
// Content-Security-Policy (style-src without 'unsafe-inline'): the browser must refuse nothing, and
// the styles must really apply. A refused <style> is quiet in production (emotion swallows the
// failed insert), so each page also checks a property its styles set against the browser default.

const refusals = new WeakMap<Page, string[]>();

test.beforeEach(async ({ page }) => {
  const seen: string[] = [];
  refusals.set(page, seen);
  // Chromium explains every refusal in the console ("Applying inline style violates the following
  // Content Security Policy directive …"; older versions say "Refused to apply inline style …").
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (apply|load|execute|frame|connect)/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  // And fires securitypolicyviolation in the document (from shadow roots too: the event is composed).
  // The binding outlives navigations, so nothing is lost when a page is left.
  await page.exposeBinding('__cspViolation', ({ frame }, text: string) => void seen.push(`${frame.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} "${event.sample}"`);
      },
      true,
    );
  });
});

test.afterEach(({ page }) => {
  expect(refusals.get(page), 'Content-Security-Policy violations').toEqual([]);
});

/** Computed style values, so a failure shows all of them at once. */
async function stylesOf(locator: Locator, properties: string[]): Promise<Record<string, string>> {
  return locator.evaluate((el, names) => {
    const style = getComputedStyle(el);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** The shell's global styles: no default 8px body margin, the theme's text colour (#1d2330). */
async function expectShellStyled(page: Page) {
  expect(await stylesOf(page.locator('body'), ['margin-top', 'color'])).toEqual({ 'margin-top': '0px', color: 'rgb(29, 35, 48)' });
}

/** A page heading of the shared PageHeading: 28px, where a browser's own h1 is 32px. */
async function expectPageHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('font-size', '28px');
}

/** The server-rendered pages' stylesheet: the light grey page and the white card. */
async function expectServerPageStyled(page: Page) {
  expect(await stylesOf(page.locator('body'), ['margin-top', 'background-color'])).toEqual({ 'margin-top': '0px', 'background-color': 'rgb(244, 246, 250)' });
  expect(await stylesOf(page.locator('main.card'), ['border-top-left-radius', 'background-color'])).toEqual({ 'border-top-left-radius': '12px', 'background-color': 'rgb(255, 255, 255)' });
}

/** A live position of the demo company. */
async function livePosition(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get('/api/pcsx/search?domain=demo.test&start=0');
  const { positions } = (await answer.json()) as { positions: Array<{ id: number; name: string }> };
  if (!positions[0]) throw new Error('the demo search returned no positions');
  return positions[0];
}

test('the check itself sees a refused inline style, in the console and as an event', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers at Northwind Labs' })).toBeVisible();
  const seen = refusals.get(page) ?? [];
  expect(seen).toEqual([]);
  // What emotion's default cache would do: a <style> without the page's nonce.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { margin: 40px }';
    document.head.appendChild(style);
  });
  await expect.poll(() => seen.length).toBe(2);
  expect(seen.filter((s) => s.startsWith('console: ') && /inline style .*Content Security Policy directive 'style-src/.test(s))).toHaveLength(1);
  expect(seen.filter((s) => /^http:.*: style-src-elem refused inline/.test(s))).toHaveLength(1);
  await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
  seen.length = 0;
});

test('search, a job page and the map are styled and refused nothing', async ({ page }) => {
  await gotoSearch(page, '/careers/search?query=engineer');
  const results = page.getByRole('region', { name: /^Search results/ });
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectShellStyled(page);
  // mf-search's list is a grid; a browser's own <ol> is a block with numbers.
  expect(await stylesOf(results.locator('ol').first(), ['display', 'list-style-type'])).toEqual({ display: 'grid', 'list-style-type': 'none' });

  const position = await livePosition(page);
  await page.goto(`/careers/job/${position.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.name);
  await expect(page.getByRole('heading', { name: 'About the job' })).toBeVisible();
  await expectShellStyled(page);

  await gotoSearch(page, '/careers/search');
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of jobs' });
  const canvas = map.getByRole('application', { name: /^Map\./ });
  await expect(canvas).toBeVisible();
  await expect(map.getByRole('list', { name: 'Places on the map' }).getByRole('button').first()).toBeAttached();
  // Without its styles the map's box collapses and OpenLayers draws nothing.
  expect((await canvas.boundingBox())?.height).toBeGreaterThan(200);
});

test('forms, apply, onboarding and the forms center are styled and refused nothing', async ({ page }) => {
  await page.goto('/careers/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Join our talent network' })).toBeVisible();
  await expectShellStyled(page);

  const position = await livePosition(page);
  await page.goto(`/careers/apply?pid=${position.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply for ${position.name}` })).toBeVisible();
  await expectShellStyled(page);
  const submit = page.getByRole('button', { name: 'Submit application' });
  // The theme's primary button (#0b5cb5), not the browser's grey one.
  await expect(submit).toHaveCSS('background-color', 'rgb(11, 92, 181)');

  await logInByApi(page, 'alex@demo.test');
  await page.goto('/careers/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding' })).toBeVisible();
  await page.getByRole('link', { name: 'New hire onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New hire onboarding' })).toBeVisible();
  await expect(page.locator('iframe[title="Employee handbook"]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCSS('background-color', 'rgb(11, 92, 181)');

  await page.goto('/careers/forms/center');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms center' })).toBeVisible();
  await expectShellStyled(page);
});

test('the login modal, the open bell, the dashboard and offers are styled and refused nothing', async ({ page }) => {
  await gotoSearch(page, '/careers/search');
  await logIn(page, 'sam@demo.test');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // The bell is a round 40px button, not the browser's grey rectangle.
  expect(await stylesOf(bell, ['width', 'border-top-left-radius', 'background-color'])).toEqual({ width: '40px', 'border-top-left-radius': '50%', 'background-color': 'rgba(0, 0, 0, 0)' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  expect(await stylesOf(panel, ['position', 'width'])).toEqual({ position: 'absolute', width: '480px' });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expectPageHeading(page, 'Dashboard');
  await page.getByRole('link', { name: 'Offers' }).click();
  await expectPageHeading(page, 'Offers');
  await expectShellStyled(page);
});

test("the server's own pages (log in, sign up, log out, not found) are styled and refused nothing", async ({ page }) => {
  await page.goto('/candidate/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectServerPageStyled(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectServerPageStyled(page);

  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectServerPageStyled(page);

  await logInByApi(page, 'sam@demo.test');
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log out' })).toBeVisible();
  await expectServerPageStyled(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCSS('background-color', 'rgb(36, 70, 199)');
});

test.describe('with the offers remote pointed at a dead address', () => {
  test.use({ baseURL: `http://127.0.0.1:${DEAD_REMOTE_PORT}` });

  test("the fallback in the remote's slot is styled and refused nothing", async ({ page }) => {
    await logInByApi(page);
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Offers' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: "Sorry, this part of the page didn't load." });
    await expect(fallback).toBeVisible();
    expect(await stylesOf(fallback, ['border-top-left-radius', 'padding-top'])).toEqual({ 'border-top-left-radius': '8px', 'padding-top': '24px' });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toHaveCSS('background-color', 'rgb(24, 73, 169)');
  });
});

test('the demo intranet, strict itself, shows the embedded bell styled and refused nothing', async ({ page }) => {
  await signUpByApi(page, { firstName: 'Kim', lastName: 'Novak' });
  await gotoSearch(page, '/careers/search');
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible();

  const intranet = await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  expect(intranet?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  // The intranet's own nonced <style>: its dark header bar.
  await expect(page.locator('header.top')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  const bell = page.getByRole('button', { name: 'Notifications, 2 new' });
  await expect(bell).toBeVisible();
  // Its styles live in its shadow root, with the nonce embed.js handed on: round, 40px, and not
  // the hot pink the intranet gives every button of its own.
  expect(await stylesOf(bell, ['width', 'border-top-left-radius', 'background-color'])).toEqual({ width: '40px', 'border-top-left-radius': '50%', 'background-color': 'rgba(0, 0, 0, 0)' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: /Welcome/ })).toBeVisible();
  expect(await stylesOf(panel, ['position', 'width'])).toEqual({ position: 'absolute', width: '480px' });
});
