import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { resumePdfProblem, scanResumeInflation } from './resumePdfCheck';

async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText(text, { x: 40, y: 700, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

/** A one-page PDF whose content stream is `data` with the filters given (what a bomb looks like). */
function pdfWithContent(data: Buffer, filter: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (chunk: Buffer) => { parts.push(chunk); length += chunk.length; };
  objects.forEach((body, i) => { offsets.push(length); add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`)); });
  offsets.push(length);
  add(Buffer.from(`4 0 obj\n<< /Length ${data.length} /Filter ${filter} >>\nstream\n`));
  add(data);
  add(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  add(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const MB = 1024 * 1024;

test('a resume as a word processor writes one passes, and pdf-lib\'s load checks pass too', async () => {
  const pdf = await onePagePdf('Kafka and Terraform at Acme');
  expect(await scanResumeInflation(pdf)).toBeNull();
  expect(await resumePdfProblem(pdf)).toBeNull();
});

test('a content stream that inflates beyond the budget is refused before any reading', async () => {
  // 8 MB of zeros compress to about 8 KB; the budget here is 4 MB (the real one 64 MB).
  const bomb = pdfWithContent(deflateSync(Buffer.alloc(8 * MB)), '/FlateDecode');
  expect(bomb.length).toBeLessThan(64 * 1024);
  expect(await scanResumeInflation(bomb, 4 * MB)).toBe('too_large');
  expect(await resumePdfProblem(bomb, 4 * MB)).toBe('too_large');
  // Within the budget the same file is fine.
  expect(await scanResumeInflation(bomb, 16 * MB)).toBeNull();
});

test('the streams count together, and a layer inside a layer counts too', async () => {
  const twice = pdfWithContent(deflateSync(Buffer.alloc(3 * MB)), '/FlateDecode');
  const withTwo = Buffer.concat([twice, pdfWithContent(deflateSync(Buffer.alloc(3 * MB)), '/FlateDecode')]);
  expect(await scanResumeInflation(twice, 4 * MB)).toBeNull();
  expect(await scanResumeInflation(withTwo, 4 * MB)).toBe('too_large');
  // [/FlateDecode /FlateDecode]: the outer layer is small, the inner one is the bomb.
  const nested = pdfWithContent(deflateSync(deflateSync(Buffer.alloc(8 * MB))), '[/FlateDecode /FlateDecode]');
  expect(await scanResumeInflation(nested, 4 * MB)).toBe('too_large');
});

test('the stream is found by its bytes whatever its dictionary says (a wrong /Length, no /Filter)', async () => {
  const lying = pdfWithContent(deflateSync(Buffer.alloc(8 * MB)), '/FlateDecode').toString('latin1').replace(/\/Length \d+/, '/Length 3');
  expect(await scanResumeInflation(Buffer.from(lying, 'latin1'), 4 * MB)).toBe('too_large');
});

test('filters without a cheap bound, or hiding compressed data, are refused, escaped names too', async () => {
  for (const filter of ['/LZWDecode', '/RunLengthDecode', '[/ASCIIHexDecode /FlateDecode]', '/A85', '/#4CZW', '5 0 R', '[/FlateDecode 5 0 R]']) {
    expect([filter, await scanResumeInflation(pdfWithContent(Buffer.from('abc'), filter))]).toEqual([filter, 'unsupported']);
  }
});

test('corrupt compressed data is unreadable', async () => {
  const data = deflateSync(Buffer.alloc(1000, 0x41));
  data[10] = 0xff;
  data[11] = 0xff;
  expect(await scanResumeInflation(pdfWithContent(data, '/FlateDecode'))).toBe('unreadable');
});

test('a file built to make the scan slow (escaped names, /Filter entries by the hundred thousand) is refused, quickly', async () => {
  for (const unit of ['/F#41 ', '/Filter /FlateDecode ']) {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(unit.repeat(Math.floor((4 * MB) / unit.length)))]);
    expect(await scanResumeInflation(pdf)).toBe('unsupported');
  }
  // A resume's few escaped names (a font's /Arial#20Bold) are fine.
  expect(await scanResumeInflation(pdfWithContent(deflateSync(Buffer.from('BT ET')), '/Fl#61teDecode'))).toBeNull();
});
