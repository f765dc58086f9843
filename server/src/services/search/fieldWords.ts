import type { TextTerm } from './ftsQuery';
import { foldedWords, foldWord, isRoleNoun, stemOf } from './foldedWords';
import type { SearchIndex } from './searchIndex';

// The words of the index's titles, departments, skills and places, and how a query's term is found
// in them (the rules: fieldMatches.ts), shared by both ways of reading the rows: per value
// (fieldMatches.ts) and row by row (fieldMatchesByScan.ts).

/** The words of each value of one list, folded, their stems, and which are role nouns (titles only). */
export interface ValueWords {
  words: string[][];
  stems: string[][];
  roles: boolean[][] | null;
}

export interface FieldWords {
  title: ValueWords;
  department: ValueWords;
  skill: ValueWords;
  place: ValueWords;
}

const cache = new WeakMap<SearchIndex, FieldWords>();

// Titles repeat a few hundred words thousands of times: each is stemmed once.
export function valueWords(values: ReadonlyArray<string | number>, stemmed: Map<string, string>, roles = false): ValueWords {
  const words = values.map((value) => foldedWords(String(value)));
  const stem = (word: string) => {
    let found = stemmed.get(word);
    if (found === undefined) stemmed.set(word, (found = stemOf(word)));
    return found;
  };
  const roleOf = new Map<string, boolean>();
  const role = (word: string) => {
    let found = roleOf.get(word);
    if (found === undefined) roleOf.set(word, (found = isRoleNoun(word)));
    return found;
  };
  return { words, stems: words.map((list) => list.map(stem)), roles: roles ? words.map((list) => list.map(role)) : null };
}

/** The words of the index's values, worked out on the index's first text search and kept with it. */
export function fieldWordsOf(index: SearchIndex): FieldWords {
  let found = cache.get(index);
  if (!found) {
    const stemmed = new Map<string, string>();
    found = {
      title: valueWords(index.title.values, stemmed, true),
      department: valueWords(index.groups.department.values, stemmed),
      skill: valueWords(index.skill.values, stemmed),
      place: valueWords(index.groups.place.values, stemmed),
    };
    cache.set(index, found);
  }
  return found;
}

export interface FoldedTerm {
  word: string;
  stem: string;
  /** A role noun: its stem finds only role nouns (isRoleNoun). */
  role: boolean;
  fixes: string[];
  fixStems: string[];
  fixRoles: boolean[];
}

export function foldTerm(term: TextTerm): FoldedTerm {
  const word = foldWord(term.word);
  const fixes = term.fixes.map(foldWord);
  return { word, stem: stemOf(word), role: isRoleNoun(word), fixes, fixStems: fixes.map(stemOf), fixRoles: fixes.map(isRoleNoun) };
}

/** Whether a word is a typo fix of the term, or a longer form of one ("engineering" for the fix "engineer"). */
export function isFix(term: FoldedTerm, word: string, stem: string): boolean {
  for (let f = 0; f < term.fixes.length; f++) {
    const fix = term.fixes[f] as string;
    if (word.startsWith(fix) && (word.length === fix.length || stem === term.fixStems[f])) return true;
  }
  return false;
}

/** Whether a title word is another form of the term or of a fix: same stem, and a role noun only for a role noun. */
export function isTitleForm(term: FoldedTerm, stem: string, role: boolean): boolean {
  if (stem.startsWith(term.stem) && (role || !term.role)) return true;
  for (let f = 0; f < term.fixStems.length; f++) if (stem === term.fixStems[f] && (role || !term.fixRoles[f])) return true;
  return false;
}

/** 1 for each value holding the term (see the top of this file); in titles (`roles` known) other forms of its word count. */
export function valueHits(list: ValueWords, term: FoldedTerm): Uint8Array {
  const hits = new Uint8Array(list.words.length);
  list.words.forEach((words, v) => {
    const stems = list.stems[v] as string[];
    const roles = list.roles?.[v];
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      const stem = stems[i] as string;
      if (word.startsWith(term.word) || isFix(term, word, stem) || (roles !== undefined && isTitleForm(term, stem, roles[i] as boolean))) {
        hits[v] = 1;
        return;
      }
    }
  });
  return hits;
}

/** 1 for each place value holding every place word at the start of one of its words. */
export function placeHits(list: ValueWords, placeWords: string[]): Uint8Array {
  const folded = placeWords.map(foldWord);
  return Uint8Array.from(list.words, (words) => (folded.every((p) => words.some((word) => word.startsWith(p))) ? 1 : 0));
}

/** 1 for each value with a word whose stem starts with the term's (as the engines' stemmed indexes matched). */
export function formHits(list: ValueWords, term: FoldedTerm): Uint8Array {
  return Uint8Array.from(list.stems, (stems) => (stems.some((stem) => stem.startsWith(term.stem)) ? 1 : 0));
}

/** Per group: 1 when its department or place is a hit. Department and place are per group: one look-up per row. */
export function groupHits(index: SearchIndex, departments: Uint8Array, places: Uint8Array): Uint8Array {
  const departmentCodes = index.groups.department.codes;
  const placeCodes = index.groups.place.codes;
  const hits = new Uint8Array(departmentCodes.length);
  for (let g = 0; g < hits.length; g++) hits[g] = (departments[departmentCodes[g] as number] as number) | (places[placeCodes[g] as number] as number);
  return hits;
}

/** 1 for a skill value that is a hit, and whether any is (most words are in no skill: then rows' skills need no look). */
/**
 * Titles holding another word of the query than term `t` (1 per title code), or null for a query of
 * one word: there a stem of term `t` counts outside the title too (the rules: fieldMatches.ts).
 */
export function anchoredTitles(titleHits: Uint8Array[], t: number): Uint8Array | null {
  let anchored: Uint8Array | null = null;
  for (let o = 0; o < titleHits.length; o++) {
    if (o === t) continue;
    const other = titleHits[o] as Uint8Array;
    anchored ??= new Uint8Array(other.length);
    for (let c = 0; c < other.length; c++) anchored[c] = (anchored[c] as number) | (other[c] as number);
  }
  return anchored;
}

export function anyHit(hits: Uint8Array): Uint8Array | null {
  return hits.includes(1) ? hits : null;
}

export function hasSkill(index: SearchIndex, row: number, skills: Uint8Array): boolean {
  const { starts, codes } = index.skill;
  for (let s = starts[row] as number, end = starts[row + 1] as number; s < end; s++) if (skills[codes[s] as number] === 1) return true;
  return false;
}
