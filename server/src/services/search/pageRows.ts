import type { Db } from '../../db/database';
import type { Results } from './collectResults';
import type { TextTerm } from './ftsQuery';
import { relevanceScores, relevantRows } from './relevance';
import { idList, rowOf, type SearchIndex } from './searchIndex';
import { searchStoreOf } from './store/searchStore';

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

/** Kilometres of each row, from its group's. */
function rowDistances(index: SearchIndex, rows: Int32Array, distance: Float64Array): Float64Array {
  const byRow = new Float64Array(index.size);
  for (const row of rows) byRow[row] = distance[index.group[row] as number] as number;
  return byRow;
}

/** The rows of the page, best first: ORDER BY [score,] [distance,] posted_at DESC, id DESC, LIMIT size OFFSET start. */
export async function pageRows(db: Db, domain: string, index: SearchIndex, results: Results, page: PageRequest): Promise<number[]> {
  const end = Math.min(page.start + page.size, results.count);
  if (page.start >= end) return [];
  const distance = page.distance ? rowDistances(index, results.rows, page.distance) : null;
  if (page.order === 'relevance' && page.terms) return relevantRows(results.rows, relevanceScores(index, page.terms, results.rows), distance, page.start, end);
  if (page.order === 'relevance' && page.scores) return scoredRows(results, page.scores, distance, page.start, end);
  if (page.order === 'relevance' && page.match) return rankedRows(db, domain, index, results, page.match, page.textTotal, distance, page.start, end);
  if (page.order === 'distance' && distance) return nearestRows(results, distance, page.start, end);
  return Array.from(results.rows.subarray(page.start, end));
}

/** The `end` nearest results: the end-th smallest distance bounds the rows that need sorting. */
function nearestRows(results: Results, distance: Float64Array, start: number, end: number): number[] {
  const distances = Float64Array.from(results.rows, (row) => distance[row] as number).sort();
  const bound = distances[end - 1] as number;
  const near = Array.from(results.rows).filter((row) => (distance[row] as number) <= bound);
  // Rows are numbered newest first, so a smaller row is the tie-break "posted_at DESC, id DESC".
  return near.sort((a, b) => (distance[a] as number) - (distance[b] as number) || a - b).slice(start, end);
}

/** Rows whose score is known (few: a small place), by score, distance, then newest. */
function scoredRows(results: Results, scores: Float64Array, distance: Float64Array | null, start: number, end: number): number[] {
  return Array.from(results.rows)
    .sort((a, b) => (scores[a] as number) - (scores[b] as number) || (distance ? (distance[a] as number) - (distance[b] as number) : 0) || a - b)
    .slice(start, end);
}

/**
 * The best-ranked rows up to `end`. The engine scores every match but keeps only the best `limit`;
 * the answer is exact once the last row needed scores strictly better than the worst row kept
 * (then every row scoring as well is among those kept), else the limit grows. Small result sets
 * (after filters or a place) are passed as ids, so only they are scored. `distance` is per row.
 */
async function rankedRows(
  db: Db,
  domain: string,
  index: SearchIndex,
  results: Results,
  match: string,
  textTotal: number,
  distance: Float64Array | null,
  start: number,
  end: number,
): Promise<number[]> {
  const among = results.count * 2 < textTotal;
  const inResults = new Uint8Array(index.size);
  for (const row of results.rows) inResults[row] = 1;
  const ids = among ? idList(index, results.rows) : null;
  const compare = (a: Scored, b: Scored) =>
    a.score - b.score || (distance ? (distance[a.row] as number) - (distance[b.row] as number) : 0) || a.row - b.row;
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
