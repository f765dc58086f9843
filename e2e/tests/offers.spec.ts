import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, layoutShiftTotal, recordLayoutShiftsFromNow } from './layoutShifts';
import { candidateWithOffer } from './offerFixture';
import { expectNoSeriousViolations } from './axe';
import { logInByApi } from './session';

// The offers pages (mf-offers) against the real server, its e-signature provider and real PDFs:
// sign in the page, upload a signed copy, e-sign in the provider's frame, decline, the states that
// allow nothing, accessibility on desktop and phone, and the whole signing journey by keyboard.
// Tests that change an offer use a candidate of their own (offerFixture); Alex's offers are only read.

const PHONE = { width: 390, height: 844 };

/** The text of every page of a PDF, read with pdf.js (the same library the document page draws with). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const entry = createRequire(join(__dirname, '..', '..', 'mf-offers', 'package.json')).resolve('pdfjs-dist/legacy/build/pdf.mjs');
  type Pdf = { numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<{ str?: string }> }> }> };
  const pdfjs = (await import(pathToFileURL(entry).href)) as { getDocument(options: object): { promise: Promise<Pdf> } };
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  return pages.join('\n');
}

/** The document page of the candidate's offer, reached as a candidate would: list → offer → Start. */
async function openDocument(page: Page, positionName: string) {
  await page.getByRole('link', { name: `View job offer for ${positionName}` }).click();
  await expect(page.getByRole('heading', { name: 'Job offer for the position' })).toBeVisible();
  await page.getByRole('link', { name: /^Start/ }).first().click();
}

/** The offers list again, with the offer's card showing `status`. */
async function expectListStatus(page: Page, positionName: string, status: string) {
  await expect(page).toHaveURL(/\/careers\/offers(\?|$)/);
  const card = page.getByRole('listitem').filter({ hasText: positionName });
  await expect(card.getByText(status, { exact: true })).toBeVisible();
  await expect(card.getByText('Action required')).toHaveCount(0);
}

test('sign digitally: the name rule, the PDF drawn in the page, the signed copy with the typed name and the certificate page, sealed', async ({ page }) => {
  const { positionName } = await candidateWithOffer(page, 'embedded');
  await openDocument(page, positionName);
  // The letter drawn by pdf.js in the page.
  await expect(page.locator('canvas').first()).toBeVisible();

  const signature = page.getByLabel('Enter your name as the electronic signature');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Please enter your full name').first()).toBeVisible();
  await page.getByLabel('I have read and agree to the terms and conditions').check();
  await signature.fill('Someone Else');
  await signature.blur();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await signature.fill('Robin Okafor');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expectListStatus(page, positionName, 'Accepted');

  // The signed copy, downloaded from the document page.
  await page.getByRole('link', { name: `View job offer for ${positionName}` }).click();
  await page.getByRole('link', { name: /^View/ }).first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  // Saved under its own name: not over (or mistaken for) the unsigned copy downloaded before signing.
  expect(download.suggestedFilename()).toBe('Offer letter-signed.pdf');
  const bytes = await readFile(await download.path());
  const text = await pdfText(bytes);
  expect(text).toContain('Robin Okafor');
  expect(text).toMatch(/certificate/i);
  expect(text).toMatch(/signed/);

  // The site's verify call recognises its seal, and refuses the copy once one byte has changed.
  const verify = async (pdf: Buffer) =>
    (await (await page.request.post('/api/offer/verify', { multipart: { file: { name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf } } })).json()) as {
      signed_by_this_site: boolean;
      unaltered: boolean;
    };
  expect(await verify(bytes)).toMatchObject({ signed_by_this_site: true, unaltered: true });
  const altered = Buffer.from(bytes);
  const at = altered.indexOf('Robin Okafor');
  const index = at >= 0 ? at : 200;
  altered[index] = (altered[index] ?? 0) ^ 1;
  expect((await verify(altered)).unaltered).toBe(false);
});

