import type bidiFactory from 'bidi-js';

/**
 * The Unicode bidirectional algorithm (by bidi-js) for one line of a PDF: pdf-lib draws glyphs left to right in
 * the order given, so a line with Arabic or Hebrew is cut into runs of one direction, put in visual order.
 */

let bidi: ReturnType<typeof bidiFactory> | undefined;
// bidi-js builds its tables when made: only for the first line that has a right-to-left letter.
const algorithm = () => (bidi ??= (require('bidi-js') as typeof bidiFactory)());
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200f\u202b\u202e\u2067]|\ud802[\udc00-\udfff]|\ud83a/;

/** A piece of a line in logical (reading) order, and whether it runs right to left. */
export interface DirectionRun { text: string; rtl: boolean }

/** The direction of a paragraph from its first strong letter (Unicode rule P2), 'ltr' when it has none. */
export function paragraphDirection(text: string): 'ltr' | 'rtl' {
  if (!RIGHT_TO_LEFT.test(text)) return 'ltr';
  const { paragraphs } = algorithm().getEmbeddingLevels(text, 'auto');
  return (paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * The runs of `line`, left to right as they appear on the page, in a paragraph running `direction`.
 * @example visualRuns('Acme שלום', 'ltr') // [{ text: 'Acme ', rtl: false }, { text: 'שלום', rtl: true }]
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): DirectionRun[] {
  if (direction === 'ltr' && !RIGHT_TO_LEFT.test(line)) return [{ text: line, rtl: false }];
  const levels = algorithm().getEmbeddingLevels(line, direction);
  // Visual position → logical index (UTF-16 units, as bidi-js counts), by reversing each segment in turn.
  const order = [...Array(line.length).keys()];
  for (const [start = 0, end = start] of algorithm().getReorderSegments(line, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: { from: number; to: number; level: number }[] = [];
  for (const index of order) {
    const level = levels.levels[index] ?? 0;
    const last = runs[runs.length - 1];
    const step = level % 2 === 1 ? -1 : 1;
    if (last && last.level === level && index === last.to + step) last.to = index;
    else runs.push({ from: index, to: index, level });
  }
  return runs.map(({ from, to, level }) => ({ text: line.slice(Math.min(from, to), Math.max(from, to) + 1), rtl: level % 2 === 1 }));
}

/** `text` as it reads right to left when drawn left to right: characters reversed, brackets mirrored. */
export function mirrored(text: string): string {
  return [...text].reverse().map((char) => algorithm().getMirroredCharacter(char) ?? char).join('');
}
