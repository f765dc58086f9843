/**
 * In a search of descriptions, a word shorter than this is found as a whole word (stems included), not
 * as the start of one. A short prefix names thousands of the descriptions' words, and the engine merges
 * every one's list of positions: twelve one-letter words cost 0.7 s at 20,000 positions on SQLite
 * (which holds the server's only thread meanwhile), twelve of four letters 80 ms; twelve whole words
 * under 1 ms, twelve five-letter prefixes 10-18 ms. Titles, departments, skills and places (matched in
 * memory) still find the start of any word: typing 'eng' finds 'Engineer' there.
 */
const MIN_DESCRIPTION_PREFIX = 5;

/** Whether a word of a description search is looked for as the start of a word (see MIN_DESCRIPTION_PREFIX). */
// A character takes one or two UTF-16 units, so a word this many units long has enough characters
// without counting them: counting by spreading the word into an array grew faster than the word itself
// (a 40,000-letter word allocated an array in the large-object space on each call; linearWork.test.ts).
export const asPrefix = (word: string, descriptions: boolean): boolean =>
  !descriptions || word.length >= 2 * MIN_DESCRIPTION_PREFIX || [...word].length >= MIN_DESCRIPTION_PREFIX;
