import { expect, test, type Page } from '@playwright/test';
import { collectErrors, demoJob } from './demoJob';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { noscriptText } from './noscript';
import { waitForReactRoot } from './reactRoot';
import { holdScripts, remoteScripts, shellScripts } from './holdScripts';

// Issue 27, first paint: the server sends the page chrome (navbar, banner, hero, footer) rendered by the shell's
// own components, and the shell takes it over without a visible change.

interface JobDetails {
  id: number;
  name: string;
  location: string;
  description: string;
}

async function demoJobDetails(page: Page): Promise<JobDetails> {
  const { id } = await demoJob(page);
  const answer = (await (await page.request.get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`)).json()) as { data: JobDetails };
  return answer.data;
}

async function expectChrome(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Northwind Labs careers home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Join our talent network' })).toBeVisible();
  // A link to the login page where no script runs, the login dialog's button where one does (withoutJavaScript.spec).
  await expect(nav.getByRole('button', { name: 'Log in' }).or(nav.getByRole('link', { name: 'Log in' }))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Company links' }).getByRole('link', { name: 'Privacy' })).toBeVisible();
  await expect(footer).toContainText('Powered by Careers Platform, open-source careers software');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page shows the navbar, banner, hero and footer', async ({ page }) => {
    await page.goto('/careers/search');
    await expectChrome(page);
    await expect(page.getByRole('img', { name: 'Abstract illustration of connected teams around a globe' })).toBeVisible();
  });

  test("a job page shows the navbar, banner and footer (its hero is the search page's only)", async ({ page }) => {
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    await expectChrome(page);
    await expect(page.getByRole('img', { name: 'Abstract illustration of connected teams around a globe' })).toHaveCount(0);
  });

  test("a job page shows the job's title, place, description and apply link inside the chrome", async ({ page }) => {
    const job = await demoJobDetails(page);
    const response = await page.goto(`/careers/job/${job.id}`);
    expect(response?.status()).toBe(200);
    await expectChrome(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    // The job's place under its title (similar roles below name their own places, the same city among them).
    await expect(main.locator('article > header').getByText(job.location, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'About the job' })).toBeVisible();
    // The insights are drawn too (issue 27): similar roles are links without any script.
    await expect(main.getByRole('region', { name: 'Insights' }).getByRole('link').first()).toHaveAttribute('href', /^\/careers\/job\/\d+$/);
    const firstParagraph = job.description.split(/\n\s*\n/)[0]!.trim();
    await expect(main.getByText(firstParagraph)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/careers/apply?pid=${job.id}`);
    await expect(main.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/careers/search');
    // A real link: followed without any script, it opens the apply page.
    await main.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/apply\\?pid=${job.id}$`));
  });

  test('a closed job shows its closed note (410), an unknown one the chrome only (404)', async ({ page }) => {
    // The demo seed closes some of its positions (the search leaves them out): the first one by id.
    let closed: (JobDetails & { archived_at: string | null }) | null = null;
    for (let id = 1; !closed && id <= 200; id += 1) {
      const answer = await page.request.get(`/api/pcsx/position_details?position_id=${id}&domain=demo.test`);
      const data = answer.ok() ? ((await answer.json()) as { data: JobDetails & { archived_at: string | null } }).data : null;
      if (data?.archived_at) closed = data;
    }
    expect(closed).not.toBeNull();
    expect((await page.goto(`/careers/job/${closed!.id}`))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1, name: closed!.name })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('This position is closed and no longer takes applications.');
    await expect(page.getByRole('link', { name: 'Apply' })).toHaveCount(0);
    expect((await page.goto('/careers/job/999999999'))?.status()).toBe(404);
    await expectChrome(page);
  });

  test('a job page and a search page say nothing about JavaScript; a page that needs it says what does not work without it', async ({ page }) => {
    const job = await demoJob(page);
    await page.goto(`/careers/job/${job.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    expect(await noscriptText(page, `/careers/job/${job.id}`)).toEqual([]);
    // The search page is drawn with its first results (their links and the form work without scripts); with a
    // position open in it, it is the browser's to draw.
    expect(await noscriptText(page, '/careers/search')).toEqual([]);
    expect(await noscriptText(page, '/careers/search?pid=1')).toEqual(['Search results need JavaScript. Please enable it and reload the page.']);
    expect(await noscriptText(page, '/careers/forms')).toEqual(['This page needs JavaScript. Please enable it and reload the page.']);
    expect(await noscriptText(page, '/careers/search?pid=1&hl=es')).toEqual(['Los resultados de búsqueda necesitan JavaScript. Actívalo y vuelve a cargar la página.']);
  });

  test('a Spanish visitor gets the Spanish chrome', async ({ page }) => {
    await page.goto('/careers/search?hl=es');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    // Without scripts, the link to the login page.
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Con la tecnología de Careers Platform');
  });
});

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on a job page the shell takes over the server's chrome: same nodes, same places, no hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    const job = await demoJob(page);
    // The shell's scripts wait until the server's chrome is marked and measured.
    const release = await holdScripts(page, shellScripts);
    await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const chrome = ['header', 'nav[aria-label="Main"]', 'section[aria-label="Announcement"]', 'footer'];
    const measure = (selectors: string[]) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector) as (Element & { __fromServer?: boolean }) | null;
        const box = element?.getBoundingClientRect();
        return { selector, fromServer: element?.__fromServer ?? false, box: box && [box.x, box.y, box.width, box.height] };
      });
    const before = await page.evaluate((selectors) => {
      for (const selector of selectors) (document.querySelector(selector) as Element & { __fromServer?: boolean }).__fromServer = true;
      return selectors.map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, fromServer: true, box: [box.x, box.y, box.width, box.height] };
      });
    }, chrome);
    expect(await page.evaluate(() => document.querySelector('script[src*="/shell/"]')?.getAttribute('src'))).toBeTruthy();
    release();
    // The job page is the remote's: once its heading shows, the shell has hydrated and mounted it.
    await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(measure, chrome);
    // Same nodes (React kept them), in the same places (nothing moved when the scripts ran). The footer stays
    // where the server put it, below the fold, until the remote's content is taller than a screen.
    expect(after.filter((c) => c.selector !== 'footer')).toEqual(before.filter((c) => c.selector !== 'footer'));
    const footerBefore = before.find((c) => c.selector === 'footer')!;
    const footerAfter = after.find((c) => c.selector === 'footer')!;
    expect(footerAfter.fromServer).toBe(true);
    expect(footerBefore.box[1]).toBeGreaterThanOrEqual(844);
    expect(footerAfter.box![1]).toBeGreaterThanOrEqual(footerBefore.box[1]!);
    // The page's emotion cache adopted the server's styles instead of inserting them a second time.
    const headerRules = await page.evaluate(() => {
      const className = [...document.querySelector('header')!.classList].find((c) => c.startsWith('careers-'));
      let count = 0;
      for (const sheet of document.styleSheets) for (const rule of sheet.cssRules) if (rule instanceof CSSStyleRule && rule.selectorText === `.${className}`) count += 1;
      return count;
    });
    expect(headerRules).toBe(1);
    // The chrome works: the login modal opens from the server-rendered button.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your candidate account' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("with JavaScript, at phone width: the job's own page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("mf-search takes over the server's job page without a shift, and its buttons work", async ({ page }) => {
    const errors = collectErrors(page);
    const job = await demoJobDetails(page);
    // Every layout shift of the page's life, as Lighthouse counts them (not those right after an input).
    await recordLayoutShifts(page);
    // mf-search's scripts wait until the server's job page is marked and measured.
    const release = await holdScripts(page, remoteScripts('mf-search'));
    await page.goto(`/careers/job/${job.id}`, { waitUntil: 'commit' });
    const firstParagraph = job.description.split(/\n\s*\n/)[0]!.trim();
    await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    await page.waitForLoadState('load');
    const boxes = (text: string) => {
      const heading = document.querySelector('main h1') as HTMLElement & { __fromServer?: boolean };
      const description = [...document.querySelectorAll('main section p')].find((p) => p.textContent?.trim() === text) as HTMLElement | undefined;
      const box = (element?: Element) => {
        const r = element?.getBoundingClientRect();
        return r && [r.x, r.y, r.width, r.height];
      };
      return { fromServer: heading.__fromServer ?? false, heading: box(heading), description: box(description) };
    };
    const before = await page.evaluate((text) => {
      (document.querySelector('main h1') as HTMLElement & { __fromServer?: boolean }).__fromServer = true;
      return text;
    }, firstParagraph).then((text) => page.evaluate(boxes, text));
    expect(before.description).toBeTruthy();
    // Every state of the DOM the remote's start leaves (observers run before the browser paints it): never
    // one without the job's heading and description, as a loading state would be.
    await page.evaluate(
      ([name, text]) => {
        const w = window as unknown as { __missing: string[] };
        w.__missing = [];
        new MutationObserver(() => {
          const heading = document.querySelector('main h1')?.textContent;
          const description = [...document.querySelectorAll('main section p')].some((p) => p.textContent?.trim() === text);
          if (heading !== name || !description) w.__missing.push(`heading ${String(heading)}, description ${description}`);
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      [job.name, firstParagraph] as const,
    );
    release();
    // The remote's root hydrates the server's nodes: it owns the slot and the heading is still the server's.
    await waitForReactRoot(page, '[data-remote="mf-search"]');
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(boxes, firstParagraph);
    expect(after.fromServer).toBe(true);
    expect({ heading: after.heading, description: after.description }).toEqual({ heading: before.heading, description: before.description });
    const shift = layoutShiftTotal(await layoutShifts(page));
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(await page.evaluate(() => (window as unknown as { __missing: string[] }).__missing)).toEqual([]);
    expect(errors).toEqual([]);
    // The remote's buttons work: Save asks a visitor to log in, Apply goes to the apply page.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /Save job/ }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to save this job' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await main.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/apply\\?pid=${job.id}$`));
    expect(errors).toEqual([]);
  });
});
