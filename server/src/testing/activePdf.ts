import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

// PDFs as an attacker would upload them where a resume or a form file is expected: one that runs
// JavaScript when opened, one that carries an executable. Each call's bytes are new (the label is
// written on the page), since the store keeps one copy per content.

let serial = 0;

async function onePage(label: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([200, 100]).drawText(`${label} ${++serial}`, { x: 10, y: 50, size: 10, font });
  return doc;
}

/** A one-page PDF with nothing active in it. */
export async function plainPdf(label = 'Plain'): Promise<Buffer> {
  return Buffer.from(await (await onePage(label)).save());
}

/** A PDF whose /OpenAction runs JavaScript as soon as a reader opens it. */
export async function pdfWithOpenActionScript(label = 'Script'): Promise<Buffer> {
  const doc = await onePage(label);
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("pwned")') }));
  return Buffer.from(await doc.save());
}

/** A PDF with a Windows executable attached (/EmbeddedFiles, /EF), which a reader offers to open. */
export async function pdfWithAttachedExecutable(label = 'Attachment'): Promise<Buffer> {
  const doc = await onePage(label);
  await doc.attach(Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'), 'setup.exe', { mimeType: 'application/x-msdownload', description: 'Open me' });
  return Buffer.from(await doc.save());
}
