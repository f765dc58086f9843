/** Where a typed signature goes: a point on a page, in PDF units (origin bottom left). */
export interface SignatureAnchor {
  /** 0-based page index. */
  pageIndex: number;
  x: number;
  y: number;
  /** Baseline of the small 'Signed electronically on …' note: under the label or caption. */
  noteY?: number;
  /** Where the date goes, when the page has a 'Date' label near the signature line. */
  date?: { x: number; y: number };
}

/** A text run as pdf.js reports it (`str`, `transform` = [a, b, c, d, x, y], `width`). */
interface TextRun {
  str?: string;
  transform?: number[];
  width?: number;
}

const SIGNATURE = /signature/i;
const DATE_LABEL = /^\s*date\b/i;

/**
 * Finds the signature line of a document from its text: the last run mentioning 'signature' on the
 * last page that has one. A label ending in ':' or underscores ('Signature: ______') takes the name on
 * its right; a caption under a line ('Signature', as the demo letters have) takes it just above. A
 * 'Date' label near it places the date the same way.
 */
export function findSignatureAnchor(pages: Array<{ number: number; items: unknown[] }>): SignatureAnchor | null {
  for (const page of [...pages].reverse()) {
    const runs = page.items as TextRun[];
    const label = [...runs].reverse().find((run) => typeof run.str === 'string' && SIGNATURE.test(run.str) && run.transform);
    if (!label?.transform) continue;
    const [, , , , x = 0, y = 0] = label.transform;
    const text = label.str ?? '';
    const inline = /[:_]\s*$/.test(text) || text.includes('__');
    const anchor: SignatureAnchor = inline
      ? { pageIndex: page.number - 1, x: x + (label.width ?? 0) + 8, y, noteY: y - 14 }
      : { pageIndex: page.number - 1, x, y: y + 16, noteY: y - 14 };
    const date = runs.find((run) => typeof run.str === 'string' && DATE_LABEL.test(run.str) && run.transform && Math.abs((run.transform[5] ?? 0) - y) < 120);
    if (date?.transform) {
      const [, , , , dx = 0, dy = 0] = date.transform;
      // The date follows the signature's layout: beside an inline label, above a caption.
      anchor.date = inline ? { x: dx + (date.width ?? 0) + 8, y: dy } : { x: dx, y: dy + 16 };
    }
    return anchor;
  }
  return null;
}
