import type { Db } from '../../db/database';
import { searchIndexAt } from './searchIndex';
import { searchVersion } from './searchVersion';
import { vocabularyOf, wordsOf, type Term } from './vocabulary';
import { SUGGESTION_TYPES, type Suggestion } from '@careers/shared/contracts/search';

type SuggestionType = (typeof SUGGESTION_TYPES)[number];
const DEFAULT_SUGGESTIONS = 5;

/** Where `term` matches `text`: 0 at its start, 1 at the start of a later word, -1 not at all. */
function matchRank(text: string, term: string): number {
  const lower = text.toLowerCase();
  if (lower.startsWith(term)) return 0;
  const at = lower.indexOf(term);
  return at > 0 && !/[\p{L}\p{N}]/u.test(lower[at - 1] as string) ? 1 : -1;
}

function best(terms: Term[], term: string, limit: number): Term[] {
  const found: Array<[Term, number]> = [];
  for (const t of terms) {
    const rank = matchRank(t.text, term);
    if (rank >= 0) found.push([t, rank]);
  }
  // Terms are already sorted by count, and the sort is stable: equal ranks stay most-frequent first.
  return found.sort((a, b) => a[1] - b[1]).slice(0, limit).map(([t]) => t);
}

/**
 * Search-box suggestions (spec §5 Search box): titles, skills and places of the company's live
 * positions that start with what was typed (or have a word that does), most frequent first.
 */
export async function searchSuggestions(db: Db, domain: string, typed: string, limit = DEFAULT_SUGGESTIONS, now = Date.now()): Promise<Suggestion[]> {
  const term = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wordsOf(term).length === 0) return [];
  const vocabulary = await vocabularyOf(db, domain, await searchIndexAt(db, domain, await searchVersion(db, domain), now));
  const pick = (type: SuggestionType, terms: Term[]) => best(terms, term, limit).map((t) => ({ type, text: t.text, count: t.count }));
  return [...pick('title', vocabulary.titles), ...pick('skill', vocabulary.skills), ...pick('location', vocabulary.locations)];
}
