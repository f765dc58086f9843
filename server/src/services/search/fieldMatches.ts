import type { TextTerm } from './ftsQuery';
import { anyHit, fieldWordsOf, foldTerm, formHits, groupHits, hasSkill, placeHits, valueHits, type FieldWords, type FoldedTerm } from './fieldWords';
import type { SearchIndex } from './searchIndex';
import type { TextMatches } from './textMatches';
import { fieldMatchesByScan } from './fieldMatchesByScan';

/**
 * Text matching of titles, departments, skills and places, in memory, the same on SQLite and
 * PostgreSQL. The index already holds every title (per row), department and place (per group) and
 * skill (per row) as codes into short lists of distinct values, so each term is decided once per
 * value (a few thousand titles, hundreds of the rest) and then the rows are one pass: asking the
 * engine for every match of a broad word ('engineer' at 100,000 positions) cost most of a search.
 *
 * A term is found in a value when one of its words starts with the term (as typed: "eng" finds
 * "Engineer") or is one of the term's typo fixes, or a longer form of one (the typo "enginer" finds
 * the department "Engineering", as "engineer" does). In titles the word's Porter stem may also start
 * with the term's ("engineering" finds "Software Engineer", as the engines' stemmed indexes did),
 * except that a role noun's stem finds only role nouns ("designer" not "Design Manager").
 * Elsewhere stems do not count: a role word names a role, so 'researcher' must not find every job
 * listing the skill 'User research', nor 'designer' a 'Design systems' skill, nor 'controller' a
 * 'Quality control' department. One exception: when the title holds another word of the query, a
 * stem counts in the department, skills and place too ('product manager' finds 'Senior Product Owner'
 * with the skill 'Stakeholder Management': the title places the job, the skill names the role's
 * work), which never pulls in every job listing an activity. Descriptions are not here: searching
 * them is left to the engine.
 */

/** Rows per value (or group): rows of value v are rows[starts[v] .. starts[v + 1]). */
interface RowLists {
  starts: Int32Array;
  rows: Int32Array;
}

interface IndexWords extends FieldWords {
  titleRows: RowLists;
  groupRows: RowLists;
  skillRows: RowLists;
}

const cache = new WeakMap<SearchIndex, IndexWords>();

/** `codes[i]` is the value of entry i, and `rowOf(i)` its row: the rows of each value, in row order. */
function rowLists(values: number, codes: ArrayLike<number>, rowOf: (entry: number) => number): RowLists {
  const starts = new Int32Array(values + 1);
  for (let i = 0; i < codes.length; i++) starts[(codes[i] as number) + 1] = (starts[(codes[i] as number) + 1] as number) + 1;
  for (let v = 0; v < values; v++) starts[v + 1] = (starts[v + 1] as number) + (starts[v] as number);
  const at = starts.slice(0, values);
  const rows = new Int32Array(codes.length);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    rows[at[code] as number] = rowOf(i);
    at[code] = (at[code] as number) + 1;
  }
  return { starts, rows };
}

/** The row of each entry of a per-row list column (skills): entries of row r follow starts[r]. */
function entryRows(starts: ArrayLike<number>, rows: number): (entry: number) => number {
  const owner = new Int32Array(starts[rows] as number);
  for (let r = 0; r < rows; r++) owner.fill(r, starts[r] as number, starts[r + 1] as number);
  return (entry) => owner[entry] as number;
}

/** The words of the index's values and the rows of each value, worked out on the index's first text search and kept with it. */
function indexWords(index: SearchIndex): IndexWords {
  let found = cache.get(index);
  if (!found) {
    found = {
      ...fieldWordsOf(index),
      titleRows: rowLists(index.title.values.length, index.title.codes, (r) => r),
      groupRows: rowLists(index.groups.size.length, index.group, (r) => r),
      skillRows: rowLists(index.skill.values.length, index.skill.codes, entryRows(index.skill.starts, index.size)),
    };
    cache.set(index, found);
  }
  return found;
}

/**
 * One condition every matching row meets (a term, or an unknown place): `has` decides one row, and
 * `candidates` hands every row that may meet it (a row may come more than once), `estimate` of them.
 */
interface RowTest {
  estimate: number;
  has(row: number): boolean;
  candidates(visit: (row: number) => void): void;
}

/** Rows listed for the values (or groups) marked 1 in `hits`, and how many there are. */
function listed(lists: RowLists, hits: Uint8Array | null): { estimate: number; visit(visit: (row: number) => void): void } {
  const { starts, rows } = lists;
  let estimate = 0;
  if (hits) for (let v = 0; v < hits.length; v++) if (hits[v] === 1) estimate += (starts[v + 1] as number) - (starts[v] as number);
  return {
    estimate,
    visit(visit) {
      if (!hits || estimate === 0) return;
      for (let v = 0; v < hits.length; v++) {
        if (hits[v] !== 1) continue;
        for (let i = starts[v] as number, end = starts[v + 1] as number; i < end; i++) visit(rows[i] as number);
      }
    },
  };
}

