import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { loadPdfLib } from '../../files/loadPdfLib';
import { woffToSfnt } from './woff';

/**
 * Which font draws which character of a resume. Text the standard fonts can write (WinAnsi: Latin-1 and a few
 * marks) stays in Helvetica, so a Latin resume embeds no font file. Any other character comes from the Noto Sans
 * family whose file covers it (Fontsource splits each family into files by Unicode range, listed in its
 * unicode.json): Latin with diacritics, Greek, Cyrillic, Arabic, Hebrew, Thai, Japanese, Korean, Chinese. Files are
 * read and embedded (as subsets) only when a text needs them. A Han character takes the shape of the resume's
 * language: Noto Sans SC in zh-CN, TC in zh-TW, KR in ko, JP in ja and any other language (as before); kana always
 * come from JP and Hangul from KR first.
 */

const WIN_ANSI_EXTRA = new Set('–—‘’“”•€…'.split(''));
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

// Families by priority, with the Fontsource files (subsets) used from each; `null` takes every subset. Each names
// its unicode.json in full (resolved when first needed), so tools see the packages used.
interface Family { family: string; unicode: () => string; subsets: readonly string[] | null }
const SCRIPTS: readonly Family[] = [
  { family: 'noto-sans', unicode: () => require.resolve('@fontsource/noto-sans/unicode.json'), subsets: ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] },
  { family: 'noto-sans-arabic', unicode: () => require.resolve('@fontsource/noto-sans-arabic/unicode.json'), subsets: ['arabic'] },
  { family: 'noto-sans-hebrew', unicode: () => require.resolve('@fontsource/noto-sans-hebrew/unicode.json'), subsets: ['hebrew'] },
  { family: 'noto-sans-thai', unicode: () => require.resolve('@fontsource/noto-sans-thai/unicode.json'), subsets: ['thai'] },
];
// The CJK families, each split by Fontsource into ~100 files; which comes first depends on the language.
const CJK_FAMILIES = {
  jp: { family: 'noto-sans-jp', unicode: () => require.resolve('@fontsource/noto-sans-jp/unicode.json'), subsets: null },
  kr: { family: 'noto-sans-kr', unicode: () => require.resolve('@fontsource/noto-sans-kr/unicode.json'), subsets: null },
  sc: { family: 'noto-sans-sc', unicode: () => require.resolve('@fontsource/noto-sans-sc/unicode.json'), subsets: null },
  tc: { family: 'noto-sans-tc', unicode: () => require.resolve('@fontsource/noto-sans-tc/unicode.json'), subsets: null },
} satisfies Record<string, Family>;
type Cjk = keyof typeof CJK_FAMILIES;
const LATIN_FILE = 'noto-sans/latin';

/**
 * The order of the CJK families for a resume in `locale`: its own first (Han differs in shape between Japan,
 * Korea, mainland China and Taiwan or Hong Kong), then the others for characters it lacks (Noto Sans JP has no
 * simplified 汉). Any other language keeps Japanese first, as before.
 */
function cjkOrder(locale = 'en'): readonly Cjk[] {
  const [language = '', region = ''] = locale.toLowerCase().split('-');
  if (language === 'zh') return ['hant', 'tw', 'hk', 'mo'].includes(region) ? ['tc', 'sc', 'jp', 'kr'] : ['sc', 'tc', 'jp', 'kr'];
  if (language === 'ko') return ['kr', 'jp', 'sc', 'tc'];
  return ['jp', 'kr', 'sc', 'tc'];
}
const DEFAULT_ORDER = cjkOrder();
// Kana and Hangul have one shape: their own family draws them in any language.
const OWN_FAMILY: readonly [RegExp, Cjk][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'jp'],
  [/\p{Script=Hangul}/u, 'kr'],
];

interface FontFile { name: string; ranges: [number, number][] }
const familyFiles = new Map<string, FontFile[]>();
function files(family: Family): FontFile[] {
  let known = familyFiles.get(family.family);
  if (!known) {
    const unicode = JSON.parse(readFileSync(family.unicode(), 'utf8')) as Record<string, string>;
    known = (family.subsets ?? Object.keys(unicode)).map((subset) => ({
      name: `${family.family}/${subset}`,
      ranges: (unicode[subset] ?? '').split(',').map((range) => {
        const [from = '0', to = from] = range.replace('U+', '').split('-');
        return [parseInt(from, 16), parseInt(to, 16)] as [number, number];
      }),
    }));
    familyFiles.set(family.family, known);
  }
  return known;
}

const fileOf = new Map<string, string | null>();
/** The font file ('noto-sans-arabic/arabic') that has `char`, or null when none does; CJK families in `order`. */
function fileFor(char: string, order: readonly Cjk[]): string | null {
  const key = `${order.join()}:${char}`;
  let name = fileOf.get(key);
  if (name === undefined) {
    const code = char.codePointAt(0) ?? 0;
    const own = OWN_FAMILY.find(([script]) => script.test(char))?.[1];
    const cjk = own ? [own, ...order.filter((family) => family !== own)] : order;
    name = null;
    for (const family of [...SCRIPTS, ...cjk.map((family) => CJK_FAMILIES[family])]) {
      name = files(family).find((file) => file.ranges.some(([from, to]) => code >= from && code <= to))?.name ?? null;
      if (name) break;
    }
    fileOf.set(key, name);
  }
  return name;
}

/** A piece of text and the font that draws it (STANDARD: Helvetica; else a font file's name; null: none has it). */
export interface FontRun { text: string; font: string | null }
export const STANDARD = 'standard';

/**
 * `text` cut where its font changes. A word that needs Noto Sans for one letter (Łukasz) takes it for all its
 * Latin letters, so one word is never drawn in two designs. CJK characters come from the families in `order`.
 */
function fontRuns(text: string, order: readonly Cjk[] = DEFAULT_ORDER): FontRun[] {
  const runs: FontRun[] = [];
  for (const word of text.split(/(\s+)/)) {
    const chars = [...word];
    const keys = chars.map((char) => (isWinAnsi(char) ? STANDARD : fileFor(char, order)));
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
    const bytes = woffToSfnt(readFileSync(require.resolve(file)));
    known = { bytes, font: (require('@pdf-lib/fontkit') as { create(bytes: Buffer): unknown }).create(bytes) };
    parsed.set(file, known);
  }
  return known;
}
// Widths by font file and text, at size 1000: fontkit lays a text out again for every measure.
const widths = new Map<string, Map<string, number>>();

/**
 * The fonts of one PDF: Helvetica at once (as before), each Noto file embedded on its first use; Han in the shape of
 * the resume's language (`locale`).
 */
export class ResumeFonts {
  private readonly embedded = new Map<string, PDFFont>();
  private constructor(
    private readonly doc: PDFDocument,
    private readonly standard: { regular: PDFFont; bold: PDFFont },
    private readonly order: readonly Cjk[],
  ) {}

  static async create(doc: PDFDocument, locale?: string): Promise<ResumeFonts> {
    const { StandardFonts } = loadPdfLib();
    const standard = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    return new ResumeFonts(doc, standard, cjkOrder(locale));
  }

  /** `text` cut where its font changes, for this resume's language. */
  runs(text: string): FontRun[] {
    return fontRuns(text, this.order);
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
