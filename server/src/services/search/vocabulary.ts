import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { searchVersion } from './searchVersion';

export interface Term {
  text: string;
  count: number;
}

/**
 * What a company's live positions talk about: titles, skills and places with their counts (for
 * search-box suggestions) and their words (for typo correction). Built with a few GROUP BYs and
 * kept until positions change.
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

const cache = new WeakMap<Db, Map<string, { version: number; vocabulary: Vocabulary }>>();

const GROUPS = {
  titles: 'SELECT title AS text, COUNT(*) AS count FROM positions WHERE domain = ? AND archived_at IS NULL GROUP BY title ORDER BY count DESC, text',
  departments: 'SELECT department AS text, COUNT(*) AS count FROM positions WHERE domain = ? AND archived_at IS NULL GROUP BY department',
  skills: `SELECT s.skill AS text, COUNT(*) AS count FROM position_skills s JOIN positions p ON p.id = s.position_id
           WHERE s.domain = ? AND p.domain = s.domain AND p.archived_at IS NULL GROUP BY s.skill ORDER BY count DESC, text`,
  locations: 'SELECT location_name AS text, COUNT(*) AS count FROM positions WHERE domain = ? AND archived_at IS NULL GROUP BY location_name ORDER BY count DESC, text',
} as const;

/** Words as the full-text index sees them (letters and digits), lower-cased, accents kept. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function build(db: Db, domain: string): Vocabulary {
  const read = (text: string) => sql(db, text).all(domain) as Term[];
  const titles = read(GROUPS.titles);
  const skills = read(GROUPS.skills);
  const locations = read(GROUPS.locations);
  const words = new Map<string, number>();
  for (const term of [...titles, ...read(GROUPS.departments), ...skills, ...locations]) {
    for (const word of new Set(wordsOf(term.text))) words.set(word, (words.get(word) ?? 0) + term.count);
  }
  return { titles, skills, locations, words, sortedWords: [...words.keys()].sort() };
}

export function vocabularyOf(db: Db, domain: string): Vocabulary {
  let perDomain = cache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    cache.set(db, perDomain);
  }
  const version = searchVersion(db, domain);
  const hit = perDomain.get(domain);
  if (hit && hit.version === version) return hit.vocabulary;
  const vocabulary = build(db, domain);
  perDomain.set(domain, { version, vocabulary });
  return vocabulary;
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
export function warmSearch(db: Db): void {
  const domains = db.prepare('SELECT id FROM domains').pluck().all() as string[];
  for (const domain of domains) vocabularyOf(db, domain);
}
