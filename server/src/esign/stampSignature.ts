import { loadPdfLib } from '../services/files/loadPdfLib';
import { encodable } from './documentPdf';
import { formatDate } from './formatDate';

/**
 * Writes the signature into the PDF: the signer's typed name and the date, at the foot of the last
 * page (below the text margin of the letters the site makes). The site later adds the certificate
 * page and the seal (services/offers/evidence).
 */
export async function stampSignature(pdfBytes: Buffer, signer: { name: string; at: Date }): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = loadPdfLib();
  const pdf = await PDFDocument.load(pdfBytes);
  const page = pdf.getPage(pdf.getPageCount() - 1);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const { width } = page.getSize();
  const x = 72;
  page.drawLine({ start: { x, y: 58 }, end: { x: Math.min(width - 72, 360), y: 58 }, thickness: 0.5, color: rgb(0.3, 0.3, 0.3) });
  page.drawText(encodable(signer.name, italic), { x, y: 62, size: 16, font: italic, color: rgb(0.05, 0.1, 0.35) });
  page.drawText(`Signed electronically on ${formatDate(signer.at)} (${signer.at.toISOString()})`, { x, y: 44, size: 9, font, color: rgb(0.2, 0.2, 0.2) });
  return Buffer.from(await pdf.save());
}