test('upload a print-signed copy: a renamed PNG is refused, one PDF is accepted', async ({ page }, testInfo) => {
  const { positionName, offerId, documentId } = await candidateWithOffer(page, 'embedded');
  const original = await (await page.request.get(`/api/offer/offers/${offerId}/${documentId}/file?domain=demo.test`)).body();
  await openDocument(page, positionName);
  await page.getByRole('radio', { name: 'Upload a signed copy' }).check();
  const input = page.getByLabel('Signed document');

  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await input.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: png });
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /signed\.pdf/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/offer-document/);

  const signedCopy = testInfo.outputPath('signed-by-hand.pdf');
  await import('node:fs/promises').then((fs) => fs.writeFile(signedCopy, original));
  await page.getByRole('button', { name: /^Remove/ }).first().click().catch(() => undefined);
  await input.setInputFiles(signedCopy);
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expectListStatus(page, positionName, 'Accepted');
});

test('e-sign in the provider frame: a message from another origin is ignored, the provider signature accepts the offer', async ({ page }) => {
  const { positionName, offerId } = await candidateWithOffer(page, 'esign');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openDocument(page, positionName);
  const frameElement = page.locator('iframe[src*="/sign/"]');
  await expect(frameElement).toBeVisible();
  expect((await frameElement.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(600);

  // A page of this origin (not the provider's) claims the document was signed: ignored and logged.
  await page.evaluate(() => window.postMessage({ type: 'ESIGN' }, '*'));
  await expect.poll(() => warnings.some((w) => /Ignored an e-sign message/.test(w))).toBe(true);
  await expect(page).toHaveURL(/offer-document/);
  const still = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as { offers: Array<{ id: number; status: string; actionable: boolean }> };
  expect(still.offers.find((o) => o.id === offerId)).toMatchObject({ status: 'Extended', actionable: true });

  const frame = page.frameLocator('iframe[src*="/sign/"]');
  await frame.getByLabel(/full name/i).fill('Robin Okafor');
  await frame.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expectListStatus(page, positionName, 'Accepted');
});

test('decline through the confirmation modal, with its exact texts; Back to offer changes nothing', async ({ page }) => {
  const { positionName } = await candidateWithOffer(page, 'embedded');
  await openDocument(page, positionName);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline offer?' });
  await expect(dialog.getByText('Declining this offer will remove it from your pending opportunities and will notify the company.')).toBeVisible();
  await expect(dialog.getByText('The action cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to offer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit signed offer' })).toBeVisible();

  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('dialog', { name: 'Decline offer?' }).getByRole('button', { name: 'Decline offer' }).click();
  await expect(page.getByText('Successfully rejected the offer')).toBeVisible();
  await expectListStatus(page, positionName, 'Declined');
});

test('an expired offer shows Expired, offers only View, and its document allows no signing or declining', async ({ page }) => {
  const { positionName } = await candidateWithOffer(page, 'expired');
  const card = page.getByRole('listitem').filter({ hasText: positionName });
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByText('Action required')).toHaveCount(0);
  await card.getByRole('link', { name: `View job offer for ${positionName}` }).click();
  await expect(page.getByRole('link', { name: /^Start/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^View/ }).first().click();
  await expect(page.getByText(/This offer has expired/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit signed offer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
});

// User trial s21: the unsigned letter of a Declined (Alex) or Canceled (Sam) offer read 'Document is yet to be signed'.
test('the unsigned document of a declined or canceled offer says what happened to the offer, and when', async ({ page }) => {
  for (const [email, status, words] of [['alex@demo.test', 'Declined', 'Offer declined'], ['sam@demo.test', 'Canceled', 'Offer canceled']] as const) {
    await logInByApi(page, email);
    const { offers } = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as { offers: Array<{ id: number; status: string; updated_at: string }> };
    const decided = offers.find((o) => o.status === status);
    if (!decided) throw new Error(`${email} has no ${status} offer in the demo data`);
    await page.goto(`/careers/offer/${decided.id}?domain=demo.test`);
    const letter = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Offer letter' }) });
    const day = await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }), decided.updated_at);
    await expect(letter).toContainText(`${words} ${day}`);
    await expect(letter).not.toContainText('yet to be signed');
  }
});

