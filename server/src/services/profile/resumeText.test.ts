import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { TurnsFull } from '../files/boundedWorker';
import { readResume, readResumeText, RESUME_READERS, RESUME_WAITING, resumeReadersState } from './resumeText';

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

test('a PDF whose content inflates beyond the budget is refused before pdf.js sees it', async () => {
  const pdf = Buffer.concat([Buffer.from(await onePagePdf('x')), Buffer.from('\n9 0 obj\n<< /Filter /FlateDecode >>\nstream\n'), deflateSync(Buffer.alloc(8 * 1024 * 1024)), Buffer.from('\nendstream\nendobj\n')]);
  expect(await readResume(pdf, 'pdf', undefined, 4 * 1024 * 1024)).toEqual({ problem: 'too_large' });
});

test(`at most ${RESUME_READERS} resumes are read at once and ${RESUME_WAITING} wait; one more is refused at once`, async () => {
  const pdf = await onePagePdf('Kafka');
  // What is counted here is turns, not time: each read gets a minute (a CI run on a busy machine stopped one at
  // the product's few seconds, and it came back 'unreadable').
  const accepted = Array.from({ length: RESUME_READERS + RESUME_WAITING }, () => readResume(pdf, 'pdf', 60));
  expect(resumeReadersState()).toEqual({ running: RESUME_READERS, waiting: RESUME_WAITING });
  await expect(readResume(pdf, 'pdf')).rejects.toBeInstanceOf(TurnsFull);
  const results = await Promise.all(accepted);
  expect(results.every((r) => 'text' in r && r.text.includes('Kafka'))).toBe(true);
  expect(resumeReadersState()).toEqual({ running: 0, waiting: 0 });
});
