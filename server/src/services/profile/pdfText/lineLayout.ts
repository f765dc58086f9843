import type { PDFFont } from 'pdf-lib';
import { mirrored, visualRuns } from './bidiRuns';
import { fontRuns, STANDARD, type ResumeFonts } from './scriptFonts';

/**
 * Lines of resume text in any script: wrapped by the width of the fonts that draw them (Japanese between any two
 * characters), then cut into pieces placed left to right (bidi order, one font each).
 */

/** A piece of a line as drawn: its text in drawing order, its font and width. */
export interface Piece { text: string; font: PDFFont; width: number }
export interface TextStyle { fonts: ResumeFonts; bold: boolean; size: number }

// fontkit shapes and reverses a run with an Arabic or Hebrew letter itself; any other right-to-left run is
// reversed here.
const SHAPED_RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
// Characters a Japanese (or Chinese) line may break around, besides spaces.
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\u30fc\\uff00-\\uffef';
const TOKENS = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}]+`, 'gu');

async function pieces(text: string, rtl: boolean, style: TextStyle): Promise<Piece[]> {
  const runs = fontRuns(text);
  if (rtl) runs.reverse();
  const out: Piece[] = [];
  for (const run of runs) {
    // A character no font has is drawn as '?', as before.
    const { font, width } = await style.fonts.font(run.font ?? STANDARD, style.bold);
    const shown = run.font ? run.text : '?'.repeat([...run.text].length);
    const drawn = rtl && !SHAPED_RIGHT_TO_LEFT.test(shown) ? mirrored(shown) : shown;
    out.push({ text: drawn, font, width: width(drawn, style.size) });
  }
  return out;
}

async function textWidth(text: string, style: TextStyle): Promise<number> {
  return (await pieces(text, false, style)).reduce((sum, piece) => sum + piece.width, 0);
}

/**
 * `text` broken into lines no wider than `width` (a word longer than a line keeps its own line). A line is as wide
 * as its words and spaces: each is measured once (shaping does not cross a space).
 */
export async function wrapText(text: string, width: number, style: TextStyle): Promise<string[]> {
  const lines: string[] = [];
  let current = '';
  let currentWidth = 0;
  let space = 0;
  for (const token of text.normalize('NFC').replace(/\s+/g, ' ').trim().match(TOKENS) ?? []) {
    const tokenWidth = await textWidth(token, style);
    if (token === ' ') {
      space = tokenWidth;
      current += token;
    } else if (current && currentWidth + space + tokenWidth > width) {
      lines.push(current.trim());
      current = token;
      currentWidth = tokenWidth;
    } else {
      current += token;
      currentWidth += space + tokenWidth;
    }
    if (token !== ' ') space = 0;
  }
  if (current) lines.push(current.trim());
  return lines;
}

/** The pieces of one line, left to right on the page, in a paragraph running `direction`. */
export async function linePieces(line: string, direction: 'ltr' | 'rtl', style: TextStyle): Promise<Piece[]> {
  const out: Piece[] = [];
  for (const run of visualRuns(line, direction)) out.push(...(await pieces(run.text, run.rtl, style)));
  return out;
}
