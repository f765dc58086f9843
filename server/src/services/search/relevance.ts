import type { TextTerm } from './ftsQuery';
import type { TitleScratch } from './rankingIndex';

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
 * the in-memory index, for the rows the engine matched. topRows.ts ranks with these scores without
 * scoring every match.
 */
const WHOLE = 8;
const PREFIX = 4;
export const FIELD = 1;
export const STEM = 0.5;
const PHRASE = 2;
const COVERAGE = 0.9;

/** A term's word as the forms wordScore compares with, made once per search rather than per word compared. */
interface TermForms {
  word: string;
  plural: string;
  pluralEs: string;
  /** The word without its final s, when it has one. */
  singular: string | null;
  fixes: string[];
}

function formsOf(term: TextTerm): TermForms {
  const w = term.word;
  return { word: w, plural: `${w}s`, pluralEs: `${w}es`, singular: w.endsWith('s') ? w.slice(0, -1) : null, fixes: term.fixes };
}

/** How a word found in a text answers a term: WHOLE, PREFIX or 0. */
function wordScore(word: string, term: TermForms): number {
  if (word === term.word || word === term.plural || word === term.pluralEs || word === term.singular) return WHOLE;
  if (word.startsWith(term.word) || term.fixes.includes(word)) return PREFIX;
  return 0;
}

/** Per term, 1 for each value (given as its words) holding a word that starts with the term or is a fix. */
export function fieldHits(values: ReadonlyArray<readonly string[]>, terms: TextTerm[]): Uint8Array[] {
  return terms.map((term) => {
    const forms = formsOf(term);
    return Uint8Array.from(values, (words) => (words.some((word) => wordScore(word, forms) > 0) ? 1 : 0));
  });
}

export interface TitleScores {
  /** Per term, per title code: WHOLE, PREFIX or 0 (not in the title). */
  perTerm: Float64Array[];
  /** Per title code: the phrase and coverage bonus. */
  bonus: Float64Array;
}

/**
 * Per title (given as its words): per term its title score, and the phrase and coverage bonus. Written
 * into `into` (every entry is written) when given: the index's scratch, read before the next search runs.
 */
export function titleScores(titles: ReadonlyArray<readonly string[]>, terms: TextTerm[], into?: Pick<TitleScratch, 'perTerm' | 'bonus'>): TitleScores {
  const perTerm = into ? terms.map((_, t) => (into.perTerm[t] ??= new Float64Array(titles.length))) : terms.map(() => new Float64Array(titles.length));
  const bonus = into ? into.bonus : new Float64Array(titles.length);
  const forms = terms.map(formsOf);
  const at = new Int32Array(terms.length);
  // Plain loops: this runs for every title (a few thousand) on every search ranked by relevance.
  for (let code = 0; code < titles.length; code++) {
    const words = titles[code] as readonly string[];
    let covered = 0;
    for (let t = 0; t < forms.length; t++) {
      let best = 0;
      let where = -1;
      for (let i = 0; i < words.length; i++) {
        const score = wordScore(words[i] as string, forms[t] as TermForms);
        if (score > best) {
          best = score;
          where = i;
        }
      }
      (perTerm[t] as Float64Array)[code] = best;
      at[t] = where;
      if (best > 0) covered += 1;
    }
    let inOrder = terms.length > 1;
    for (let t = 0; t < terms.length && inOrder; t++) inOrder = (at[t] as number) >= 0 && (t === 0 || at[t] === (at[t - 1] as number) + 1);
    bonus[code] = (inOrder ? PHRASE : 0) + (words.length ? (COVERAGE * Math.min(covered, words.length)) / words.length : 0);
  }
  return { perTerm, bonus };
}

/**
 * The score of a title code, each term not in the title counting `missing` (FIELD for an upper
 * bound). Added up in the same order as a row's score, so a bound equals the score of a row it bounds
 * exactly, to the last bit (the coverage bonus is not a binary fraction: another order could round apart).
 */
export function titleScore(titled: TitleScores, code: number, missing: number): number {
  let score = titled.bonus[code] as number;
  for (let t = 0; t < titled.perTerm.length; t++) {
    const best = (titled.perTerm[t] as Float64Array)[code] as number;
    score += best === 0 ? missing : best;
  }
  return score;
}
