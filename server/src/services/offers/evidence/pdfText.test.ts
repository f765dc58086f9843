import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { drawable, wrapText } from './pdfText';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

/** `font`, counting the characters it is asked to measure. */
function counting(inner: PDFFont): { font: Pick<PDFFont, 'widthOfTextAtSize'>; measured: () => number } {
  let measured = 0;
  return {
    font: { widthOfTextAtSize: (text: string, size: number) => ((measured += text.length), inner.widthOfTextAtSize(text, size)) },
    measured: () => measured,
  };
}

describe('wrapText', () => {
  it('fills lines word by word and breaks a word longer than a line anywhere, every line fitting', () => {
    const text = `User agent: Mozilla/5.0 (X11) ${'W'.repeat(300)} Gecko/20100101 ${'0123456789abcdef'.repeat(8)}`;
    const lines = wrapText(font, 9.5, text, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9.5)).toBeLessThanOrEqual(200);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    expect(lines[0]).toBe('User agent: Mozilla/5.0 (X11)');
    // A cut line is as full as it can be: one more character would not fit.
    const [, cut, next] = lines;
    expect(font.widthOfTextAtSize(`${cut}${next?.[0]}`, 9.5)).toBeGreaterThan(200);
  });

  it('keeps short text on one line, and answers one empty line for no text', () => {
    expect(wrapText(font, 10, 'IP: 198.51.100.23', 500)).toEqual(['IP: 198.51.100.23']);
    expect(wrapText(font, 10, '', 500)).toEqual(['']);
    // A character wider than the line still goes somewhere (one a line) instead of looping.
    expect(wrapText(font, 10, 'WW', 1)).toEqual(['W', 'W']);
  });

  it('measures a long word in linear time, not once per character per line (a 512-character user agent took seconds)', () => {
    for (const length of [512, 20_000]) {
      const { font: measuring, measured } = counting(font);
      const lines = wrapText(measuring, 9.5, 'W'.repeat(length), 490);
      expect(lines.join('')).toBe('W'.repeat(length));
      // Each line of ~50 characters costs a few measurements of at most twice its length.
      expect(measured()).toBeLessThan(20 * length);
    }
  });
});

describe('drawable', () => {
  it('keeps WinAnsi, folds accents, replaces the rest and control characters', () => {
    expect(drawable(font, 'Zoë Łukasz 李\u0007x…')).toBe('Zoë ?ukasz ? x…');
  });
});
