import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib';
import { signPdf } from './signPdf';

async function letter(pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) pdf.addPage([612, 792]).drawText(`Page ${i + 1}`, { x: 72, y: 700, size: 12, font });
  return pdf.save();
}

/** Every text string the page's content streams draw, hex strings decoded (pdf-lib writes <…> for standard fonts). */
async function drawnText(bytes: Uint8Array, pageIndex: number): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[pageIndex];
  if (!page) throw new Error('no such page');
  const contents = page.node.Contents();
  const refs = contents ? ('asArray' in contents ? contents.asArray() : [contents]) : [];
  let text = '';
  for (const ref of refs) {
    const stream = pdf.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? inflateSync(Buffer.from(stream.contents)) : Buffer.from(stream.contents);
    const ops = raw.toString('latin1');
    for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += `${Buffer.from(hex ?? '', 'hex').toString('latin1')}\n`;
    for (const [, literal] of ops.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) text += `${literal}\n`;
  }
  return text;
}

it('writes the typed name and the date (MM/DD/YYYY) on the last page', async () => {
  const signed = await signPdf(await letter(2), { name: 'Ada Lovelace', date: '11/23/2026' });
  const last = await drawnText(signed, 1);
  expect(last).toContain('Ada Lovelace');
  expect(last).toContain('Signed electronically on 11/23/2026');
  expect(await drawnText(signed, 0)).not.toContain('Ada Lovelace');
  expect((await PDFDocument.load(signed)).getPageCount()).toBe(2);
});

it('writes on the signature line it was given, with the date beside the date label', async () => {
  const signed = await signPdf(await letter(2), {
    name: 'Ada Lovelace',
    date: '11/23/2026',
    anchor: { pageIndex: 0, x: 150, y: 200, date: { x: 400, y: 200 } },
  });
  const first = await drawnText(signed, 0);
  expect(first).toContain('Ada Lovelace');
  expect(first).toContain('11/23/2026');
  expect(await drawnText(signed, 1)).not.toContain('Ada Lovelace');
});

it('draws characters the standard fonts lack as "?" instead of failing', async () => {
  const signed = await signPdf(await letter(1), { name: 'Zoë 李', date: '01/02/2027' });
  expect(await drawnText(signed, 0)).toContain('Zo\u00eb ?');
});
