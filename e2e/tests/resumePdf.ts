import { createRequire } from 'node:module';
import { join } from 'node:path';

const serverRequire = createRequire(join(__dirname, '..', '..', 'server', 'package.json'));

/** A resume as a word processor exports one: real text in a real PDF (pdf-lib, as the server has it). */
export async function resumePdf(lines: string[]): Promise<Buffer> {
  type PdfPage = { drawText(text: string, options: { x: number; y: number; size: number; font: unknown }): void };
  type Doc = { addPage(): PdfPage; embedFont(name: string): Promise<unknown>; save(): Promise<Uint8Array> };
  const { PDFDocument, StandardFonts } = serverRequire('pdf-lib') as { PDFDocument: { create(): Promise<Doc> }; StandardFonts: { Helvetica: string } };
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 12, font }));
  return Buffer.from(await doc.save());
}
