import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { logInByApi } from './session';

// The offer documents' PDF viewer (mf-offers' PdfViewer, pdf.js), apart from the offers journey (offers.spec.ts).
const PHONE = { width: 390, height: 844 };

// User trial s21: axe 'region' (moderate, so expectNoSeriousViolations does not run it) on the signed document page at
// 390 px: the canvases pdf.js's text layer appends to <body> to measure glyphs (.hiddenCanvasElement) were displayed
// there, outside every landmark, while the document was drawn (the trial's check ran while the signed copy was drawn).
test.describe('the PDF viewer on a phone', () => {
  test.use({ bypassCSP: true });
  test("shows no measuring canvas while it draws, leaves none when renders are cut short, and passes axe 'region'", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(PHONE);
    await logInByApi(page, 'alex@demo.test');
    const { offers } = (await (await page.request.get('/api/offer/offers?domain=demo.test')).json()) as {
      offers: Array<{ id: number; offer_documents: Array<{ id: number; name: string; url: string | null; status: string }> }>;
    };
    const offer = offers.find((o) => o.offer_documents.some((d) => d.status === 'Signed' && d.url === null));
    const signed = offer?.offer_documents.find((d) => d.status === 'Signed' && d.url === null);
    if (!offer || !signed) throw new Error('Alex has no signed embedded document in the demo data');
    // Each canvas the page adds, and whether it is displayed when it arrives: the checks at the end see only what is
    // left, this sees the measuring canvases a render adds and removes again.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { measuringCanvases: string[] }).measuringCanvases = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLCanvasElement) seen.push(`${node.className}: ${getComputedStyle(node).display}`);
          }
        }
        // The document has no root element yet when this runs.
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/careers/offer/${offer.id}/offer-document/${signed.id}?domain=demo.test`);
    const viewer = page.getByRole('region', { name: signed.name });
    // Zoomed three times before a render ends: every render but the last is cut short.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 3; step += 1) await zoomIn.click();
    await expect(viewer).toHaveAttribute('aria-busy', 'false');
    await expect(viewer.locator('.textLayer span').first()).toBeAttached();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('body > canvas')].filter((canvas) => getComputedStyle(canvas).display !== 'none').map((canvas) => canvas.className),
    );
    expect(shown).toEqual([]);
    const added = await page.evaluate(() => (window as unknown as { measuringCanvases: string[] }).measuringCanvases.filter((c) => c.startsWith('hiddenCanvasElement')));
    // Before the fix this run saw two, each displayed ('inline') while the letter was drawn.
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((c) => c !== 'hiddenCanvasElement: none')).toEqual([]);
    await page.addScriptTag({ path: createRequire(__filename).resolve('axe-core/axe.min.js') });
    const region = await page.evaluate(async () => {
      type Result = { violations: Array<{ nodes: Array<{ target: string[] }> }> };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      const result = await axe.run(document, { runOnly: ['region'], resultTypes: ['violations'] });
      return result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    });
    expect(region).toEqual([]);
  });
});
