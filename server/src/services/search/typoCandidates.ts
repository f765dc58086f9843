import type { Vocabulary } from './vocabulary';

/**
 * Which known words may lie a typo or two away from a word, without comparing it with the whole
 * vocabulary (a SymSpell-style deletion index): two words within `max` edits (substitutions,
 * insertions, deletions, swapped neighbours, as editDistance counts them) become the same text
 * once each loses at most `max` letters. So every known word is filed under its own text and the
 * texts left by deleting one or two of its letters, and a typo looks up its own such texts. The
 * candidates still have to pass editDistance: they are a superset, a few words instead of all.
 *
 * Texts are filed as 32-bit hashes in sorted typed arrays (a collision only adds a candidate), so
 * the index costs 9 bytes per filed text: about 200 KB for the demo's 750 words.
 */

/** The shortest word a typo of length ≥ 4 may correct to with one edit; two edits need words of 6 letters and more. */
const MIN_WORD = 3;
const MIN_TWO_EDITS = 6;

interface TypoIndex {
  words: string[];
  /** Hash of each filed text, ascending. */
  hashes: Uint32Array;
  /** The word of each filed text (its index in `words`). */
  owners: Uint32Array;
  /** How many letters were deleted to make each filed text. */
  deleted: Uint8Array;
  longest: number;
}

const indexes = new WeakMap<Vocabulary, TypoIndex>();

/** FNV-1a of `word` without the letters at `skip1` and `skip2` (-1: none). */
function hashWithout(word: string, skip1: number, skip2: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skip1 || i === skip2) continue;
    hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** Calls `visit(hash, deleted)` for the word and every text left by deleting up to `max` of its letters. */
function forEachDeletion(word: string, max: number, visit: (hash: number, deleted: number) => void): void {
  visit(hashWithout(word, -1, -1), 0);
  if (max < 1) return;
  for (let i = 0; i < word.length; i++) {
    // Deleting either of two equal neighbours leaves the same text: filed once.
    if (i > 0 && word[i] === word[i - 1]) continue;
    visit(hashWithout(word, i, -1), 1);
    if (max < 2) continue;
    for (let j = i + 1; j < word.length; j++) if (!(j > i + 1 && word[j] === word[j - 1])) visit(hashWithout(word, i, j), 2);
  }
}

function build(vocabulary: Vocabulary): TypoIndex {
  const words = [...vocabulary.words.keys()];
  // hash · 2^22 + word · 4 + deleted: exact in a double for up to a million words, and sorting it sorts by hash.
  const keys: number[] = [];
  let longest = 0;
  words.forEach((word, w) => {
    if (word.length < MIN_WORD) return;
    longest = Math.max(longest, word.length);
    forEachDeletion(word, word.length >= MIN_TWO_EDITS ? 2 : 1, (hash, deleted) => keys.push(hash * 4194304 + w * 4 + deleted));
  });
  const sorted = Float64Array.from(keys).sort();
  const hashes = new Uint32Array(sorted.length);
  const owners = new Uint32Array(sorted.length);
  const deleted = new Uint8Array(sorted.length);
  sorted.forEach((key, i) => {
    hashes[i] = Math.floor(key / 4194304);
    const rest = key % 4194304;
    owners[i] = rest >>> 2;
    deleted[i] = rest & 3;
  });
  return { words, hashes, owners, deleted, longest };
}

function indexOf(vocabulary: Vocabulary): TypoIndex {
  let index = indexes.get(vocabulary);
  if (!index) {
    index = build(vocabulary);
    indexes.set(vocabulary, index);
  }
  return index;
}

/** The first filed text whose hash is at least `hash`. */
function lowerBound(hashes: Uint32Array, hash: number): number {
  let lo = 0;
  let hi = hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((hashes[mid] as number) < hash) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Known words that may be within `max` (1 or 2) edits of `word`, each once, in vocabulary order:
 * every word that is within it, and a few that are not (check with editDistance).
 */
export function typoCandidates(vocabulary: Vocabulary, word: string, max: number): string[] {
  const index = indexOf(vocabulary);
  if (word.length > index.longest + max) return [];
  const found = new Set<number>();
  forEachDeletion(word, max, (hash) => {
    for (let i = lowerBound(index.hashes, hash); i < index.hashes.length && index.hashes[i] === hash; i++) {
      if ((index.deleted[i] as number) <= max) found.add(index.owners[i] as number);
    }
  });
  return [...found].sort((a, b) => a - b).map((w) => index.words[w] as string);
}
