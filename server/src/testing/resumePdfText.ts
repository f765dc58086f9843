import { execFile } from 'node:child_process';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import type { ProfileDetails } from '@careers/shared/contracts/profile';

// The text of an exported resume as a reader gets it back: lines in reading order and the fonts embedded.

const PDFJS = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js is ESM-only and jest runs CommonJS: a child Node reads the PDF as a viewer would, item by item.
// Noto Sans Arabic draws a letter's dots as glyphs of their own, which stand for no character: pdf-lib maps them to
// nothing and pdf.js reads them as control characters (left out here; a known gap of the ToUnicode map).
const READ = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const content = await (await doc.getPage(1)).getTextContent();
process.stdout.write(JSON.stringify(content.items.map((i) => ({ ...i, str: i.str.replace(/\\p{Cc}/gu, '') })).filter((i) => i.str.trim()).map((i) => ({ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width }))));
`;
export interface Item { str: string; x: number; y: number; width: number }
export const readItems = (pdf: Uint8Array) =>
  new Promise<Item[]>((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', READ, PDFJS], (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as Item[])));
    child.stdin?.end(Buffer.from(pdf));
  });

const RTL = /^[^A-Za-z\u00c0-\u024f\u0370-\u04ff\u3040-\u9fff]*[\u0590-\u08ff]/;
/**
 * The lines of the page as a reader takes them in: items on one baseline, from the side the line starts (right
 * for a line whose rightmost item is Arabic or Hebrew), a space where the page leaves a gap. pdf.js gives each
 * item's text in reading order.
 */
export function lines(items: Item[]): { text: string; y: number; left: number; right: number }[] {
  const ys = [...new Set(items.map((item) => item.y))].sort((a, b) => b - a);
  return ys.map((y) => {
    const row = items.filter((item) => item.y === y).sort((a, b) => a.x - b.x);
    const rtl = RTL.test(row[row.length - 1]!.str);
    const ordered = rtl ? [...row].reverse() : row;
    let text = '';
    ordered.forEach((item, i) => {
      const prev = ordered[i - 1];
      const gap = prev ? (rtl ? prev.x - (item.x + item.width) : item.x - (prev.x + prev.width)) : 0;
      text += (prev && gap > 1.5 ? ' ' : '') + item.str;
    });
    return { text, y, left: row[0]!.x, right: Math.max(...row.map((item) => item.x + item.width)) };
  });
}

/** Each font's /BaseFont and its ToUnicode map (which glyph stands for which characters). */
export async function fonts(pdf: Uint8Array): Promise<{ name: string; toUnicode: string }[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font') || object.has(PDFName.of('CIDSystemInfo'))) return [];
    const map = object.get(PDFName.of('ToUnicode')) as PDFRef | undefined;
    const stream = map && doc.context.lookup(map);
    const toUnicode = stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';
    return [{ name: String(object.get(PDFName.of('BaseFont'))).slice(1), toUnicode }];
  });
}

export const profile = (over: Partial<ProfileDetails>) =>
  ({ fullname: '', email: 'someone@demo.test', location: '', experienceYears: null, skills: [], experience: [], education: [], ...over }) as unknown as ProfileDetails;
