import { expect, test, type Page } from '@playwright/test';
import { livePosition } from './formsFixture';
import { logInByApi } from './session';

// Issue 27, first paint on phones: a page a remote draws names in its HTML every script the remote needs for its
// first view (its entry, expose, root and page chunks, and its own copies of shared modules the shell does not
// carry), so all of them download at once beside the shell's main.js. Before, the root's and page's chunks and the
// copies were found only once the remote's code ran: two more round trips before the page could draw.
test.use({ viewport: { width: 390, height: 844 } });

type Script = { file: string; by: string; at: number };

/** The remote's scripts the page downloaded, with what asked for each ('link': the HTML's preload hint). */
const remoteScripts = (page: Page, remote: string) =>
  page.evaluate(
    (prefix) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes(prefix) && entry.name.endsWith('.js'))
        .map((entry): Script => ({ file: entry.name.split('/').slice(-1)[0] ?? '', by: entry.initiatorType, at: entry.startTime })),
    `/remotes/${remote}/`,
  );

/** The scripts found late: asked for by the remote's code rather than named in the HTML. */
const foundLate = (scripts: Script[]) => scripts.filter((script) => script.by !== 'link').map((script) => script.file);

test("the dashboard's first list draws from scripts the HTML named; none of mf-dashboard's was found late", async ({ page }) => {
  await logInByApi(page);
  await page.goto('/careers/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  const scripts = await remoteScripts(page, 'mf-dashboard');
  expect(scripts.map((script) => script.file)).toEqual(expect.arrayContaining(['remoteEntry.js', '__federation_expose_app.js', 'root.js', 'page-dashboard.js']));
  expect(foundLate(scripts)).toEqual([]);
});

test("the apply page's form draws from scripts the HTML named, for a visitor too; none of mf-forms' was found late", async ({ page }) => {
  const position = await livePosition(page);
  // When the form first showed: what its widgets load once drawn (the phone field's code) comes after it by design.
  await page.addInitScript(() => {
    const w = window as unknown as { formAt: number | null };
    w.formAt = null;
    new MutationObserver(() => {
      if (w.formAt === null && document.querySelector('#main-content form')) w.formAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/careers/apply?pid=${position.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Apply for ${position.name}` })).toBeVisible();
  await expect(page.getByRole('form')).toBeVisible();
  const scripts = await remoteScripts(page, 'mf-forms');
  expect(scripts.map((script) => script.file)).toEqual(expect.arrayContaining(['remoteEntry.js', 'page-apply.js', 'page-apply.form.js']));
  const formAt = await page.evaluate(() => (window as unknown as { formAt: number | null }).formAt);
  expect(formAt).not.toBeNull();
  // Everything the build lists for the page (preloads.json: root, page, form, the remote's copies of shared
  // modules) came by the HTML's hints. Only the forms toolkit's own lazy widget code (the phone field's, loaded as
  // the form draws) is found late: the toolkit's chunks are not named, so no build list can name it.
  const build = /\/remotes\/mf-forms\/([^/]+)\//.exec((await page.content()).match(/\/remotes\/mf-forms\/[^/]+\/remoteEntry\.js/)?.[0] ?? '')?.[1];
  const list = (await (await page.request.get(`/remotes/mf-forms/${build}/preloads.json`)).json()) as { groups: Record<string, { js: string[] }>; shared: Record<string, { js: string[] }> };
  const listed = new Set([...Object.values(list.groups), ...Object.values(list.shared)].flatMap((entry) => entry.js));
  const beforeForm = scripts.filter((script) => script.at < (formAt as number));
  expect(foundLate(beforeForm).filter((file) => listed.has(file) || file === 'remoteEntry.js')).toEqual([]);
  expect(foundLate(beforeForm).length).toBeLessThanOrEqual(1);
});
