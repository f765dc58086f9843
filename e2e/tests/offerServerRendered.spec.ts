import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './demoJob';
import { layoutShifts, layoutShiftTotal, recordLayoutShifts } from './layoutShifts';
import { logInByApi } from './session';
import { waitForReactRoot } from './reactRoot';
import { holdScripts, remoteScripts } from './holdScripts';

// Issue 27, first paint: the logged-in offer page arrives with its heading, the letter's "Congratulations! …"
// paragraph (its largest paint), the offer's status and its documents drawn by mf-offers' server renderer, and
// mf-offers hydrates it without a visible change. Alex's offers are only read here.

interface OpenOffer {
  id: number;
  position: string;
  letter: string;
}

/** The demo candidate's open offer, as the API answers it, and the letter's paragraph its page shows (spec §2). */
async function openOffer(page: Page): Promise<OpenOffer> {
  const answer = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as {
    offers: { id: number; status: string; signed: boolean; position: { name: string } }[];
  };
  const offer = answer.offers.find((o) => o.status === 'Extended' && !o.signed);
  // The demo candidate has one: the test would prove nothing without it.
  expect(offer).toBeDefined();
  const position = offer!.position.name;
  return {
    id: offer!.id,
    position,
    letter: `Congratulations! We are delighted to offer you the position of ${position}. Please review the documents below and sign them before the offer expires.`,
  };
}

async function expectOfferView(page: Page, offer: OpenOffer) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeVisible();
  await expect(main.getByText(offer.letter, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: offer.position })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Offers' })).toBeVisible();
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test.describe(`without JavaScript, ${viewport.width} px wide`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("the offer page shows its heading, the letter's paragraph and the offer's status", async ({ page }) => {
      await logInByApi(page);
      const offer = await openOffer(page);
      const response = await page.goto(`/careers/offer/${offer.id}?domain=demo.test`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expectOfferView(page, offer);
      await expect(page.getByRole('main').getByText('Extended', { exact: true })).toBeVisible();
      // Above the fold: what Lighthouse takes for the largest paint is there without a script.
      const letterBottom = await page.getByText(offer.letter, { exact: true }).evaluate((el) => el.getBoundingClientRect().bottom);
      expect(letterBottom).toBeLessThan(viewport.height);
    });
  });
}

test.describe('with JavaScript, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("mf-offers takes over the server's offer page: same nodes, focus kept, no shift, no hydration error", async ({ page }) => {
    await logInByApi(page);
    const offer = await openOffer(page);
    const errors = collectErrors(page, { warnings: true, scriptsHeld: true });
    await recordLayoutShifts(page);
    // mf-offers' scripts wait until the server's page is marked, measured and focused.
    const release = await holdScripts(page, remoteScripts('mf-offers'));
    await page.goto(`/careers/offer/${offer.id}?domain=demo.test`, { waitUntil: 'commit' });
    await expectOfferView(page, offer);
    await page.waitForLoadState('load');
    type Marked = HTMLElement & { __fromServer?: boolean };
    const measure = (letter: string) => {
      const heading = document.querySelector('main h1') as Marked;
      const paragraph = [...document.querySelectorAll<Marked>('main p')].find((p) => p.textContent === letter)!;
      const back = document.querySelector('[data-remote="mf-offers"] a') as Marked;
      const box = paragraph.getBoundingClientRect();
      const documents = document.querySelector('[data-remote="mf-offers"] section')!.getBoundingClientRect();
      return {
        fromServer: Boolean(heading.__fromServer && paragraph.__fromServer && back.__fromServer),
        focused: document.activeElement === back,
        letter: [box.x, box.y, box.width, box.height],
        documentsTop: documents.y,
      };
    };
    await page.evaluate((letter) => {
      (document.querySelector('main h1') as Marked).__fromServer = true;
      [...document.querySelectorAll<Marked>('main p')].find((p) => p.textContent === letter)!.__fromServer = true;
      const back = document.querySelector('[data-remote="mf-offers"] a') as Marked;
      back.__fromServer = true;
      // The visitor put the focus on the server's back link before the scripts came.
      back.focus();
    }, offer.letter);
    const before = await page.evaluate(measure, offer.letter);
    expect(before.focused).toBe(true);
    release();
    // The remote's root hydrates the server's nodes: it owns the slot and the nodes are still the server's.
    await waitForReactRoot(page, '[data-remote="mf-offers"]');
    await page.waitForLoadState('networkidle');
    // The browser's own lines (a document's 'Expires …' or 'Last updated …') are filled in after hydrating.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-document-id] p')].every((p) => p.textContent !== '\u00a0'));
    const after = await page.evaluate(measure, offer.letter);
    expect(after).toEqual({ ...before, fromServer: true, focused: true });
    expect(layoutShiftTotal(await layoutShifts(page))).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    // The hydrated link works: back to the list without a reload.
    await page.getByRole('link', { name: 'Offers' }).click();
    await expect(page).toHaveURL(/\/careers\/offers/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
