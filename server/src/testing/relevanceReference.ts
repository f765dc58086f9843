import type { TextTerm } from '../services/search/ftsQuery';
import type { SearchIndex } from '../services/search/searchIndex';
import { wordsOf } from '../services/search/vocabulary';

// The ranking as it was before services/search/topRows.ts (commit a39857c): every result row scored into an
// index-sized array, then sorted. Kept only as the reference the bounded top-k must agree with, row for row.

/**
 * How well a position's title and other named fields answer the query, higher first. The engines'
 * own scores (bm25, ts_rank) stem words and weigh term frequency, so "engineer" ranked "Engineering
 * Manager" above "Software Engineer", and a description repeating "senior" lifted a junior role. A job
 * seeker reads titles, so each query word scores by where and how it is found:
 *   the whole word in the title (plural or not)  8
 *   the start of a title word, or a typo fix     4
 *   department, skills or place                  1
 *   anything else the engine matched (a stem)    0.5
 * plus 2 when the query's words stand in the title in their order ("Product Manager" before "Product
 * Operations Manager"), plus up to 0.9 for the share of the title the query covers ("Engineer"
 * before "Senior Staff Platform Engineer"). The same on SQLite and PostgreSQL: worked out here, from
 * the in-memory index, for the rows the engine matched.
 */
const WHOLE = 8;
const PREFIX = 4;
const FIELD = 1;
const STEM = 0.5;
const PHRASE = 2;
const COVERAGE = 0.9;

/** How a word found in a text answers a term: WHOLE, PREFIX or 0. */
function wordScore(word: string, term: TextTerm): number {
  const w = term.word;
  if (word === w || word === `${w}s` || word === `${w}es` || (w.endsWith('s') && word === w.slice(0, -1))) return WHOLE;
  if (word.startsWith(w) || term.fixes.includes(word)) return PREFIX;
  return 0;
}

/** Per term, 1 for each value of a list of texts holding a word that starts with the term or is a fix. */
function fieldHits(values: ReadonlyArray<string | number>, terms: TextTerm[]): Uint8Array[] {
  return terms.map((term) => Uint8Array.from(values, (value) => (wordsOf(String(value)).some((word) => wordScore(word, term) > 0) ? 1 : 0)));
}

/** Per title: per term its title score, and the phrase and coverage bonus. */
function titleScores(titles: ReadonlyArray<string | number>, terms: TextTerm[]): { perTerm: Float64Array[]; bonus: Float64Array } {
  const perTerm = terms.map(() => new Float64Array(titles.length));
  const bonus = new Float64Array(titles.length);
  titles.forEach((title, code) => {
    const words = wordsOf(String(title));
    const at: number[] = [];
    let covered = 0;
    terms.forEach((term, t) => {
      let best = 0;
      let where = -1;
      words.forEach((word, i) => {
        const score = wordScore(word, term);
        if (score > best) [best, where] = [score, i];
      });
      (perTerm[t] as Float64Array)[code] = best;
      at.push(where);
      if (best > 0) covered += 1;
    });
    const inOrder = terms.length > 1 && at.every((i, t) => i >= 0 && (t === 0 || i === (at[t - 1] as number) + 1));
    bonus[code] = (inOrder ? PHRASE : 0) + (words.length ? (COVERAGE * Math.min(covered, words.length)) / words.length : 0);
  });
  return { perTerm, bonus };
}

/** The relevance of each of `rows` (by row of the index; other rows stay 0). */
export function referenceScores(index: SearchIndex, terms: TextTerm[], rows: Int32Array): Float64Array {
  const scores = new Float64Array(index.size);
  if (terms.length === 0) return scores;
  const { groups, skill, title } = index;
  const titled = titleScores(title.values, terms);
  const departments = fieldHits(groups.department.values, terms);
  const places = fieldHits(groups.place.values, terms);
  const skills = fieldHits(skill.values, terms);
  for (const row of rows) {
    const g = index.group[row] as number;
    const code = title.codes[row] as number;
    let score = titled.bonus[code] as number;
    for (let t = 0; t < terms.length; t++) {
      let best = (titled.perTerm[t] as Float64Array)[code] as number;
      if (best === 0) {
        best = STEM;
        if ((departments[t] as Uint8Array)[groups.department.codes[g] as number] === 1 || (places[t] as Uint8Array)[groups.place.codes[g] as number] === 1) best = FIELD;
        else {
          const hits = skills[t] as Uint8Array;
          for (let i = skill.starts[row] as number, end = skill.starts[row + 1] as number; i < end; i++) {
            if (hits[skill.codes[i] as number] === 1) {
              best = FIELD;
              break;
            }
          }
        }
      }
      score += best;
    }
    scores[row] = score;
  }
  return scores;
}

/**
 * The rows from `start` to `end` of `rows` by relevance (higher first), then distance (per row, when
 * given), then newest (a smaller row). Scores take few distinct values: the score of the end-th row
 * bounds the rows that need sorting.
 */
export function referenceRows(rows: Int32Array, scores: Float64Array, distance: Float64Array | null, start: number, end: number): number[] {
  const perScore = new Map<number, number>();
  for (const row of rows) perScore.set(scores[row] as number, (perScore.get(scores[row] as number) ?? 0) + 1);
  let bound = -Infinity;
  let seen = 0;
  for (const [score, count] of [...perScore].sort((a, b) => b[0] - a[0])) {
    seen += count;
    bound = score;
    if (seen >= end) break;
  }
  const best = Array.from(rows).filter((row) => (scores[row] as number) >= bound);
  return best
    .sort((a, b) => (scores[b] as number) - (scores[a] as number) || (distance ? (distance[a] as number) - (distance[b] as number) : 0) || a - b)
    .slice(start, end);
}