function termTest(index: SearchIndex, words: IndexWords, term: FoldedTerm, titleHits: Uint8Array[], t: number): RowTest {
  const group = index.group;
  const titleCodes = index.title.codes;
  const titles = titleHits[t] as Uint8Array;
  const inGroup = groupHits(index, valueHits(words.department, term), valueHits(words.place, term));
  const skills = anyHit(valueHits(words.skill, term));
  // Titles holding another word of the query: there a stem counts outside the title too.
  let anchored: Uint8Array | null = null;
  for (let o = 0; o < titleHits.length; o++) {
    if (o === t) continue;
    anchored ??= new Uint8Array(titles.length);
    const other = titleHits[o] as Uint8Array;
    for (let c = 0; c < other.length; c++) anchored[c] = (anchored[c] as number) | (other[c] as number);
  }
  const formGroup = anchored && groupHits(index, formHits(words.department, term), formHits(words.place, term));
  const formSkills = anchored && anyHit(formHits(words.skill, term));
  const formed = anchored !== null && ((formGroup as Uint8Array).includes(1) || formSkills !== null);
  const has = (r: number) => {
    const title = titleCodes[r] as number;
    const g = group[r] as number;
    if (titles[title] === 1 || inGroup[g] === 1 || (skills !== null && hasSkill(index, r, skills))) return true;
    return anchored !== null && anchored[title] === 1 && ((formGroup as Uint8Array)[g] === 1 || (formSkills !== null && hasSkill(index, r, formSkills)));
  };
  const sure = [listed(words.titleRows, titles), listed(words.groupRows, inGroup), listed(words.skillRows, skills)];
  // Rows of an anchored title hold the term only where their department, place or a skill holds a form of it.
  const anchoredRows = listed(words.titleRows, formed ? anchored : null);
  return {
    estimate: sure.reduce((sum, list) => sum + list.estimate, anchoredRows.estimate),
    has,
    candidates(visit) {
      for (const list of sure) list.visit(visit);
      anchoredRows.visit((r) => has(r) && visit(r));
    },
  };
}

function placeTest(index: SearchIndex, words: IndexWords, placeWords: string[]): RowTest {
  const places = placeHits(words.place, placeWords);
  const placeCodes = index.groups.place.codes;
  const inGroup = new Uint8Array(placeCodes.length);
  for (let g = 0; g < inGroup.length; g++) inGroup[g] = places[placeCodes[g] as number] as number;
  const list = listed(words.groupRows, inGroup);
  return { estimate: list.estimate, has: (r) => inGroup[index.group[r] as number] === 1, candidates: list.visit };
}

/**
 * The rows of the index whose title, department, skills or place hold every term, and whose place
 * holds every one of `placeWords` (an unknown place name) at the start of a word. A search with one
 * condition looks only at the rows listed for the values it finds (per title, group and skill):
 * 'engineer' costs its 35,000 rows, not a pass over 100,000.
 */
export function fieldMatches(index: SearchIndex, terms: TextTerm[], placeWords: string[]): TextMatches {
  // Rows listed by value are read out of row order: checking many of them against other conditions
  // measured slower than the row-by-row scan ('senior data' at 100,000 positions), so only a search
  // with one condition (one word, or an unknown place alone) reads the lists.
  if (terms.length + (placeWords.length ? 1 : 0) > 1) return fieldMatchesByScan(index, terms, placeWords);
  const words = indexWords(index);
  const rows = new Uint8Array(index.size);
  const folded = terms.map(foldTerm);
  const titleHits = folded.map((term) => valueHits(words.title, term));
  const tests = folded.map((term, t) => termTest(index, words, term, titleHits, t));
  if (placeWords.length) tests.push(placeTest(index, words, placeWords));
  if (tests.length === 0) return { rows: rows.fill(1), total: index.size, scores: null };
  tests.sort((a, b) => a.estimate - b.estimate);
  const [first, ...rest] = tests as [RowTest, ...RowTest[]];
  let total = 0;
  let rejected = false;
  // 1 found, 2 looked at and not found (a row listed twice is decided once).
  first.candidates((r) => {
    if (rows[r] !== 0) return;
    if (rest.every((test) => test.has(r))) {
      rows[r] = 1;
      total += 1;
    } else {
      rows[r] = 2;
      rejected = true;
    }
  });
  if (rejected) for (let r = 0; r < rows.length; r++) if (rows[r] === 2) rows[r] = 0;
  return { rows, total, scores: null };
}
