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

/** Breaks `text` into lines no wider than `width`; words longer than a line (hashes, user agents) break anywhere. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
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
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
