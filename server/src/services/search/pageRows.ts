import type { Db } from '../../db/database';
import type { Results } from './searchResults';
import type { TextTerm } from './ftsQuery';
import { idList, rowOf, type SearchIndex } from './searchIndex';
import { searchStoreOf } from './store/searchStore';
import { topRows } from './topRows';

export interface PageRequest {
  /** 'relevance' with words to rank by, or by distance from a searched point, else newest first. */
  order: 'relevance' | 'distance' | 'newest';
  /** The engine's text expression (for 'relevance'). */
  match: string | null;
  /** Positions the store said match it (for 'relevance'). */
  textTotal: number;
  /** Kilometres per group of the index, when the search has a point. */
  distance: Float64Array | null;
  /** Score per row, when the matches were read with it (for 'relevance'). */
  scores: Float64Array | null;
  /** The query's terms, to rank by title, skills and fields (relevance.ts) rather than by the engine's score. */
  terms: TextTerm[] | null;
  start: number;
  size: number;
}

interface Scored {
  row: number;
  score: number;
}

type RowDistance = (row: number) => number;

/** What a page needs of a search's results: its rows, newest first, and how many. */
type Found = Pick<Results, 'rows' | 'count'>;

/** Kilometres of each row, from its group's: read through the group rather than copied into an index-sized array per search. */
function rowDistances(index: SearchIndex, distance: Float64Array): RowDistance {
  const group = index.group;
  return (row) => distance[group[row] as number] as number;
}

/** The rows of the page, best first: ORDER BY [score,] [distance,] posted_at DESC, id DESC, LIMIT size OFFSET start. */
export async function pageRows(db: Db, domain: string, index: SearchIndex, results: Found, page: PageRequest): Promise<number[]> {
  const end = Math.min(page.start + page.size, results.count);
  if (page.start >= end) return [];
  if (page.order === 'relevance' && page.terms) return topRows(index, page.terms, results.rows, page.distance, page.start, end);
  const distance = page.distance ? rowDistances(index, page.distance) : null;
  if (page.order === 'relevance' && page.scores) return scoredRows(results, page.scores, distance, page.start, end);
  if (page.order === 'relevance' && page.match) return rankedRows(db, domain, index, results, page.match, page.textTotal, distance, page.start, end);
  if (page.order === 'distance' && distance) return nearestRows(results, distance, page.start, end);
  return Array.from(results.rows.subarray(page.start, end));
}

/** The `end` nearest results: the end-th smallest distance bounds the rows that need sorting. */
function nearestRows(results: Found, distance: RowDistance, start: number, end: number): number[] {
  const distances = Float64Array.from(results.rows, distance).sort();
  const bound = distances[end - 1] as number;
  const near = Array.from(results.rows).filter((row) => distance(row) <= bound);
  // Rows are numbered newest first, so a smaller row is the tie-break "posted_at DESC, id DESC".
  return near.sort((a, b) => distance(a) - distance(b) || a - b).slice(start, end);
}

/** Rows whose score is known (few: a small place), by score, distance, then newest. */
function scoredRows(results: Found, scores: Float64Array, distance: RowDistance | null, start: number, end: number): number[] {
  return Array.from(results.rows)
    .sort((a, b) => (scores[a] as number) - (scores[b] as number) || (distance ? distance(a) - distance(b) : 0) || a - b)
    .slice(start, end);
}

/**
 * The best-ranked rows up to `end`. The engine scores every match but keeps only the best `limit`;
 * the answer is exact once the last row needed scores strictly better than the worst row kept
 * (then every row scoring as well is among those kept), else the limit grows. Small result sets
 * (after filters or a place) are passed as ids, so only they are scored.
 */
async function rankedRows(
  db: Db,
  domain: string,
  index: SearchIndex,
  results: Found,
  match: string,
  textTotal: number,
  distance: RowDistance | null,
  start: number,
  end: number,
): Promise<number[]> {
  const among = results.count * 2 < textTotal;
  const inResults = new Uint8Array(index.size);
  for (const row of results.rows) inResults[row] = 1;
  const ids = among ? idList(index, results.rows) : null;
  const compare = (a: Scored, b: Scored) =>
    a.score - b.score || (distance ? distance(a.row) - distance(b.row) : 0) || a.row - b.row;
  // Not every match is a result (archived, another company's, filtered out): ask for more in proportion.
  let limit = among ? end + 16 : Math.ceil(((end * textTotal) / results.count) * 1.1) + 16;
  for (;;) {
    const found = await searchStoreOf(db).rankedMatches(domain, match, limit, ids);
    const best: Scored[] = [];
    for (const [id, score] of found) {
      const row = rowOf(index, id);
      if (row >= 0 && inResults[row] === 1) best.push({ row, score });
    }
    best.sort(compare);
    const complete = found.length < limit;
    const last = best[end - 1];
    if (complete || (last && last.score < (found[found.length - 1] as [number, number])[1])) {
      return best.slice(start, end).map((s) => s.row);
    }
    limit *= 4;
  }
}
