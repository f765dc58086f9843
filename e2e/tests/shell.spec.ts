import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { DEAD_REMOTE_PORT } from '../playwright.config';
import { logInByApi } from './session';
import { gotoSearch } from './searchTakeover';

test('the search page has the company title, banner, hero image and footer credit', async ({ page }) => {
  await page.goto('/careers');
  await expect(page).toHaveTitle('Careers at Northwind Labs');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company picture' }).getByRole('img', { name: 'Abstract illustration of connected teams around a globe' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Powered by Careers Platform');
});

test.describe('axe, moderate rules too', () => {
  // axe is added as a script of the page, which the pages' CSP refuses.
  test.use({ bypassCSP: true });

  test('the search page has no content outside a landmark (the hero picture is in its own region), at desktop and phone width', async ({ page }) => {
    await gotoSearch(page, '/careers/search');
    await expect(page.getByRole('heading', { name: 'Careers at Northwind Labs', level: 1 })).toBeVisible();
    await page.addScriptTag({ path: createRequire(__filename).resolve('axe-core/axe.min.js') });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const region = await page.evaluate(async () => {
        type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[]; html: string }> }> };
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
        const result = await axe.run(document, { runOnly: ['region'] });
        return result.violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 60)));
      });
      expect({ width, region }).toEqual({ width, region: [] });
    }
    // The picture looks as before: full width, 280 px high at 1280, a 72 px strip on a phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    const picture = page.getByRole('img', { name: 'Abstract illustration of connected teams around a globe' });
    expect(await picture.boundingBox()).toMatchObject({ x: 0, y: 104, width: 1280, height: 280 });
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await picture.boundingBox()).toMatchObject({ x: 0, width: 390, height: 72 });
  });
});

test("the page's scripts arrive as the build's brotli copies, and the page works from them", async ({ page }) => {
  const scripts: Array<{ path: string; encoding: string | undefined; vary: string | undefined }> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.m?js$/.test(path) && response.status() === 200) scripts.push({ path, encoding: response.headers()['content-encoding'], vary: response.headers()['vary'] });
  });
  await gotoSearch(page, '/careers/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Powered by Careers Platform');
  const main = scripts.find((s) => /^\/shell\/[0-9a-f]{12}\/main\.js$/.test(s.path));
  expect(main).toMatchObject({ encoding: 'br', vary: expect.stringMatching(/accept-encoding/i) });
  const remoteEntry = scripts.find((s) => /^\/remotes\/mf-search\/[^/]+\/remoteEntry\.js$/.test(s.path));
  expect(remoteEntry).toMatchObject({ encoding: 'br' });
});

test('the footer is hidden on apply and shown on forms', async ({ page }) => {
  await page.goto('/careers/apply?pid=1');
  await expect(page.getByRole('heading', { name: 'Apply', level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/careers/forms');
  await expect(page.getByRole('heading', { name: 'Join our talent network', level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('pages keep the spec gutters: 40 px on large desktops, 24 on desktop and tablet, 16 on phones, 8 at 400 % zoom', async ({ page }) => {
  await page.goto('/careers/forms');
  await expect(page.getByRole('heading', { name: 'Join our talent network', level: 1 })).toBeVisible();
  const insets = () =>
    page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      const nav = document.querySelector('nav') as HTMLElement;
      const pad = (el: HTMLElement) => [getComputedStyle(el).paddingLeft, getComputedStyle(el).paddingRight];
      return { main: pad(main), nav: pad(nav), overflow: document.documentElement.scrollWidth > window.innerWidth };
    });
  for (const [width, gutter] of [[1280, 40], [800, 24], [390, 16], [320, 8]] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, ...(await insets()) }).toEqual({ width, main: [`${gutter}px`, `${gutter}px`], nav: [`${gutter}px`, `${gutter}px`], overflow: false });
  }
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('<html lang> names the language shown, and an unknown page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/careers/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Swahili has no messages (nor does the company offer it): the visitor's next language, Spanish, is shown rather
    // than English, and the page says so, after the scripts' takeover too.
    await page.goto('/careers/no/such/page?hl=sw');
    await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // Arabic is one of the eight: the page reads right to left.
    await page.goto('/careers/no/such/page?hl=ar');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Página no encontrada');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test('React is loaded exactly once while several remotes render', async ({ page }) => {
  // Every copy of react-dom registers itself with the devtools hook: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  // Logged in from the start: the three remotes below then render in one document (a log-in in the
  // page reloads it and starts the count again).
  await logInByApi(page);
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: 'Careers at Northwind Labs', level: 1 })).toBeVisible();
  await page.evaluate(() => history.pushState(null, '', '/careers/forms'));
  await expect(page.getByRole('heading', { name: 'Join our talent network', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  const copies = await page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(copies).toBe(1);
});

test.describe('with the offers remote pointed at a dead address', () => {
  test.use({ baseURL: `http://127.0.0.1:${DEAD_REMOTE_PORT}` });

  test('its slot shows a fallback with Retry while the navbar and other remotes keep working', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Offers' }).click();
    const fallback = page.getByRole('alert').filter({ hasText: "Sorry, this part of the page didn't load." });
    await expect(fallback).toBeVisible();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Sorry, this part of the page didn't load." })).toBeVisible();
    // The navbar still works, and so does another remote.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "didn't load" })).toHaveCount(0);
    await page.getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Careers at Northwind Labs', level: 1 })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 760 } });

  test('the company links fold into a Menu button that opens and navigates', async ({ page }) => {
    await page.goto('/careers');
    const jobs = page.getByRole('link', { name: 'Jobs', exact: true });
    await expect(jobs).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Join our talent network' }).click();
    await expect(page.getByRole('heading', { name: 'Join our talent network', level: 1 })).toBeVisible();
    await expect(jobs).toBeHidden();
  });
});
