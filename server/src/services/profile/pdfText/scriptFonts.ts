import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadPdfLib } from '../../files/loadPdfLib';

/**
 * Which font draws which character of a resume. Text the standard fonts can write (WinAnsi: Latin-1 and a few
 * marks) stays in Helvetica, so a Latin resume embeds no font file. Any other character comes from the Noto Sans
 * family whose file covers it (Fontsource splits each family into files by Unicode range, listed in its
 * unicode.json): Latin with diacritics, Greek, Cyrillic, Arabic, Hebrew, Japanese. Files are read and embedded
 * (as subsets) only when a text needs them.
 */

const WIN_ANSI_EXTRA = new Set('–—‘’“”•€…'.split(''));
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

// Families by priority, with the Fontsource files (subsets) used from each; `null` takes every subset. Each names
// its unicode.json in full (resolved when first needed), so tools see the packages used.
const FAMILIES: readonly { family: string; unicode: () => string; subsets: readonly string[] | null }[] = [
  { family: 'noto-sans', unicode: () => require.resolve('@fontsource/noto-sans/unicode.json'), subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] },
  { family: 'noto-sans-arabic', unicode: () => require.resolve('@fontsource/noto-sans-arabic/unicode.json'), subsets: ['arabic'] },
  { family: 'noto-sans-hebrew', unicode: () => require.resolve('@fontsource/noto-sans-hebrew/unicode.json'), subsets: ['hebrew'] },
  { family: 'noto-sans-jp', unicode: () => require.resolve('@fontsource/noto-sans-jp/unicode.json'), subsets: null },
];
const LATIN_FILE = 'noto-sans/latin';

interface FontFile { name: string; ranges: [number, number][] }
let fontFiles: FontFile[] | undefined;

function files(): FontFile[] {
  return (fontFiles ??= FAMILIES.flatMap(({ family, unicode: file, subsets }) => {
    const unicode = JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>;
    return (subsets ?? Object.keys(unicode)).map((subset) => ({
      name: `${family}/${subset}`,
      ranges: (unicode[subset] ?? '').split(',').map((range) => {
        const [from = '0', to = from] = range.replace('U+', '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    }));
  }));
}

const fileOf = new Map<string, string | null>();
/** The font file ('noto-sans-arabic/arabic') that has `char`, or null when none does. */
function fileFor(char: string): string | null {
  let name = fileOf.get(char);
  if (name === undefined) {
    const code = char.codePointAt(0) ?? 0;
    name = files().find((file) => file.ranges.some(([from, to]) => code >= from && code <= to))?.name ?? null;
    fileOf.set(char, name);
  }
  return name;
}

/** A piece of text and the font that draws it (STANDARD: Helvetica; else a font file's name; null: none has it). */
export interface FontRun { text: string; font: string | null }
export const STANDARD = 'standard';

/**
 * `text` cut where its font changes. A word that needs Noto Sans for one letter (Łukasz) takes it for all its
 * Latin letters, so one word is never drawn in two designs.
 */
export function fontRuns(text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const word of text.split(/(\s+)/)) {
    const chars = [...word];
    const keys = chars.map((char) => (isWinAnsi(char) ? STANDARD : fileFor(char)));
    const noto = keys.some((key) => key?.startsWith('noto-sans/'));
    chars.forEach((char, i) => {
      const font = noto && keys[i] === STANDARD ? LATIN_FILE : (keys[i] ?? null);
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += char;
      else runs.push({ text: char, font });
    });
  }
  return runs;
}

// Parsed once per process (parsing and fontkit's first layout of a font take hundreds of ms); each PDF embeds its own
// subset of it. fontkit's fonts are not changed by laying out or subsetting.
const parsed = new Map<string, { bytes: Buffer; font: unknown }>();
function parsedFont(file: string): { bytes: Buffer; font: unknown } {
  let known = parsed.get(file);
  if (!known) {
    const bytes = readFileSync(require.resolve(file));
    known = { bytes, font: (require('@pdf-lib/fontkit') as { create(bytes: Buffer): unknown }).create(bytes) };
    parsed.set(file, known);
  }
  return known;
}
// Widths by font file and text, at size 1000: fontkit lays a text out again for every measure.
const widths = new Map<string, Map<string, number>>();

/** The fonts of one PDF: Helvetica at once (as before), each Noto file embedded on its first use. */
export class ResumeFonts {
  private readonly embedded = new Map<string, PDFFont>();
  private constructor(private readonly doc: PDFDocument, private readonly standard: { regular: PDFFont; bold: PDFFont }) {}

  static async create(doc: PDFDocument): Promise<ResumeFonts> {
    const { StandardFonts } = loadPdfLib();
    return new ResumeFonts(doc, { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) });
  }

  /** The PDF font for a run's font name, bold or not, and a measure of text in it. */
  async font(name: string, bold: boolean): Promise<{ font: PDFFont; width: (text: string, size: number) => number }> {
    const key = `${name}/${bold ? 700 : 400}`;
    let font = this.embedded.get(key);
    if (!font && name === STANDARD) font = bold ? this.standard.bold : this.standard.regular;
    if (!font) {
      const [family = '', subset = ''] = name.split('/');
      const file = `@fontsource/${family}/files/${family}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${bold ? 700 : 400}-normal.woff`;
      const { bytes, font: fontkitFont } = parsedFont(file);
      // pdf-lib would parse the bytes again for every PDF: its fontkit here hands over the parsed font.
      this.doc.registerFontkit({ create: () => fontkitFont } as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
      font = await this.doc.embedFont(bytes, { subset: true });
      this.embedded.set(key, font);
    }
    let known = widths.get(key);
    if (!known) widths.set(key, (known = new Map()));
    const measured = known;
    const pdfFont = font;
    return {
      font,
      width: (text, size) => {
        let width = measured.get(text);
        if (width === undefined) measured.set(text, (width = pdfFont.widthOfTextAtSize(text, 1000)));
        return (width * size) / 1000;
      },
    };
  }
}
