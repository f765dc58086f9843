// Writes a typed electronic signature into a PDF in the browser (pdf-lib, loaded with the signing
// step only). The server then adds the certificate page and seals the result.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { SignatureAnchor } from './signatureAnchor';

export interface SignatureInput {
  /** The name typed as the electronic signature. */
  name: string;
  /** The signing date as shown, MM/DD/YYYY (spec §9). */
  date: string;
  /** The signature line found in the document; the last page's foot otherwise. */
  anchor?: SignatureAnchor | null;
}

const MARGIN = 72;
const INK = rgb(0.04, 0.16, 0.42);

/**
 * The standard PDF fonts cover Windows-1252 only: a character they cannot draw becomes '?' in the
 * drawing (the typed name itself travels intact with the upload and into the audit log).
 */
function drawable(text: string, font: PDFFont): string {
  return Array.from(text)
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

/** The PDF with `name` and `date` on its signature line, as new bytes. */
export async function signPdf(bytes: Uint8Array, { name, date, anchor }: SignatureInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const pages = pdf.getPages();
  const page = pages[anchor && anchor.pageIndex < pages.length ? anchor.pageIndex : pages.length - 1];
  if (!page) throw new Error('The PDF has no page to sign');
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const plain = await pdf.embedFont(StandardFonts.Helvetica);
  const signature = drawable(name.trim(), script);
  const dateLine = drawable(`Signed electronically on ${date}`, plain);
  const width = page.getWidth();
  const at = anchor ?? { x: MARGIN, y: MARGIN + 24 };
  const size = Math.min(22, Math.max(12, ((width - at.x - 24) / Math.max(1, script.widthOfTextAtSize(signature, 22))) * 22));
  page.drawText(signature, { x: at.x, y: at.y, size, font: script, color: INK });
  if (anchor?.date) page.drawText(drawable(date, plain), { x: anchor.date.x, y: anchor.date.y, size: 11, font: plain, color: INK });
  page.drawText(dateLine, { x: at.x, y: anchor?.noteY ?? at.y - 14, size: 9, font: plain, color: INK });
  pdf.setModificationDate(new Date());
  return pdf.save();
}
