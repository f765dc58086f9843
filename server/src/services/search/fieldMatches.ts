import type { TextTerm } from './ftsQuery';
import { foldedWords, foldWord, stemOf } from './foldedWords';
import type { SearchIndex } from './searchIndex';
import type { TextMatches } from './textMatches';

/**
 * Text matching of titles, departments, skills and places, in memory, the same on SQLite and
 * PostgreSQL. The index already holds every title (per row), department and place (per group) and
 * skill (per row) as codes into short lists of distinct values, so each term is decided once per
 * value (a few thousand titles, hundreds of the rest) and then the rows are one pass: asking the
 * engine for every match of a broad word ('engineer' at 100,000 positions) cost most of a search.
 *
 * A term is found in a value when one of its words starts with the term (as typed: "eng" finds
 * "Engineer") or is one of the term's typo fixes. In titles the word's Porter stem may also start
 * with the term's ("engineering" finds "Software Engineer", as the engines' stemmed indexes did).
 * Elsewhere stems do not count: a role word names a role, so 'researcher' must not find every job
 * listing the skill 'User research', nor 'designer' a 'Design systems' skill, nor 'controller' a
 * 'Quality control' department. Descriptions are not here: searching them is left to the engine.
 */

/** The words of each value of one list, folded; stems only for titles. */
interface ValueWords {
  words: string[][];
  stems: string[][] | null;
}

interface IndexWords {
  title: ValueWords;
  department: ValueWords;
  skill: ValueWords;
  place: ValueWords;
}

const cache = new WeakMap<SearchIndex, IndexWords>();

function valueWords(values: ReadonlyArray<string | number>, stems: boolean): ValueWords {
  const words = values.map((value) => foldedWords(String(value)));
  return { words, stems: stems ? words.map((list) => list.map(stemOf)) : null };
}

/** The words of the index's values, worked out on the index's first text search and kept with it. */
function indexWords(index: SearchIndex): IndexWords {
  let found = cache.get(index);
  if (!found) {
    found = {
      title: valueWords(index.title.values, true),
      department: valueWords(index.groups.department.values, false),
      skill: valueWords(index.skill.values, false),
      place: valueWords(index.groups.place.values, false),
    };
    cache.set(index, found);
  }
  return found;
}

interface FoldedTerm {
  word: string;
  stem: string;
  fixes: string[];
  fixStems: string[];
}

function foldTerm(term: TextTerm): FoldedTerm {
  const word = foldWord(term.word);
  const fixes = term.fixes.map(foldWord);
  return { word, stem: stemOf(word), fixes, fixStems: fixes.map(stemOf) };
}

/** 1 for each value holding the term (see the top of this file). */
function valueHits(list: ValueWords, term: FoldedTerm): Uint8Array {
  const hits = new Uint8Array(list.words.length);
  list.words.forEach((words, v) => {
    const stems = list.stems?.[v];
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      if (word.startsWith(term.word) || term.fixes.includes(word)) {
        hits[v] = 1;
        return;
      }
      // A fix is a whole word: in titles, any word of its stem (fix "engineer" finds "Engineering").
      const stem = stems?.[i];
      if (stem !== undefined && (stem.startsWith(term.stem) || term.fixStems.includes(stem))) {
        hits[v] = 1;
        return;
      }
    }
  });
  return hits;
}

/** 1 for each place value holding every place word at the start of one of its words. */
function placeHits(list: ValueWords, placeWords: string[]): Uint8Array {
  const folded = placeWords.map(foldWord);
  return Uint8Array.from(list.words, (words) => (folded.every((p) => words.some((word) => word.startsWith(p))) ? 1 : 0));
}

/**
 * The rows of the index whose title, department, skills or place hold every term, and whose place
 * holds every one of `placeWords` (an unknown place name) at the start of a word.
 */
export function fieldMatches(index: SearchIndex, terms: TextTerm[], placeWords: string[]): TextMatches {
  const words = indexWords(index);
  const { groups, group, title, skill } = index;
  const rows = new Uint8Array(index.size).fill(1);
  if (placeWords.length) {
    const places = placeHits(words.place, placeWords);
    for (let r = 0; r < index.size; r++) if (places[groups.place.codes[group[r] as number] as number] === 0) rows[r] = 0;
  }
  for (const raw of terms) {
    const term = foldTerm(raw);
    const titles = valueHits(words.title, term);
    const skills = valueHits(words.skill, term);
    const departments = valueHits(words.department, term);
    const places = valueHits(words.place, term);
    // Department and place are per group: one look-up per row.
    const inGroup = Uint8Array.from(groups.department.codes, (code, g) => (departments[code] as number) | (places[groups.place.codes[g] as number] as number));
    for (let r = 0; r < index.size; r++) {
      if (rows[r] === 0 || titles[title.codes[r] as number] === 1 || inGroup[group[r] as number] === 1) continue;
      let found = false;
      for (let s = skill.starts[r] as number; s < (skill.starts[r + 1] as number); s++) {
        if (skills[skill.codes[s] as number] === 1) {
          found = true;
          break;
        }
      }
      if (!found) rows[r] = 0;
    }
  }
  let total = 0;
  for (let r = 0; r < index.size; r++) total += rows[r] as number;
  return { rows, total, scores: null };
}
