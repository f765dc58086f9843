import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { checkLoadInflation } from './pdfInflation';
import { pdfProblem } from '../offers/signedPdfUpload';

// Decompression bombs are stopped before pdf-lib decodes anything (it inflates object streams
// synchronously while loading: a 300 KB file expanding to 300 MB held the event loop for 13 s).
// The budget is lowered here to keep the tests small.

const KIB = 1024;
const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';

/** A one-page PDF whose object 4 sits in an object stream with `filter`, padded to `padding` bytes before compression. */
export function pdfWithObjectStream(padding: number, filter = '/FlateDecode', data?: Buffer, type = '/ObjStm'): Buffer {
  const header = '4 0 ';
  const inner = Buffer.concat([Buffer.from(`${header}<< /S /GoTo /D [3 0 R /Fit] >>`), Buffer.alloc(padding, 0x20)]);
  const stream = data ?? deflateSync(inner);
  const objects = ['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page];
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.push(text.length);
  const head = Buffer.from(`${text}5 0 obj\n<< /Type ${type} /N 1 /First ${header.length} /Filter ${filter} /Length ${stream.length} >>\nstream\n`, 'latin1');
  const xref = head.length + stream.length + '\nendstream\nendobj\n'.length;
  const tail =
    `\nendstream\nendobj\nxref\n0 6\n0000000000 65535 f \n` +
    offsets.slice(0, 3).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `0000000000 65535 f \n${String(offsets[3]).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([head, stream, Buffer.from(tail, 'latin1')]);
}

test('an object stream within the budget loads (and pdf-lib reads the object in it)', async () => {
  const bytes = pdfWithObjectStream(100 * KIB);
  expect(await checkLoadInflation(bytes, 256 * KIB)).toBeNull();
  expect(await pdfProblem(bytes, 256 * KIB)).toBeNull();
});

test('an object stream expanding beyond the budget: refused before pdf-lib parses it', async () => {
  const bytes = pdfWithObjectStream(300 * KIB);
  expect(bytes.length).toBeLessThan(2 * KIB);
  expect(await checkLoadInflation(bytes, 256 * KIB)).toBe('too_large');
  expect(await pdfProblem(bytes, 256 * KIB)).toBe(
    'The file "%s" holds compressed data that expands to more than 256 KB, far more than a signed document needs. Upload a plain PDF (print it to PDF again, or scan the signed paper).',
  );
});

test('a stream compressed twice is inflated through both layers (the first one alone is small)', async () => {
  const twice = deflateSync(deflateSync(Buffer.concat([Buffer.from('4 0 << >>'), Buffer.alloc(300 * KIB, 0x20)])));
  expect(await checkLoadInflation(pdfWithObjectStream(0, '[/FlateDecode /FlateDecode]', twice), 256 * KIB)).toBe('too_large');
  expect(await checkLoadInflation(pdfWithObjectStream(0, '[/FlateDecode /FlateDecode]', twice), 1024 * KIB)).toBeNull();
});

test('a cross-reference stream, and a stream whose /Type is indirect, count too', async () => {
  expect(await checkLoadInflation(pdfWithObjectStream(300 * KIB, '/FlateDecode', undefined, '/XRef'), 256 * KIB)).toBe('too_large');
  expect(await checkLoadInflation(pdfWithObjectStream(300 * KIB, '/FlateDecode', undefined, '9 0 R'), 256 * KIB)).toBe('too_large');
  // Other streams (pages, images) are not decoded by pdf-lib when loading: not inflated here.
  expect(await checkLoadInflation(pdfWithObjectStream(300 * KIB, '/FlateDecode', undefined, '/XObject'), 256 * KIB)).toBeNull();
});

test('LZW, run-length and indirect filters on an object stream: refused; corrupt compressed data: unreadable', async () => {
  expect(await checkLoadInflation(pdfWithObjectStream(10, '/LZWDecode', Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01])))).toBe('unsupported');
  expect(await checkLoadInflation(pdfWithObjectStream(10, '[/FlateDecode /RunLengthDecode]'))).toBe('unsupported');
  expect(await checkLoadInflation(pdfWithObjectStream(10, '9 0 R'))).toBe('unsupported');
  const corrupt = deflateSync(Buffer.alloc(10 * KIB, 0x20));
  corrupt[3] = 0xff;
  expect(await checkLoadInflation(pdfWithObjectStream(0, '/FlateDecode', corrupt))).toBe('unreadable');
  expect(await pdfProblem(pdfWithObjectStream(10, '/RunLengthDecode', Buffer.from([0x00, 0x41, 0x80])))).toMatch(/^The file "%s" uses a compression this site does not accept/);
});

test('a pdf-lib document with object streams, fonts and text passes at the real budget', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 20; i++) doc.addPage().drawText(`Page ${i}`, { x: 50, y: 700, size: 12, font });
  const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
  expect(await checkLoadInflation(bytes)).toBeNull();
  expect(await pdfProblem(bytes)).toBeNull();
});
