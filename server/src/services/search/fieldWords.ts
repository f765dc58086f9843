import type { TextTerm } from './ftsQuery';
import { foldedWords, foldWord, isRoleNoun, stemOf } from './foldedWords';
import type { SearchIndex } from './searchIndex';

// The words of the index's titles, departments, skills and places, and how a query's term is found
// in them (the rules: fieldMatches.ts), shared by both ways of reading the rows: per value
// (fieldMatches.ts) and row by row (testing/fieldMatchesByScan.ts, the tests' reference).

/** The words of each value of one list, folded, their stems, and which are role nouns (titles only). */
export interface ValueWords {
  words: string[][];
  stems: string[][];
  roles: boolean[][] | null;
  /**
   * The same, once per distinct word, with the values holding it (values of word d:
   * valuesOf[starts[d] .. starts[d + 1])): a term is decided once per word, not per use of it (a
   * few hundred words make a few thousand titles).
   */
  distinct: { words: string[]; stems: string[]; roles: boolean[] | null; starts: Int32Array; valuesOf: Int32Array };
}

export interface FieldWords {
  title: ValueWords;
  department: ValueWords;
  skill: ValueWords;
  place: ValueWords;
  /** Groups of each department and of each place (groups of value v: groups[starts[v] .. starts[v + 1])). */
  departmentGroups: { starts: Int32Array; groups: Int32Array };
  placeGroups: { starts: Int32Array; groups: Int32Array };
}

const cache = new WeakMap<SearchIndex, FieldWords>();

/** Entries of `lists` by their value: for value v, the positions i of the lists holding it (each once per list). */
function listsByValue(lists: ReadonlyArray<ArrayLike<number>>, values: number): { starts: Int32Array; entries: Int32Array } {
  const starts = new Int32Array(values + 1);
  const seen = new Int32Array(values).fill(-1);
  lists.forEach((list, i) => {
    for (let k = 0; k < list.length; k++) {
      const v = list[k] as number;
      if (seen[v] === i) continue;
      seen[v] = i;
      starts[v + 1] = (starts[v + 1] as number) + 1;
    }
  });
  for (let v = 0; v < values; v++) starts[v + 1] = (starts[v + 1] as number) + (starts[v] as number);
  const at = starts.slice(0, values);
  const entries = new Int32Array(starts[values] as number);
  seen.fill(-1);
  lists.forEach((list, i) => {
    for (let k = 0; k < list.length; k++) {
      const v = list[k] as number;
      if (seen[v] === i) continue;
      seen[v] = i;
      entries[at[v] as number] = i;
      at[v] = (at[v] as number) + 1;
    }
  });
  return { starts, entries };
}

// Titles repeat a few hundred words thousands of times: each is stemmed once.
function valueWords(values: ReadonlyArray<string | number>, stemmed: Map<string, string>, roles = false): ValueWords {
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
  const codes = new Map<string, number>();
  const distinctWords: string[] = [];
  const wordCodes = words.map((list) =>
    list.map((word) => {
      let code = codes.get(word);
      if (code === undefined) {
        code = distinctWords.length;
        codes.set(word, code);
        distinctWords.push(word);
      }
      return code;
    }),
  );
  const { starts, entries } = listsByValue(wordCodes, distinctWords.length);
  return {
    words,
    stems: words.map((list) => list.map(stem)),
    roles: roles ? words.map((list) => list.map(role)) : null,
    distinct: { words: distinctWords, stems: distinctWords.map(stem), roles: roles ? distinctWords.map(role) : null, starts, valuesOf: entries },
  };
}

/** The groups of each value of a per-group column. */
function groupsByValue(codes: Uint32Array, values: number): { starts: Int32Array; groups: Int32Array } {
  const { starts, entries } = listsByValue(Array.from(codes, (code) => [code]), values);
  return { starts, groups: entries };
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
      departmentGroups: groupsByValue(index.groups.department.codes, index.groups.department.values.length),
      placeGroups: groupsByValue(index.groups.place.codes, index.groups.place.values.length),
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
function isFix(term: FoldedTerm, word: string, stem: string): boolean {
  for (let f = 0; f < term.fixes.length; f++) {
    const fix = term.fixes[f] as string;
    if (word.startsWith(fix) && (word.length === fix.length || stem === term.fixStems[f])) return true;
  }
  return false;
}

/** Whether a title word is another form of the term or of a fix: same stem, and a role noun only for a role noun. */
function isTitleForm(term: FoldedTerm, stem: string, role: boolean): boolean {
  if (stem.startsWith(term.stem) && (role || !term.role)) return true;
  for (let f = 0; f < term.fixStems.length; f++) if (stem === term.fixStems[f] && (role || !term.fixRoles[f])) return true;
  return false;
}

/** 1 for each value holding the term (see the top of fieldMatches.ts); in titles (`roles` known) other forms of its word count. */
export function valueHits(list: ValueWords, term: FoldedTerm): Uint8Array {
  const hits = new Uint8Array(list.words.length);
  const { words, stems, roles, starts, valuesOf } = list.distinct;
  for (let d = 0; d < words.length; d++) {
    const word = words[d] as string;
    const stem = stems[d] as string;
    if (word.startsWith(term.word) || isFix(term, word, stem) || (roles !== null && isTitleForm(term, stem, roles[d] as boolean))) {
      for (let i = starts[d] as number, end = starts[d + 1] as number; i < end; i++) hits[valuesOf[i] as number] = 1;
    }
  }
  return hits;
}

/** 1 for each place value holding every place word at the start of one of its words. */
export function placeHits(list: ValueWords, placeWords: string[]): Uint8Array {
  const folded = placeWords.map(foldWord);
  return Uint8Array.from(list.words, (words) => (folded.every((p) => words.some((word) => word.startsWith(p))) ? 1 : 0));
}

/** 1 for each value with a word whose stem starts with the term's (as the engines' stemmed indexes matched). */
export function formHits(list: ValueWords, term: FoldedTerm): Uint8Array {
  const hits = new Uint8Array(list.words.length);
  const { stems, starts, valuesOf } = list.distinct;
  for (let d = 0; d < stems.length; d++) {
    if (!(stems[d] as string).startsWith(term.stem)) continue;
    for (let i = starts[d] as number, end = starts[d + 1] as number; i < end; i++) hits[valuesOf[i] as number] = 1;
  }
  return hits;
}

/**
 * Per group: 1 when its department or place is a hit. Department and place are per group: one
 * look-up per row. Only the groups of the values hit are marked, not every group looked at.
 */
export function groupHits(index: SearchIndex, departments: Uint8Array, places: Uint8Array): Uint8Array {
  const { departmentGroups, placeGroups } = fieldWordsOf(index);
  const hits = new Uint8Array(index.groups.count);
  markGroups(hits, departments, departmentGroups);
  markGroups(hits, places, placeGroups);
  return hits;
}

function markGroups(hits: Uint8Array, values: Uint8Array, lists: { starts: Int32Array; groups: Int32Array }): void {
  const { starts, groups } = lists;
  for (let v = 0; v < values.length; v++) {
    if (values[v] !== 1) continue;
    for (let i = starts[v] as number, end = starts[v + 1] as number; i < end; i++) hits[groups[i] as number] = 1;
  }
}

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
