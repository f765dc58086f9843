import { ABBREVIATIONS } from './abbreviations';
import { typoCandidates } from './typoCandidates';
import { firstWordsOf, hasPrefix, wordsOf, type Vocabulary } from './vocabulary';

/** At most this many words of a query are searched; the rest are ignored. */
const MAX_QUERY_WORDS = 12;
/** Words shorter than this are never "corrected": too many real words lie one letter away. */
const MIN_TYPO_LENGTH = 4;
const MAX_CORRECTIONS = 3;

/** One word of a query: found as the start of a word, or as one of the known words in its place. */
export interface TextTerm {
  word: string;
  /** Known words a typo away, searched as whole words besides `word`. */
  fixes: string[];
}

/**
 * What a search looks for in the positions' text, before it is written in an engine's syntax
 * (store/sqliteSearchStore.ts, store/postgresSearchStore.ts): every term in any column, and every
 * word of an unknown place at the start of a word of the location.
 */
export interface TextQuery {
  terms: TextTerm[];
  place: string[];
  /**
   * Whether the terms may be found in descriptions. A search looks in titles, departments, skills
   * and places first; only when that finds nothing does it look in descriptions too (searchPositions.ts),
   * so a word a description happens to use ("a small, senior team") neither inflates counts and
   * filters nor lifts a position above the ones whose title says it. Absent: searched (every column).
   */
  descriptions?: boolean;
}

export interface FtsQuery {
  terms: TextTerm[];
  words: string[];
  /** Misspelt word → the known words also searched for it. */
  corrections: Record<string, string[]>;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping early once
 * it exceeds `max`: "pyhton" → "python" is 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (prev2[j - 2] as number) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** The known words a typo of `word` may stand for, closest first, then most frequent: at most 3. */
export function correctionsFor(word: string, vocabulary: Vocabulary): string[] {
  if (word.length < MIN_TYPO_LENGTH || /^\d+$/.test(word) || hasPrefix(vocabulary, word)) return [];
  const max = word.length >= 8 ? 2 : 1;
  const found: Array<[string, number, number]> = [];
  // Only the few words the deletion index offers are compared, not the whole vocabulary.
  for (const known of typoCandidates(vocabulary, word, max)) {
    const distance = editDistance(word, known, max);
    if (distance <= max) found.push([known, distance, vocabulary.words.get(known) as number]);
  }
  found.sort((x, y) => x[1] - y[1] || y[2] - x[2] || (x[0] < y[0] ? -1 : 1));
  return found.slice(0, MAX_CORRECTIONS).map(([known]) => known);
}

/**
 * Reads what a visitor typed: every word must appear, as a word or the start of one ("eng" finds
 * "engineer"); a word the company's positions never use also looks for the known words one typo
 * away (two for long words). Only letters and digits are words, so whatever an engine's query
 * syntax (operators, columns, quotes, '*') is never more than text.
 */
export function buildFtsQuery(text: string, vocabulary: Vocabulary): FtsQuery {
  const corrections: Record<string, string[]> = {};
  // Abbreviations the positions never use are searched as what they stand for ("sre": site reliability).
  const typed = wordsOf(text).flatMap((word) => {
    const meaning = vocabulary.words.has(word) ? undefined : ABBREVIATIONS[word];
    if (!meaning) return [word];
    corrections[word] = [meaning];
    return wordsOf(meaning);
  });
  const words = [...new Set(typed)].slice(0, MAX_QUERY_WORDS);
  const terms = words.map((word) => {
    const fixes = correctionsFor(word, vocabulary);
    if (fixes.length) corrections[word] = fixes;
    return { word, fixes };
  });
  return { terms, words, corrections };
}

/** The words of an unknown place name, matched against the location column only. */
export function placeWords(label: string): string[] {
  return firstWordsOf(label, MAX_QUERY_WORDS);
}
