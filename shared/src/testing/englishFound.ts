// The rule of englishShown (issue 30) without the ICU parser, so a browser build, a page (page.evaluate) and Node
// can all run it: which English messages a page's texts still show, given each message drawn beforehand as English
// draws it (englishDrawings in englishShown.ts does that with the parser). jest's englishShown and the 320 px locale
// walk (e2e/tests/localeWalk.spec.ts, in Node over the texts it reads from the page) both come here. No imports.

/** An English message and its drawings, one per plural count: `GAP` stands where a value goes, the counts as drawn. */
export interface EnglishDrawing {
  text: string;
  drawn: string[];
}

/** Stands for a placeholder's value while an English message is drawn; never in a page. */
export const GAP = '\u0001';
/** The counts a plural is drawn for: one and several. */
export const COUNTS: readonly number[] = [1, 7];

/**
 * The texts of `drawings` that `shown` (a page's texts) holds, in the drawings' order. A drawing's gaps and counts
 * match any words; a drawing whose fixed words are too few to tell (a bare '%(count)s', 'No') is never found, and a
 * short one alone ('Yes', 'All') only as a whole text, since as a word it is also a word of other languages, and
 * none as part of a longer word, hyphenated ones too.
 * @example englishFound(['Applied 11/01/2026'], [{ text: 'Applied %(date)s', drawn: ['Applied \u0001'] }]) // ['Applied %(date)s']
 */
export function englishFound(shown: readonly string[], drawings: readonly EnglishDrawing[]): string[] {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
  const gaps = new RegExp(`${GAP}|(?<!\\d)(?:${COUNTS.join('|')})(?!\\d)`);
  const patternsOf = (drawn: string): RegExp[] => {
    const parts = drawn.split(gaps);
    const fixed = parts.reduce((sum, part) => sum + letters(part), 0);
    if (fixed < (parts.length === 1 ? 2 : 4)) return [];
    const body = parts.map((part) => escaped(part)).join('.+?');
    if (parts.length === 1 && fixed < 4) return [new RegExp(`^${body}$`, 'u')];
    // A word joined by a hyphen is part of another word: German's 'Open-Source-Software' shows no English 'Open'.
    return [new RegExp(`(?<![\\p{L}\\p{N}-])${body}(?![\\p{L}\\p{N}-])`, 'su')];
  };
  return drawings.filter(({ drawn }) => drawn.flatMap(patternsOf).some((pattern) => shown.some((words) => pattern.test(words)))).map(({ text }) => text);
}
