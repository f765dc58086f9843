import type { SearchIndex } from './searchIndex';
import { wordsOf } from './vocabulary';

/**
 * What ranking by relevance reads of an index, worked out once per index (a new version is a new
 * index): the rows of each title, and the words of every title, department, place and skill, so a
 * search neither splits a few thousand titles into words again nor scores rows it will not show.
 */
export interface RankingIndex {
  /** Rows of title code c, ascending (newest first): titleRows[titleStarts[c] .. titleStarts[c + 1]). */
  titleStarts: Int32Array;
  titleRows: Int32Array;
  titleWords: string[][];
  departmentWords: string[][];
  placeWords: string[][];
  skillWords: string[][];
  /**
   * 1 for the rows of the search being ranked, 0 otherwise: filled from its results and cleared again
   * before the (synchronous) ranking returns, so searches share one instead of each allocating one.
   */
  member: Uint8Array;
  /**
   * Per title code, what a ranking works out (relevance.ts TitleScores, topRows' bounds and order), filled
   * anew by each (synchronous) ranking: per search they were tens of kilobytes of ArrayBuffers growing
   * with the company's titles (README, The slow 1-3 % of uncached searches).
   */
  titleScratch: TitleScratch;
}

/** Title-sized arrays a ranking overwrites before it reads them; `perTerm` grows to the most terms a search had. */
export interface TitleScratch {
  perTerm: Float64Array[];
  bonus: Float64Array;
  bound: Float64Array;
  order: Int32Array;
}

const built = new WeakMap<SearchIndex, RankingIndex>();

function build(index: SearchIndex): RankingIndex {
  const { codes, values } = index.title;
  const titleStarts = new Int32Array(values.length + 1);
  for (let r = 0; r < index.size; r++) titleStarts[(codes[r] as number) + 1] = (titleStarts[(codes[r] as number) + 1] as number) + 1;
  for (let c = 0; c < values.length; c++) titleStarts[c + 1] = (titleStarts[c + 1] as number) + (titleStarts[c] as number);
  const fill = titleStarts.slice(0, values.length);
  const titleRows = new Int32Array(index.size);
  // Rows in ascending order, so each title's rows come out ascending too.
  for (let r = 0; r < index.size; r++) {
    const c = codes[r] as number;
    titleRows[fill[c] as number] = r;
    fill[c] = (fill[c] as number) + 1;
  }
  const words = (list: ReadonlyArray<string | number>) => list.map((value) => wordsOf(String(value)));
  return {
    titleStarts,
    titleRows,
    titleWords: words(values),
    departmentWords: words(index.groups.department.values),
    placeWords: words(index.groups.place.values),
    skillWords: words(index.skill.values),
    member: new Uint8Array(index.size),
    titleScratch: { perTerm: [], bonus: new Float64Array(values.length), bound: new Float64Array(values.length), order: new Int32Array(values.length) },
  };
}

/** The ranking's view of `index`, built on first use. */
export function rankingIndexOf(index: SearchIndex): RankingIndex {
  let ranking = built.get(index);
  if (!ranking) {
    ranking = build(index);
    built.set(index, ranking);
  }
  return ranking;
}

/**
 * The order of results of one score: nearer first when the search has a point (distance per group),
 * then a smaller row (newest). topRows and scoredPage both order by it, after the score.
 */
export function tieOrder(index: SearchIndex, distance: Float64Array | null): (a: number, b: number) => number {
  if (distance === null) return (a, b) => a - b;
  const group = index.group;
  return (a, b) => (distance[group[a] as number] as number) - (distance[group[b] as number] as number) || a - b;
}
