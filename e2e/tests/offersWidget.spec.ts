import { expect, test } from '@playwright/test';
import { INTRANET_PORT } from '../playwright.config';
import { holdRequests } from './holdRequests';
import { logInByApi } from './session';

// The offers widget on the demo intranet (another origin, hostile CSS, strict CSP): the candidate's
// offers in embedded mode, moving between pages without touching the host page's address.

test('the demo intranet shows the job offers panel: no heading, offers with Action required, the offer page in place', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');

  await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  const panel = page.locator('#careers-offers');
  const view = panel.getByRole('button', { name: /^View job offer for / }).first();
  await expect(view).toBeVisible();
  await expect(panel.getByText('Action required').first()).toBeVisible();
  // Embedded mode: the host names the panel ('Your job offers'); the widget adds no 'Offers' heading.
  await expect(panel.getByRole('heading', { name: 'Offers', exact: true })).toHaveCount(0);
  // The fallback link is set aside while the widget is there.
  await expect(page.getByRole('link', { name: 'Open your job offers on the careers site' })).toHaveCount(0);
  // The intranet paints every button hot pink; the widget's shadow root keeps its own look.
  await expect(view).not.toHaveCSS('background-color', 'rgb(255, 105, 180)');

  await view.click();
  await expect(panel.getByRole('heading', { name: 'Job offer for the position' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Documents' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  await panel.getByRole('button', { name: 'Offers', exact: true }).click();
  await expect(panel.getByRole('button', { name: /^View job offer for / }).first()).toBeVisible();
});

test('when the offers remote cannot load, the intranet keeps its link to the careers site and the bell', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');
  await page.route('**/remotes/mf-offers/**', (route) => route.abort());
  await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  await expect(page.getByRole('button', { name: /^Notifications(, \d+ new)?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your job offers on the careers site' })).toBeVisible();
});

test('both widgets on the intranet share one copy of each library (React, emotion, swr …), however their downloads interleave', async ({ page }) => {
  await logInByApi(page, 'alex@demo.test');
  await page.goto('/careers');
  // Which file of which remote build serves which shared library, from the builds' manifests.
  const site = new URL(page.url()).origin;
  const deployed = (await (await page.request.get(`${site}/remotes.json`)).json()) as Record<string, string>;
  const sharedByFile = new Map<string, string[]>();
  for (const remote of ['mf-notifications', 'mf-offers']) {
    const address = deployed[remote];
    if (!address) throw new Error(`${remote} is not in remotes.json`);
    const manifestUrl = new URL(address, site);
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
    for (const { name, assets } of manifest.shared) {
      for (const file of assets.js.sync) {
        const path = new URL(file, manifestUrl).pathname;
        sharedByFile.set(path, [...(sharedByFile.get(path) ?? []), name]);
      }
    }
  }
  const loaded = new Map<string, string[]>();
  page.on('response', (response) => {
    const names = sharedByFile.get(new URL(response.url()).pathname);
    for (const name of names ?? []) loaded.set(name, [...(loaded.get(name) ?? []), new URL(response.url()).pathname]);
  });
  // The order that once gave the page two Reacts: the bell's remote registers its libraries first and
  // starts downloading them; the offers remote registers its own copies while those are on the way. Made
  // certain: the offers remote's entry waits until the bell's remote asks for its first file past its entry,
  // and the bell's files wait until the offers remote, started, asks for a file past its own entry.
  const pastEntry = (remote: string) => (url: URL) =>
    url.pathname.includes(`/remotes/${remote}/`) && !/\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname);
  const bellFiles = await holdRequests(page, pastEntry('mf-notifications'));
  const offersEntry = await holdRequests(page, '**/remotes/mf-offers/**/remoteEntry.js');
  void bellFiles.asked.then(() => offersEntry.release());
  void page.waitForRequest((request) => pastEntry('mf-offers')(new URL(request.url()))).then(() => bellFiles.release());
  await page.goto(`http://127.0.0.1:${INTRANET_PORT}/`);
  await expect(page.getByRole('button', { name: /^Notifications(, \d+ new)?$/ })).toBeVisible();
  await expect(page.locator('#careers-offers').getByRole('button', { name: /^View job offer for / }).first()).toBeVisible();
  expect(loaded.get('react-dom/client')).toHaveLength(1);
  expect([...loaded].filter(([, files]) => files.length > 1)).toEqual([]);
});
