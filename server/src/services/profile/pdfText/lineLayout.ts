import type { PDFFont } from 'pdf-lib';
import { mirrored, visualRuns } from './bidiRuns';
import { STANDARD, type ResumeFonts } from './scriptFonts';

/**
 * Lines of resume text in any script: wrapped by the width of the fonts that draw them (Japanese and Chinese between
 * characters, kinsoku kept; Thai between words; Korean at spaces), then cut into pieces placed left to right (bidi order, one font each).
 */

/** A piece of a line as drawn: its text in drawing order, its font and width. */
export interface Piece { text: string; font: PDFFont; width: number }
export interface TextStyle { fonts: ResumeFonts; bold: boolean; size: number }

// fontkit shapes and reverses a run with an Arabic or Hebrew letter itself; any other right-to-left run is
// reversed here.
const SHAPED_RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
// Japanese (or Chinese) text, which breaks between characters without spaces.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]/u;

const THAI = /\p{Script=Thai}/u;
const HANGUL = /\p{Script=Hangul}/u;

interface LineBreaker { nextBreak(): { position: number } | null }
let Breaker: (new (text: string) => LineBreaker) | undefined;

/**
 * The words and spaces of `text` (one space between words), the pieces a line may break between. Text with
 * Japanese or Chinese follows the Unicode line-breaking rules (UAX #14, by the linebreak package, loaded for the
 * first such text): any two characters, except that a line never starts with closing punctuation (。、」), a small kana
 * or a prolonged sound mark, nor ends with an opening bracket (「（), the rules Japanese typesetting calls kinsoku.
 * Korean is set keep-all: never between two Hangul syllables, only at spaces (and beside Han or punctuation as
 * UAX #14 allows). Other text breaks at its spaces only; Thai, written without spaces between words, also between
 * its words (Intl.Segmenter's dictionary, which UAX #14 leaves to the implementation: class SA).
 */
function breakPieces(text: string): string[] {
  const words = text.split(/(\s)/).filter(Boolean);
  const pieces = CJK.test(text) ? cjkPieces(text) : words;
  return THAI.test(text) ? pieces.flatMap((piece) => (THAI.test(piece) ? thaiWords(piece) : [piece])) : pieces;
}

function cjkPieces(text: string): string[] {
  Breaker ??= require('linebreak') as new (text: string) => LineBreaker;
  const breaker = new Breaker(text);
  const pieces: string[] = [];
  let start = 0;
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) {
    const { position } = found;
    // Hangul is in the Basic Multilingual Plane: one UTF-16 unit either side of the break.
    if (HANGUL.test(text[position - 1] ?? '') && HANGUL.test(text[position] ?? '')) continue;
    const piece = text.slice(start, position);
    start = position;
    // The space a piece ends with (a break after a space) is a piece of its own, as for other text.
    pieces.push(...piece.split(/(\s)/).filter(Boolean));
  }
  return pieces;
}

let thaiSegmenter: Intl.Segmenter | undefined;
/** A piece cut between Thai words: only where a Thai letter meets another (not before a comma or a Latin word). */
function thaiWords(piece: string): string[] {
  thaiSegmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const out: string[] = [];
  let current = '';
  for (const { segment } of thaiSegmenter.segment(piece)) {
    const last = [...current].pop() ?? '';
    if (current && THAI.test(last) && THAI.test([...segment][0] ?? '')) {
      out.push(current);
      current = segment;
    } else current += segment;
  }
  if (current) out.push(current);
  return out;
}

async function pieces(text: string, rtl: boolean, style: TextStyle): Promise<Piece[]> {
  const runs = style.fonts.runs(text);
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
  for (const token of breakPieces(text.normalize('NFC').replace(/\s+/g, ' ').trim())) {
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
