import type { PDFFont } from 'pdf-lib';

const encodable = new WeakMap<PDFFont, Map<string, boolean>>();

function canEncode(font: PDFFont, char: string): boolean {
  let known = encodable.get(font);
  if (!known) {
    known = new Map();
    encodable.set(font, known);
  }
  let ok = known.get(char);
  if (ok === undefined) {
    try {
      font.encodeText(char);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(char, ok);
  }
  return ok;
}

/**
 * `text` as the font can draw it: the standard PDF fonts speak WinAnsi only, so a character outside
 * it becomes its base letter where it has one (Ő → O) and '?' otherwise, instead of failing the
 * signing. Control characters (a user agent may carry anything) become spaces.
 */
export function drawable(font: PDFFont, text: string): string {
  let out = '';
  // eslint-disable-next-line no-control-regex
  for (const char of text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')) {
    if (canEncode(font, char)) {
      out += char;
      continue;
    }
    const base = [...char.normalize('NFKD')].filter((part) => canEncode(font, part) && !/\p{M}/u.test(part)).join('');
    out += base || '?';
  }
  return out;
}

/**
 * Breaks `text` into lines no wider than `width`; words longer than a line (hashes, user agents) break
 * anywhere. Linear in the text's length (times the log of a line's): a long word is cut by searching
 * for the longest prefix that fits, measuring only prefixes up to twice a line's length, never the
 * whole rest of the word again for every line.
 */
export function wrapText(font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let start = 0;
    for (;;) {
      const end = fittingEnd(fits, word, start);
      if (end === word.length) break;
      lines.push(word.slice(start, end));
      start = end;
    }
    line = word.slice(start);
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * Where the longest piece of `word` from `start` that fits ends (at least one character, so wrapping
 * always advances). The width of a prefix grows with its length, so: double the length until it does
 * not fit, then halve the gap between the longest that fits and the shortest that does not.
 */
function fittingEnd(fits: (text: string) => boolean, word: string, start: number): number {
  const rest = word.length - start;
  let good = 1;
  let bad = 2;
  while (bad <= rest && fits(word.slice(start, start + bad))) {
    good = bad;
    bad *= 2;
  }
  if (bad > rest) {
    if (good === rest || fits(word.slice(start))) return word.length;
    bad = rest;
  }
  while (bad - good > 1) {
    const middle = (good + bad) >> 1;
    if (fits(word.slice(start, start + middle))) good = middle;
    else bad = middle;
  }
  return start + good;
}
