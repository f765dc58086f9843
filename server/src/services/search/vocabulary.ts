import type { Db } from '../../db/database';
import { searchIndexAt, type Column, type SearchIndex } from './searchIndex';
import { searchVersion } from './searchVersion';

export interface Term {
  text: string;
  count: number;
}

/**
 * What a company's live positions talk about: titles, skills and places with their counts (for
 * search-box suggestions) and their words (for typo correction). Built from the search index
 * and kept until positions change.
 */
export interface Vocabulary {
  titles: Term[];
  skills: Term[];
  locations: Term[];
  /** Lower-case words of titles, departments, skills and places → number of positions. */
  words: Map<string, number>;
  /** The same words, sorted, for prefix look-ups. */
  sortedWords: string[];
}

// Per database and company: the newest vocabulary, or the build under way.
const cache = new WeakMap<Db, Map<string, { generation: number; vocabulary: Promise<Vocabulary> }>>();

/** Values with their number of positions, ORDER BY count DESC, text (codes follow the text order). */
function termsOf(values: Array<string | number>, counts: Int32Array): Term[] {
  const codes: number[] = [];
  for (let c = 0; c < counts.length; c++) if ((counts[c] as number) > 0) codes.push(c);
  codes.sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b);
  return codes.map((c) => ({ text: String(values[c]), count: counts[c] as number }));
}

/** Positions per value of a column of the index's groups. */
function columnTerms(column: Column, size: Int32Array): Term[] {
  const counts = new Int32Array(column.values.length);
  column.codes.forEach((code, g) => (counts[code] = (counts[code] as number) + (size[g] as number)));
  return termsOf(column.values, counts);
}

/**
 * Words as the full-text index sees them (letters and digits), lower-cased, accents kept. Composed
 * first (NFC): a decomposed accent ("e" and U+0301, as some keyboards and pasted text send) is a
 * combining mark, neither letter nor digit, and would split "résumé" into "re" and "sume".
 */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The first `limit` words of `text`, as wordsOf reads them. It stops reading there: a text of
 * thousands of one-letter words costs no more than its first few (no array of every word).
 */
export function firstWordsOf(text: string, limit: number): string[] {
  const words: string[] = [];
  if (limit < 1) return words;
  for (const [word] of text.normalize('NFC').toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    if (words.push(word) >= limit) break;
  }
  return words;
}

function build(index: SearchIndex): Vocabulary {
  const titleCounts = new Int32Array(index.title.values.length);
  for (const code of index.title.codes) titleCounts[code] = (titleCounts[code] as number) + 1;
  const titles = termsOf(index.title.values, titleCounts);
  const skillCounts = new Int32Array(index.skill.values.length);
  for (const code of index.skill.codes) skillCounts[code] = (skillCounts[code] as number) + 1;
  const skills = termsOf(index.skill.values, skillCounts);
  const locations = columnTerms(index.groups.place, index.groups.size);
  const words = new Map<string, number>();
  for (const term of [...titles, ...columnTerms(index.groups.department, index.groups.size), ...skills, ...locations]) {
    for (const word of new Set(wordsOf(term.text))) words.set(word, (words.get(word) ?? 0) + term.count);
  }
  return { titles, skills, locations, words, sortedWords: [...words.keys()].sort() };
}

/**
 * The company's vocabulary as of `index` (searchIndexAt) or newer, built once per change to its positions,
 * wherever the change was made, and once per expiry (a title whose last open position expired is no
 * longer suggested or corrected to).
 */
export function vocabularyOf(db: Db, domain: string, index: SearchIndex): Promise<Vocabulary> {
  let perDomain = cache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    cache.set(db, perDomain);
  }
  const hit = perDomain.get(domain);
  if (hit?.generation === index.generation) return hit.vocabulary;
  const entry = { generation: index.generation, vocabulary: Promise.resolve(build(index)) };
  perDomain.set(domain, entry);
  entry.vocabulary.catch(() => perDomain.get(domain) === entry && perDomain.delete(domain));
  return entry.vocabulary;
}

/** True when some known word starts with `prefix`. */
export function hasPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const list = vocabulary.sortedWords;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && (list[lo] as string).startsWith(prefix);
}

/** Builds the vocabulary of every company ahead of its first search. */
export async function warmSearch(db: Db): Promise<void> {
  const domains = await db.selectFrom('domains').select('id').execute();
  for (const { id } of domains) await vocabularyOf(db, id, await searchIndexAt(db, id, await searchVersion(db, id), Date.now()));
}
