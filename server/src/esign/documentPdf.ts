import type { PDFFont } from 'pdf-lib';
import { loadPdfLib } from '../services/files/loadPdfLib';
import type { SigningDocument } from './signingDocument';

/**
 * The PDF the signing page shows and stamps: the stored one, or — for a document that came with
 * no PDF of its own — a one-page PDF naming it, so that every signature lands on a document.
 */
export async function documentPdf(doc: SigningDocument): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = loadPdfLib();
  if (doc.pdf) return doc.pdf;
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.name);
  const page = pdf.addPage([612, 792]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(encodable(doc.name, bold), { x: 72, y: 700, size: 20, font: bold });
  const lines = [
    `${doc.companyName}: ${doc.positionTitle}`,
    `Prepared for ${doc.candidateName}`,
    '',
    'This document is signed electronically. The signature, its date and the certificate of the',
    'signing are added to it when it is signed.',
  ];
  lines.forEach((line, n) => page.drawText(encodable(line, font), { x: 72, y: 660 - n * 16, size: 11, font, color: rgb(0.1, 0.1, 0.1) }));
  return Buffer.from(await pdf.save());
}

/** `text` with the characters the standard font cannot draw replaced by '?', so an unusual name never fails a signature. */
export function encodable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}
