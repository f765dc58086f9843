import type { Db } from '../../db/database';
import { forEachId, idList, rowOf, type SearchIndex } from './searchIndex';
import { searchStoreOf } from './store/searchStore';

export interface TextMatches {
  /** 1 for rows of the index whose position matches. */
  rows: Uint8Array;
  /** Matching positions the store handed over (see SearchStore.matchingIds), or among the rows asked about. */
  total: number;
  /** Score of each matching row, when asked for (lower is better); else null. */
  scores: Float64Array | null;
}

/** The rows of the index matching the engine's text expression: one pass over the full-text index, ids only. */
export async function textMatches(db: Db, index: SearchIndex, domain: string, match: string): Promise<TextMatches> {
  const rows = new Uint8Array(index.size);
  let total = 0;
  forEachId(await searchStoreOf(db).matchingIds(domain, match), (id) => {
    total += 1;
    const row = rowOf(index, id);
    if (row >= 0) rows[row] = 1;
  });
  return { rows, total, scores: null };
}

/**
 * The same among some rows only (the positions of a small place: nothing outside it counts), and
 * with their scores when `scored`: one pass over the full-text index gives both what the counts
 * and the ranking need.
 */
export async function textMatchesAmong(db: Db, index: SearchIndex, domain: string, match: string, among: Int32Array, scored: boolean): Promise<TextMatches> {
  const found = await searchStoreOf(db).matchesAmong(domain, match, idList(index, among), scored);
  const rows = new Uint8Array(index.size);
  const scores = scored ? new Float64Array(index.size) : null;
  for (const [id, score] of found) {
    const row = rowOf(index, id);
    if (row < 0) continue;
    rows[row] = 1;
    if (scores) scores[row] = score;
  }
  return { rows, total: found.length, scores };
}