test('the whole signing journey by keyboard alone', async ({ page }) => {
  const { positionName } = await candidateWithOffer(page, 'embedded');
  /** Presses Tab until the focused element has the accessible name, then returns. */
  async function tabTo(name: RegExp) {
    for (let n = 0; n < 80; n++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.closest('label')?.textContent;
        return (labelled ?? el.textContent ?? '').trim();
      });
      if (name.test(label)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }
  await tabTo(new RegExp(`^View job offer for ${positionName}`));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Job offer for the position' })).toBeVisible();
  await tabTo(/^Start/);
  await page.keyboard.press('Enter');
  await tabTo(/I have read and agree to the terms and conditions/);
  await page.keyboard.press('Space');
  await tabTo(/Enter your name as the electronic signature/);
  await page.keyboard.type('Robin Okafor');
  await tabTo(/^Submit signed offer$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expectListStatus(page, positionName, 'Accepted');
});

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', PHONE]] as const) {
  test.describe(`on ${device}`, () => {
    // axe-core is added as a script of the page: the pages' CSP would (rightly) refuse it.
    test.use({ bypassCSP: true });
    test(`every offers page passes axe-core on ${device}`, async ({ page }) => {
      // Six pages, each loaded and checked: more than the default 30 s on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await logInByApi(page, 'alex@demo.test');
      await page.goto('/careers/offers');
      await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      const { offers } = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as {
        offers: Array<{ id: number; actionable: boolean; offer_documents: Array<{ id: number; url: string | null; is_letter: boolean; status: string }> }>;
      };
      const embedded = offers.find((o) => o.actionable && o.offer_documents.some((d) => d.url === null && d.status === 'Unsigned'));
      const esign = offers.find((o) => o.actionable && o.offer_documents.some((d) => d.url !== null));
      if (!embedded || !esign) throw new Error("Alex's demo offers lack an embedded or an e-sign document");
      const embeddedDocument = embedded.offer_documents.find((d) => d.url === null && d.status === 'Unsigned');
      const esignDocument = esign.offer_documents.find((d) => d.url !== null);

      await page.goto(`/careers/offer/${embedded.id}?domain=demo.test`);
      await expect(page.getByRole('heading', { name: 'Job offer for the position' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/careers/offer/${embedded.id}/offer-document/${embeddedDocument?.id}?domain=demo.test`);
      await expect(page.getByRole('button', { name: 'Submit signed offer' })).toBeVisible();
      await expect(page.locator('canvas').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/careers/offer/${esign.id}/offer-document/${esignDocument?.id}?domain=demo.test`);
      await expect(page.locator('iframe[src*="/sign/"]')).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/careers/offer-letter/${embedded.id}?domain=demo.test`);
      await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/careers/offers/verify');
      await expect(page.getByLabel('Signed PDF')).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

/** The median height of the letter's text-layer spans (CSS px): the size the candidate reads at. */
async function medianTextHeight(page: Page): Promise<number> {
  return page.locator('[data-testid="pdf-pages"] .textLayer span').evaluateAll((spans) => {
    const heights = spans.map((span) => span.getBoundingClientRect().height).filter((h) => h > 0).sort((a, b) => a - b);
    return heights[Math.floor(heights.length / 2)] ?? 0;
  });
}

test.describe('the letter on a phone', () => {
  test.use({ bypassCSP: true });
  test('fits the screen at Fit to width, zooms in to a readable size by buttons and by pinch, and the page never scrolls sideways', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    const { positionName } = await candidateWithOffer(page, 'embedded');
    await openDocument(page, positionName);
    // Layout shifts from the moment the viewer is there: the PDF arriving in it must not push the page.
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await recordLayoutShiftsFromNow(page);
    const pages = page.getByTestId('pdf-pages');
    const status = page.getByRole('group', { name: 'Zoom' }).getByRole('status');
    await expect(status).toHaveText(/^Zoom \d+%$/);
    const fitted = await status.textContent();
    await expect(page.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');

    // Fit to width: the page as wide as the viewer, which is inside the screen.
    const canvas = await page.locator('canvas').first().boundingBox();
    const viewer = await page.getByRole('region', { name: 'Offer letter' }).boundingBox();
    expect(canvas && viewer).toBeTruthy();
    expect(canvas!.x).toBeGreaterThanOrEqual(0);
    expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(PHONE.width);
    expect(canvas!.width).toBeGreaterThan(viewer!.width - 40);
    await expect(page.getByRole('region', { name: 'Offer letter' })).toHaveAttribute('aria-busy', 'false');
    // The text layer is drawn after the canvas: read its height once it is there (read before, it was 0 in a CI run,
    // and the later 'back to fit' check compared with 0).
    await expect.poll(() => medianTextHeight(page)).toBeGreaterThan(0);
    const fitHeight = await medianTextHeight(page);
    const shifted = layoutShiftTotal(await layoutShifts(page));
    console.log(`text at Fit to width: ${fitHeight.toFixed(1)} px; canvas ${canvas!.width} of ${PHONE.width} px; ${fitted}; layout shift while the PDF loaded ${shifted.toFixed(3)}`);
    expect(shifted).toBeLessThan(0.1);

    // Four times Zoom in (x2.44): readable text, 12 px and up, and no sideways scroll outside the viewer.
    let shown = fitted;
    for (let step = 0; step < 4; step += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect(status).not.toHaveText(shown ?? '');
      shown = await status.textContent();
    }
    await expect.poll(() => medianTextHeight(page)).toBeGreaterThanOrEqual(12);
    console.log(`text after 4x Zoom in: ${(await medianTextHeight(page)).toFixed(1)} px; ${shown}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');

    // Back to fit, by keyboard: the controls are buttons.
    await page.getByRole('button', { name: 'Fit to width' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(fitted ?? '');
    await expect.poll(() => medianTextHeight(page)).toBeLessThan(fitHeight + 0.5);

    // Two fingers spread apart over the viewer: the pages are drawn larger.
    await pages.evaluate((element) => {
      const fire = (type: string, pointerId: number, x: number) =>
        element.dispatchEvent(new PointerEvent(type, { pointerId, pointerType: 'touch', clientX: x, clientY: 200, bubbles: true }));
      fire('pointerdown', 1, 150);
      fire('pointerdown', 2, 200);
      fire('pointermove', 1, 100);
      fire('pointermove', 2, 250);
      fire('pointerup', 1, 100);
      fire('pointerup', 2, 250);
    });
    await expect(status).not.toHaveText(fitted ?? '');
    await expect.poll(() => medianTextHeight(page)).toBeGreaterThan(fitHeight * 2.5);

    await expectNoSeriousViolations(page);
  });
});

test.describe('the verify page on a phone', () => {
  for (const width of [390, 320]) {
    test(`never scrolls sideways at ${width} px, blank and with a verdict`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const overflow = () =>
        page.evaluate(() => {
          const root = document.documentElement;
          const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > root.clientWidth);
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide: wide.map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`) };
        });
      await page.goto('/careers/offers/verify');
      await expect(page.getByLabel('Signed PDF')).toBeVisible();
      const blank = await overflow();
      expect(blank.scrollWidth, JSON.stringify(blank)).toBeLessThanOrEqual(blank.clientWidth);

      // The answer page: the verdict above the form.
      await page.getByLabel('Signed PDF').setInputFiles({ name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
      await page.getByRole('button', { name: 'Verify PDF' }).click();
      await expect(page.getByRole('alert')).toHaveText('This file is not a PDF.');
      const answered = await overflow();
      expect(answered.scrollWidth, JSON.stringify(answered)).toBeLessThanOrEqual(answered.clientWidth);
    });
  }
});
