import { correctionsFor, editDistance } from './ftsQuery';
import { typoCandidates } from './typoCandidates';
import { hasPrefix, type Vocabulary } from './vocabulary';
import { randomOf } from '../../testing/generatedIndex';

// Typo correction used to compare an unknown word with every word of the vocabulary. The deletion
// index (typoCandidates.ts) must give exactly the same corrections, in the same order, and compare
// a number of words that does not grow with the vocabulary.

function vocabularyOf(words: Map<string, number>): Vocabulary {
  return { titles: [], skills: [], locations: [], words, sortedWords: [...words.keys()].sort() };
}

/** `size` distinct words of `alphabet`, 3 to 12 letters, with counts from 1 to `maxCount` (ties on purpose). */
function randomVocabulary(random: () => number, size: number, alphabet: string, maxCount: number): Map<string, number> {
  const words = new Map<string, number>();
  while (words.size < size) {
    const length = 3 + Math.floor(random() * 10);
    let word = '';
    for (let i = 0; i < length; i++) word += alphabet[Math.floor(random() * alphabet.length)];
    words.set(word, 1 + Math.floor(random() * maxCount));
  }
  return words;
}

/** One or two slips: two neighbours swapped, a letter left out, doubled or replaced. */
function typo(word: string, random: () => number, alphabet: string, slips: number): string {
  let out = word;
  for (let s = 0; s < slips && out.length > 2; s++) {
    const at = Math.floor(random() * (out.length - 1));
    const kind = Math.floor(random() * 4);
    if (kind === 0) out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2);
    else if (kind === 1) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 2) out = out.slice(0, at) + out[at] + out.slice(at);
    else out = out.slice(0, at) + alphabet[Math.floor(random() * alphabet.length)] + out.slice(at + 1);
  }
  return out;
}

const tally = new Int32Array(0x10000);

/**
 * How many letters are not shared between `a` and `b`, counted with repeats (the letters' multisets' difference).
 * Each edit changes it by at most 2 (a replaced letter: one out, one in; a swap: none), so a word whose gap is over
 * twice `max` is more than `max` edits away.
 */
function letterGap(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) tally[a.charCodeAt(i)]! += 1;
  for (let i = 0; i < b.length; i++) tally[b.charCodeAt(i)]! -= 1;
  // Each letter's count is read once, then cleared for the next pair. No Math.abs: a global looked up in jest's
  // sandbox for each of millions of letters cost more than the comparisons it spares.
  let gap = 0;
  for (let i = 0; i < a.length; i++) {
    const left = tally[a.charCodeAt(i)]!;
    gap += left < 0 ? -left : left;
    tally[a.charCodeAt(i)] = 0;
  }
  for (let i = 0; i < b.length; i++) {
    const left = tally[b.charCodeAt(i)]!;
    gap += left < 0 ? -left : left;
    tally[b.charCodeAt(i)] = 0;
  }
  return gap;
}

/** The corrections as ftsQuery.ts made them before the deletion index: every known word compared. */
function correctionsByScan(word: string, vocabulary: Vocabulary): string[] {
  if (word.length < 4 || /^\d+$/.test(word) || hasPrefix(vocabulary, word)) return [];
  const max = word.length >= 8 ? 2 : 1;
  const found: Array<[string, number, number]> = [];
  for (const [known, count] of vocabulary.words) {
    // A word too far apart by its letters alone cannot be within `max` (see letterGap): not compared, which leaves
    // the result as it was and spared most of the 1.8 million comparisons, 12 of the file's 15 s on CI.
    if (letterGap(word, known) > 2 * max) continue;
    const distance = editDistance(word, known, max);
    if (distance <= max) found.push([known, distance, count]);
  }
  found.sort((x, y) => x[1] - y[1] || y[2] - x[2] || (x[0] < y[0] ? -1 : 1));
  return found.slice(0, 3).map(([known]) => known);
}

test.each([
  ['a dense vocabulary of five letters (many words a typo away, tied counts)', 'abcde', 1000, 3],
  ['a sparse vocabulary of the whole alphabet', 'abcdefghijklmnopqrstuvwxyz', 1000, 50],
  ['accented letters', 'aeéèuüno', 1000, 4],
])('the same corrections, in the same order, as comparing every word: %s', (_label, alphabet, size, maxCount) => {
  const random = randomOf(size + alphabet.length);
  const vocabulary = vocabularyOf(randomVocabulary(random, size, alphabet, maxCount));
  const known = [...vocabulary.words.keys()];
  let corrected = 0;
  let several = 0;
  for (let i = 0; i < 600; i++) {
    const word = typo(known[Math.floor(random() * known.length)] as string, random, alphabet, 1 + Math.floor(random() * 2));
    const expected = correctionsByScan(word, vocabulary);
    const actual = correctionsFor(word, vocabulary);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`'${word}': ${actual.join(',')} instead of ${expected.join(',')}`);
    if (expected.length) corrected += 1;
    if (expected.length > 1) several += 1;
  }
  // The typos really exercise the corrections (not only known prefixes or words too short to correct).
  expect(corrected).toBeGreaterThan(150);
  if (alphabet === 'abcde') expect(several).toBeGreaterThan(50);
});

test('the words compared per typo do not grow with the vocabulary (1,000 → 10,000 words)', () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz';
  const large = randomVocabulary(randomOf(7), 10_000, alphabet, 50);
  const small = new Map([...large].slice(0, 1_000));
  const random = randomOf(8);
  const typos = [...small.keys()].filter((w) => w.length >= 4).slice(0, 300).map((w) => typo(w, random, alphabet, 1));
  const compared = (words: Map<string, number>) => {
    const vocabulary = vocabularyOf(words);
    return typos.reduce((sum, word) => sum + typoCandidates(vocabulary, word, word.length >= 8 ? 2 : 1).length, 0);
  };
  const fewer = compared(small);
  const more = compared(large);
  // Comparing every word: 300,000 and 3,000,000 comparisons. With the index: about one per typo, either way.
  expect(fewer).toBeLessThan(typos.length * 2);
  expect(more).toBeLessThan(fewer * 1.5);
});
