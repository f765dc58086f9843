import { stemmer } from 'stemmer';

// Combining marks left by NFD: dropping them is what FTS5's remove_diacritics 2 and PostgreSQL's
// unaccent do ("Gestión" is "gestion", "Zürich" is "zurich").
const MARKS = /\p{M}+/gu;

/** A word as both engines index it: lower-cased, accents dropped. */
export function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC');
}

/**
 * The words of a text (letters and digits, as the engines' tokenizers split), lower-cased, accents
 * dropped. Accents go before splitting (foldWord): a decomposed one ("cafe" and U+0301) must not split the word.
 */
export function foldedWords(text: string): string[] {
  return foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The Porter stem of a folded word, as SQLite's porter tokenizer makes it ("engineering" and
 * "engineers" are "engin"). PostgreSQL's Snowball English stemmer agrees on nearly every word of
 * job titles; matching in memory with one stemmer gives the same answer on both engines.
 */
export function stemOf(word: string): string {
  return stemmer(word);
}

/**
 * Whether a folded word names a doer whose stem is the activity ("designer" → "design", "researcher",
 * "controller", "engineer", "managers"): a role noun. Its stem must not find the activity, even in a
 * title ("designer" does not find "Design Manager"; "engineering" still finds "Engineer").
 */
export function isRoleNoun(word: string): boolean {
  const singular = /[eo]rs$/.test(word) ? word.slice(0, -1) : word;
  if (!/[eo]r$/.test(singular)) return false;
  const stem = stemOf(singular);
  return stem.length < singular.length && singular.startsWith(stem);
}
