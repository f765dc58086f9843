import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { localeFallbacks } from '../../shared/src/i18n/localeFallbacks';
import { englishDrawings } from '../../shared/src/testing/englishDrawings';
import { englishFound } from '../../shared/src/testing/englishFound';
import { wcagViolations } from './axe';
import { demoJob } from './demoJob';
import { logInByApi } from './session';

// Issues 30 and 31: every page in the candidate's language. The demo candidate's main pages, walked at 320 px in each
// locale below: `<html lang>` and `dir` name the language, nothing scrolls sideways, no control's label is cut, no
// interface text is left in English, and axe finds no violation of WCAG 2.x A and AA. en-XA (PSEUDO_LOCALES, set by playwright.config.ts) is English accented and ~30 % longer in brackets, so
// a text that skips the message layer is the plain ASCII one, and a box too narrow for a longer language shows.
// Adding a language is one line here, once its catalogues are complete.
const LOCALES: ReadonlyArray<{ locale: string; dir: 'ltr' | 'rtl' }> = [
  { locale: 'en-XA', dir: 'ltr' },
  { locale: 'es', dir: 'ltr' },
  { locale: 'de', dir: 'ltr' },
  { locale: 'fr', dir: 'ltr' },
  { locale: 'pt-BR', dir: 'ltr' },
  { locale: 'ja', dir: 'ltr' },
  { locale: 'ar', dir: 'rtl' },
  { locale: 'he', dir: 'rtl' },
  // A sample of issue 31's thirty (the catalogue checks hold all of them to every key): Finnish's long compounds and
  // Thai without spaces between words at 320 px, Polish's three plural forms, Traditional Chinese.
  { locale: 'fi', dir: 'ltr' },
  { locale: 'th', dir: 'ltr' },
  { locale: 'pl', dir: 'ltr' },
  { locale: 'zh-TW', dir: 'ltr' },
];

const PHONE = { width: 320, height: 740 };
/** Where the screenshots go, a folder per locale (looked at by hand for truncation and overlap). */
const SHOTS = join(__dirname, '..', 'test-results', 'localeWalk');
/** The locales screenshotted: the longest (en-XA, de, fi), without spaces between words (ja, th), right to left (he). */
const SHOT_LOCALES = ['en-XA', 'ja', 'he', 'de', 'fi', 'th'];

interface Walked {
  name: string;
  path: string;
  /** A heading or landmark that says the page's own content is drawn (not the chrome alone). */
  ready: string;
}

const PAGE_NAMES = ['search', 'job', 'apply', 'dashboard', 'profile', 'settings', 'offers', 'offer', 'forms'] as const;

/** The pages of the walk, for the demo candidate Alex: his first open job, his first offer. */
async function pagesOf(page: Page): Promise<Walked[]> {
  const job = await demoJob(page);
  const { offers } = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as { offers: Array<{ id: number }> };
  const offer = offers[0];
  if (!offer) throw new Error('Alex has no demo offer');
  return [
    { name: 'search', path: '/careers/search', ready: '[data-remote="mf-search"] a[href*="/careers/job/"]' },
    { name: 'job', path: `/careers/job/${job.id}`, ready: '[data-remote="mf-search"] h1' },
    { name: 'apply', path: `/careers/apply?pid=${job.id}`, ready: '[data-remote="mf-forms"] form' },
    { name: 'dashboard', path: '/careers/dashboard', ready: '[data-remote="mf-dashboard"] h1' },
    { name: 'profile', path: '/careers/profile', ready: '[data-remote="mf-dashboard"] h1' },
    { name: 'settings', path: '/careers/settings', ready: '[data-remote="mf-dashboard"] h1' },
    { name: 'offers', path: '/careers/offers', ready: '[data-remote="mf-offers"] h1' },
    { name: 'offer', path: `/careers/offer/${offer.id}`, ready: '[data-remote="mf-offers"] h1' },
    { name: 'forms', path: '/careers/forms/center', ready: '[data-remote="mf-forms"] h1' },
  ];
}

