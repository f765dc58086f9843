import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { storedPdfProblem } from './loadPdfBounded';

// Objects a PDF reader opens through the cross-reference table but pdf-lib, reading front to back,
// never keeps (issue 25 attack review: pdf.js reported each JavaScript open action below, and the
// check let all three files through).

const PAGES = '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n';
const JS_ACTION = "<< /Type /Action /S /JavaScript /JS (app.alert\\('hidden'\\)) >>";

/** A file of `body` (objects 1 to 3 and whatever it adds) with a cross-reference table pointing object n at `offsets[n]`. */
function pdf(parts: Array<string | Buffer>, offsetsOf: (text: string) => Record<number, number>): Buffer {
  const body = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
  const offsets = offsetsOf(body.toString('latin1'));
  const size = Math.max(...Object.keys(offsets).map(Number)) + 1;
  let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let n = 1; n < size; n++) xref += `${String(offsets[n] ?? 0).padStart(10, '0')} 00000 ${offsets[n] === undefined ? 'f' : 'n'} \n`;
  return Buffer.concat([body, Buffer.from(`${xref}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`, 'latin1')]);
}

const first = (text: string, needle: string) => text.indexOf(needle);
const last = (text: string, needle: string) => text.lastIndexOf(needle);

/** A stream whose data (covered by its /Length, so pdf-lib skips it) holds `hidden`. */
function streamHolding(number: number, hidden: string | Buffer): Buffer {
  const data = Buffer.concat([Buffer.from('q Q\n'), typeof hidden === 'string' ? Buffer.from(hidden, 'latin1') : hidden, Buffer.from('\nQ q')]);
  return Buffer.concat([Buffer.from(`${number} 0 obj\n<< /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')]);
}

const HEADER = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>\nendobj\n' + PAGES;

test('an open action hidden inside another stream\'s data, where the cross-reference table points: refused', async () => {
  const file = pdf([HEADER, streamHolding(4, `5 0 obj\n${JS_ACTION}\nendobj\n`)], (text) => ({ 1: first(text, '1 0 obj'), 2: first(text, '2 0 obj'), 3: first(text, '3 0 obj'), 4: first(text, '4 0 obj'), 5: first(text, '5 0 obj') }));
  expect(await storedPdfProblem(file)).toEqual({ problem: 'active_content', found: '/S /JavaScript' });
});

test('an open action defined twice, the table pointing at the first (pdf-lib keeps the last): refused', async () => {
  const file = pdf([HEADER, `5 0 obj\n${JS_ACTION}\nendobj\n`, '5 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n'], (text) => ({ 1: first(text, '1 0 obj'), 2: first(text, '2 0 obj'), 3: first(text, '3 0 obj'), 5: first(text, '5 0 obj') }));
  expect(await storedPdfProblem(file)).toEqual({ problem: 'active_content', found: '/S /JavaScript' });
  // The same file with the table pointing at the plain last definition is still refused: any definition counts.
  expect(await storedPdfProblem(pdf([HEADER, `5 0 obj\n${JS_ACTION}\nendobj\n`, '5 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n'], (text) => ({ 1: first(text, '1 0 obj'), 2: first(text, '2 0 obj'), 3: first(text, '3 0 obj'), 5: last(text, '5 0 obj') })))).toMatchObject({ problem: 'active_content' });
});

test('a compressed object stream holding the action, hidden inside another stream\'s data: refused', async () => {
  const objects = `5 0 ${JS_ACTION}`;
  const packed = deflateSync(Buffer.from(objects, 'latin1'));
  const objStm = Buffer.concat([Buffer.from(`6 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`), packed, Buffer.from('\nendstream\nendobj\n')]);
  const file = pdf([HEADER, streamHolding(4, objStm)], (text) => ({ 1: first(text, '1 0 obj'), 2: first(text, '2 0 obj'), 3: first(text, '3 0 obj'), 4: first(text, '4 0 obj'), 6: first(text, '6 0 obj') }));
  expect(await storedPdfProblem(file)).toEqual({ problem: 'active_content', found: '/S /JavaScript' });
});

test('plain PDFs still pass: object streams, an incremental update, and a megabyte of random image data', async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  const plain = await doc.save({ useObjectStreams: true });
  expect(await storedPdfProblem(plain)).toBeNull();
  const updated = Buffer.concat([Buffer.from(plain), Buffer.from('\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n', 'latin1')]);
  expect(await storedPdfProblem(updated)).toBeNull();
  const image = pdf(['%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', PAGES, streamHolding(4, randomBytes(1024 * 1024))], (text) => ({ 1: first(text, '1 0 obj'), 2: first(text, '2 0 obj'), 3: first(text, '3 0 obj'), 4: first(text, '4 0 obj') }));
  expect(await storedPdfProblem(image)).toBeNull();
});
