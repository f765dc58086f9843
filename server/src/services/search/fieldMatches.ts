import type { TextTerm } from './ftsQuery';
import { anchoredTitles, anyHit, fieldWordsOf, foldTerm, formHits, groupHits, hasSkill, placeHits, valueHits, type FieldWords, type FoldedTerm } from './fieldWords';
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
  /**
   * Scratch of one search, kept with the index (fieldMatches runs synchronously, so searches never
   * share it): how many conditions each row met so far, 0 between searches, and the rows still in
   * the running. Allocating index-sized arrays per search only fed the garbage collector.
   */
  met: Uint8Array;
  alive: Int32Array;
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
      met: new Uint8Array(index.size),
      alive: new Int32Array(index.size),
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

let visited = 0;

/** How many rows text matching has visited so far (listed for a value, or checked): for tests counting work. */
export function rowsVisited(): number {
  return visited;
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
        visited += (starts[v + 1] as number) - (starts[v] as number);
        for (let i = starts[v] as number, end = starts[v + 1] as number; i < end; i++) visit(rows[i] as number);
      }
    },
  };
}

/** 1 where `hits` has a 1 and `already` has none: forms of a term that are not already hits of it. */
function besides(hits: Uint8Array, already: Uint8Array | null): Uint8Array {
  if (!already) return hits;
  const left = new Uint8Array(hits.length);
  for (let v = 0; v < hits.length; v++) left[v] = (hits[v] as number) & ((already[v] as number) ^ 1);
  return left;
}

function termTest(index: SearchIndex, words: IndexWords, term: FoldedTerm, titleHits: Uint8Array[], t: number): RowTest {
  const group = index.group;
  const titleCodes = index.title.codes;
  const titles = titleHits[t] as Uint8Array;
  const inGroup = groupHits(index, valueHits(words.department, term), valueHits(words.place, term));
  const skills = anyHit(valueHits(words.skill, term));
  const anchored = anchoredTitles(titleHits, t);
  const formGroup = anchored && groupHits(index, formHits(words.department, term), formHits(words.place, term));
  const formSkills = anchored && anyHit(formHits(words.skill, term));
  const has = (r: number) => {
    const title = titleCodes[r] as number;
    const g = group[r] as number;
    if (titles[title] === 1 || inGroup[g] === 1 || (skills !== null && hasSkill(index, r, skills))) return true;
    return anchored !== null && anchored[title] === 1 && ((formGroup as Uint8Array)[g] === 1 || (formSkills !== null && hasSkill(index, r, formSkills)));
  };
  const sure = [listed(words.titleRows, titles), listed(words.groupRows, inGroup), listed(words.skillRows, skills)];
  // An anchored title's row holds the term when its department, place or a skill holds a form of it.
  // Forms that are hits anyway list their rows above: only the others can add rows, found from
  // whichever side lists fewer (the anchored titles, or the forms' groups and skills).
  let extra = { estimate: 0, visit: (_visit: (row: number) => void) => {} };
  if (anchored && formGroup) {
    const viaTitles = listed(words.titleRows, anchored);
    const groups = listed(words.groupRows, besides(formGroup, inGroup));
    const skillForms = formSkills && listed(words.skillRows, besides(formSkills, skills));
    const viaForms = groups.estimate + (skillForms?.estimate ?? 0);
    if (viaForms === 0) extra = { estimate: 0, visit: () => {} };
    else if (viaTitles.estimate <= viaForms) extra = { estimate: viaTitles.estimate, visit: (visit) => viaTitles.visit((r) => has(r) && visit(r)) };
    else {
      const anchoredRow = (visit: (row: number) => void) => (r: number) => anchored[titleCodes[r] as number] === 1 && visit(r);
      extra = {
        estimate: viaForms,
        visit: (visit) => {
          groups.visit(anchoredRow(visit));
          skillForms?.visit(anchoredRow(visit));
        },
      };
    }
  }
  return {
    estimate: sure.reduce((sum, list) => sum + list.estimate, extra.estimate),
    has,
    candidates(visit) {
      for (const list of sure) list.visit(visit);
      extra.visit(visit);
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
 * holds every one of `placeWords` (an unknown place name) at the start of a word. Only rows listed
 * for the values a condition finds (per title, group and skill) are looked at: 'engineer' costs its
 * 35,000 rows, not a pass over 100,000, and 'senior data' the rows of each word, not a pass per word.
 */
export function fieldMatches(index: SearchIndex, terms: TextTerm[], placeWords: string[], into?: Uint8Array): TextMatches {
  const words = indexWords(index);
  // A caller reading the rows at once passes its own (all 0), cleared again once read, rather than an index-sized array per search.
  const rows = into ?? new Uint8Array(index.size);
  const folded = terms.map(foldTerm);
  const titleHits = folded.map((term) => valueHits(words.title, term));
  const tests = folded.map((term, t) => termTest(index, words, term, titleHits, t));
  if (placeWords.length) tests.push(placeTest(index, words, placeWords));
  if (tests.length === 0) return { rows: rows.fill(1), total: index.size, scores: null };
  tests.sort((a, b) => a.estimate - b.estimate);
  const [first, ...rest] = tests as [RowTest, ...RowTest[]];
  let total = 0;
  if (rest.length === 0) {
    // A row listed twice (title and skill) is counted once.
    first.candidates((r) => {
      if (rows[r] === 0) {
        rows[r] = 1;
        total += 1;
      }
    });
    return { rows, total, scores: null };
  }
  total = meetingAll(words, first, rest);
  const { met, alive } = words;
  for (let i = 0; i < total; i++) {
    const r = alive[i] as number;
    rows[r] = 1;
    met[r] = 0;
  }
  return { rows, total, scores: null };
}

// Work per row of a condition's lists (a mark), and per row checked against a condition (title,
// group and skill look-ups): which is cheaper decides how each further condition is applied.
const LIST_COST = 1;
const CHECK_COST = 4;

/**
 * Rows meeting `first` and every one of `rest` (fewest rows first) into words.alive[0 .. count),
 * their words.met marks left for the caller to clear. Rows start as the first condition's; each further
 * condition either marks its own listed rows (cost: its rows) or checks the rows still in the
 * running (cost: those rows, a few look-ups each), whichever its estimate says is less work.
 */
function meetingAll(words: IndexWords, first: RowTest, rest: RowTest[]): number {
  const { met, alive } = words;
  let count = 0;
  try {
    first.candidates((r) => {
      if (met[r] === 0) {
        met[r] = 1;
        alive[count++] = r;
      }
    });
    for (let s = 1; s <= rest.length && count > 0; s++) {
      const test = rest[s - 1] as RowTest;
      let kept = 0;
      if (test.estimate * LIST_COST <= count * CHECK_COST) {
        test.candidates((r) => {
          if (met[r] === s) met[r] = s + 1;
        });
        for (let i = 0; i < count; i++) {
          const r = alive[i] as number;
          if (met[r] === s + 1) alive[kept++] = r;
          else met[r] = 0;
        }
      } else {
        visited += count;
        for (let i = 0; i < count; i++) {
          const r = alive[i] as number;
          if (test.has(r)) {
            met[r] = s + 1;
            alive[kept++] = r;
          } else met[r] = 0;
        }
      }
      count = kept;
    }
  } catch (error) {
    // The marks must be all 0 for the next search, whatever happened to this one.
    met.fill(0);
    throw error;
  }
  return count;
}