/**
 * Data shown on the pages that is not interface text, so it is not expected in the page's language: job content
 * (titles, places, departments, descriptions: written by the company in its own language), the company's own texts
 * (its name, banner, footer and navbar links, and the forms its form authors wrote: the apply form's and the forms
 * center's labels), and the candidate's own data (names, e-mail, files, their profile's entries). Taken from the
 * answers the pages draw, field by field where an answer also carries texts the server makes (a status, a stage),
 * so a catalogue or server text is never excused by accident.
 */
async function dataTexts(page: Page, jobId: number): Promise<string[]> {
  const read = async (url: string) => {
    const res = await page.request.get(url);
    return res.ok() ? ((await res.json()) as Record<string, unknown>) : {};
  };
  const html = await (await page.request.get('/careers/search')).text();
  const boot = JSON.parse(/<script type="application\/json" id="careers-boot">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    configs?: { company?: unknown; pcsxConfig?: { branding?: unknown } };
    banner?: unknown;
    profile?: unknown;
    user?: unknown;
  };
  const account = (await read('/api/pcsx/account/settings?domain=demo.test')).data as Record<string, unknown> | undefined;
  const applications = (await read('/api/pcsx/dashboard/applications?domain=demo.test')).data as { applications?: Application[]; inactiveApplications?: Application[] } | undefined;
  const sources: unknown[] = [
    boot.configs?.company,
    boot.configs?.pcsxConfig?.branding,
    boot.banner,
    boot.profile,
    boot.user,
    [account?.firstName, account?.lastName, account?.email],
    // The application's position, and its stages, now and in its timeline: the hiring system's own step names
    // ('Technical interview'), which its recruiters write; the status beside them ('Interviewing') is the product's.
    [...(applications?.applications ?? []), ...(applications?.inactiveApplications ?? [])].map((application) => [application.position, application.stage, application.timeline?.map((step) => step.stage)]),
    // The company's messages to the candidate (nudges) and the candidate's saved searches ('Frontend').
    await read('/api/pcsx/dashboard/nudges?domain=demo.test'),
    await read('/api/pcsx/saved_searches?domain=demo.test'),
    await read('/api/pcsx/search?domain=demo.test'),
    await read(`/api/pcsx/position_details?position_id=${jobId}&domain=demo.test`),
    // The job's similar roles (other positions' titles, as the company wrote them) and its hiring manager's name (the
    // company's department records: 'Priya Raman'), not the insights' own words.
    await (async () => {
      const insights = (await read(`/api/pcsx/position_insights?position_id=${jobId}&domain=demo.test`)).data as
        | { similarRoles?: unknown; fields?: Array<{ key: string; value: string }> }
        | undefined;
      return [insights?.similarRoles, insights?.fields?.filter((field) => field.key === 'hiring_manager').map((field) => field.value)];
    })(),
    await read('/api/offer/offers?domain=demo.test'),
    await read('/api/pcsx/profile_details?domain=demo.test'),
    await read(`/api/pcsx/apply_form?pid=${jobId}&domain=demo.test`),
    await read('/api/pcsx/forms_list?domain=demo.test'),
  ];
  const strings = new Set<string>();
  const visit = (value: unknown) => {
    // An HTML description's texts are its elements' (tags and the usual entities undone); a plain one's list items
    // are drawn without their '- '.
    if (typeof value === 'string') value.replace(/<[^>]+>/g, '\n').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').split(/\s*[\n,·|]\s*/).forEach((part) => part.trim() && strings.add(part.trim().replace(/^- /, '')));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  sources.forEach(visit);
  return [...strings];
}

type Application = { position?: unknown; stage?: unknown; timeline?: Array<{ stage: string }> };

/** The page's visible interface texts (text nodes and read attributes), outside the job content the page marks. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A job's description is the company's own HTML (the job page, the offer's position summary).
    const CONTENT = '[data-job-description], .job-description, [class*="description" i] [class*="html" i], iframe, svg';
    const READ = ['aria-label', 'title', 'placeholder', 'alt'];
    const visible = (element: Element | null) => {
      if (!element || element.closest(CONTENT) || element.closest('[aria-hidden="true"], [hidden], script, style, noscript, template')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (visible(node.parentElement)) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('*')) if (visible(element)) for (const name of READ) texts.push(element.getAttribute(name) ?? '');
    texts.push(document.title);
    return [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  });
}

/**
 * The English catalogue texts `shown` still holds where `locale` has its own words for them: englishShown's rule
 * (shared/src/testing/englishFound.ts), run here in Node over the page's texts and the catalogues its registry holds
 * (on globalThis: every catalogue the shell and remotes loaded), drawn as English draws them.
 */
async function englishCatalogueTexts(page: Page, shown: string[], locale: string): Promise<string[]> {
  const registry = await page.evaluate(() => (globalThis as unknown as Record<symbol, Record<string, Record<string, string>> | undefined>)[Symbol.for('careers.catalogueRegistry')] ?? {});
  const translated = Object.assign({}, ...localeFallbacks(locale).reverse().map((tag) => registry[tag] ?? {})) as Record<string, string>;
  const drawings = englishDrawings(registry.en ?? {}, translated);
  // Each found text once, with the page's text that holds it ('Skills' in 'Skills: 3 of 5 skills').
  return [...new Set(englishFound(shown, drawings))].map((text) => {
    const drawing = drawings.filter((each) => each.text === text);
    return `${JSON.stringify(text)} in ${JSON.stringify(shown.find((words) => englishFound([words], drawing).length)?.slice(0, 80))}`;
  });
}

/**
 * The controls (buttons, tabs, links drawn as buttons) whose label does not fit them at this width: clipped, cut with
 * an ellipsis or spilling out of the box, they or a part of their label ('Bewerbungen zurückzieh…'). A visually hidden
 * label (1 px, for screen readers) is meant not to fit.
 */
async function truncatedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('button, [role="button"], [role="tab"], a[class*="utton"], input[type="submit"]')];
    const cut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
    };
    return controls
      .filter((control) => control.getClientRects().length > 0 && [control, ...control.querySelectorAll('*')].some(cut))
      .map((control) => `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

/**
 * `text` with the data in it (a job's title in 'Apply to Senior Onboarding Specialist', a form's name in 'Start Offer
 * letter') as a mark no English word holds: the interface words around it stay to be checked.
 */
const withoutData = (data: readonly string[]) => {
  const longest = data.filter((value) => value.length > 3).sort((a, b) => b.length - a.length);
  // A short value ('Yes', a form author's option) only as the whole text: inside others it is any word's letters.
  return (text: string) => (data.includes(text) ? '\u0002' : longest.reduce((rest, value) => (rest.includes(value) ? rest.split(value).join('\u0002') : rest), text));
};

// A pseudo-localised text has accented letters or its brackets; a date or a number the browser formats for en-XA
// (Chromium has no en-XA data: English month names) is not a catalogue text.
const PSEUDO = /[À-ɏ\u202E\u1E00-\u1EFF[\]]/;
const NOT_WORDS = /^[\s\d\p{P}\p{S}]*$/u;
const DATE = /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*,?\s*)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\.?\s+\d{1,2}(?:,\s*\d{4})?|^\d/;

/** Texts of an en-XA page in plain ASCII letters: English not through the message layer. */
function plainEnglish(shown: string[], data: readonly string[]): string[] {
  return shown.filter((text) => /[A-Za-z]{2,}/.test(text) && !PSEUDO.test(text) && !NOT_WORDS.test(text) && !DATE.test(text) && !data.some((value) => value === text || (value.length > 3 && text.includes(value))));
}

/**
 * Pages whose English check is known to fail, by locale and page, with what it found: server-made texts of the API
 * that the server still writes in English only. Each is a real gap, left for translating the server's API texts
 * with the request's language (server/src/i18n); the check then expects the English still there. Only en-XA
 * finds them: in the real languages the check looks for the browser catalogues' English, and the server's texts come
 * in the answers dataTexts reads (the match explanation in position_details: 'You have none of the 6 skills this role
 * asks for yet.'), so they count as data there. The page's other checks run on these pages all the same.
 */
// None now: main's server writes the match explanation, insights and profile analysis in the request's language.
const KNOWN_GAPS: Record<string, Record<string, string>> = {};

/** The walk's pages and the data they show, the same in every locale: read once per worker. */
let walkData: Promise<{ walk: Walked[]; data: string[] }> | undefined;
const walkDataOf = (page: Page) =>
  (walkData ??= (async () => {
    const walk = await pagesOf(page);
    return { walk, data: await dataTexts(page, Number(walk[1]!.path.split('/').pop())) };
  })());

for (const { locale, dir } of LOCALES) {
  test.describe(`the candidate's pages in ${locale} at 320 px`, () => {
    // One logged-in page per locale, its nine pages in order in one worker (a login per page cost a third of the
    // walk). 'default', not 'serial': a failed page does not skip the next ones; they go on in a new worker.
    test.describe.configure({ mode: 'default', timeout: 60_000 });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      if (SHOT_LOCALES.includes(locale)) await mkdir(join(SHOTS, locale), { recursive: true });
      // axe is added to the page as a script, which the pages' CSP refuses.
      context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, bypassCSP: true });
      page = await context.newPage();
      await logInByApi(page, 'alex@demo.test');
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const name of PAGE_NAMES) {
      const gap = KNOWN_GAPS[locale]?.[name];
      test(`${name}: ${locale} throughout (lang, dir, no English), no sideways scroll, WCAG A/AA`, async () => {
        const { walk, data } = await walkDataOf(page);
        const { path, ready } = walk.find((walked) => walked.name === name)!;
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}hl=${locale}`);
        await expect(page.locator(ready).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, wide: document.documentElement.scrollWidth - innerWidth }));
        // What sticks out, named, when the page scrolls sideways: the elements past the screen's edge whose parent is not.
        const outside = html.wide > 0 ? await page.evaluate(() => {
          const out = (element: Element | null) => Boolean(element) && (element!.getBoundingClientRect().right > innerWidth + 0.5 || element!.getBoundingClientRect().left < -0.5);
          return [...document.body.querySelectorAll('*')]
            .filter((element) => out(element) && !out(element.parentElement))
            .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
        }) : [];
        const truncated = await truncatedControls(page);
        const shown = await shownTexts(page);
        const english = locale === 'en-XA' ? plainEnglish(shown, data) : await englishCatalogueTexts(page, shown.map(withoutData(data)), locale);
        // A pseudo-locale text is bracketed and padded ('[Ṽîéŵ ōñé]'), so no label can hold a button's visible text
        // ('[Ṽîéŵ öƒƒéŕ ƒöŕ Analyst ...]'): WCAG 2.5.3 is checked in the real languages.
        const axe = (await wcagViolations(page)).filter((violation) => locale !== 'en-XA' || !violation.startsWith('label-content-name-mismatch '));
        if (SHOT_LOCALES.includes(locale)) await page.screenshot({ path: join(SHOTS, locale, `${name}.png`), fullPage: true });
        // A known gap (server texts in English) is expected still there: once the server speaks the locale, this fails
        // until the entry goes, and the page's other checks run meanwhile.
        expect({ lang: html.lang, dir: html.dir, sidewaysScroll: Math.max(0, html.wide), outside, truncated, english: gap ? english.length > 0 || english : english, axe }).toEqual({
          lang: locale,
          dir,
          sidewaysScroll: 0,
          outside: [],
          truncated: [],
          english: gap ? true : [],
          axe: [],
        });
      });
    }
  });
}
