import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readResumeText } from './resumeText';

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(text, { x: 40, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

test('reads the text of a PDF in a worker', async () => {
  expect(await readResumeText(await onePagePdf('Kafka and Terraform at Acme'), 'pdf')).toContain('Kafka and Terraform at Acme');
});

test('a worker that does not finish within its time is stopped and the file counts as unreadable', async () => {
  // No worker starts and loads pdf.js within a millisecond: the limit, not the file, decides.
  expect(await readResumeText(await onePagePdf('anything'), 'pdf', 0.001)).toBeNull();
});

test('bytes that are not what they claim are unreadable, not an error of the server', async () => {
  expect(await readResumeText(Buffer.from('%PDF-1.7\n%%EOF garbage'), 'pdf')).toBeNull();
  expect(await readResumeText(Buffer.from('PK\x03\x04 not a zip'), 'docx')).toBeNull();
});
