import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import { forEachId, idList, rowOf, type SearchIndex } from './searchIndex';
import { SCORED_MATCHES_AMONG, TEXT_MATCHES, TEXT_MATCHES_AMONG } from './searchSql';

export interface TextMatches {
  /** 1 for rows of the index whose position matches. */
  rows: Uint8Array;
  /** Matching positions in the full-text index (every company's, archived ones too) or among the rows asked about. */
  total: number;
  /** bm25 of each matching row, when asked for (lower is better); else null. */
  scores: Float64Array | null;
}

/**
 * The rows of the index matching an FTS5 expression: one pass over the full-text index, ids only,
 * handed over as one text (a third faster than one row per id at 50,000 matches).
 */
export function textMatches(db: Db, index: SearchIndex, match: string): TextMatches {
  const rows = new Uint8Array(index.size);
  let total = 0;
  forEachId((sql(db, TEXT_MATCHES).pluck().get(match) as string | null) ?? '', (id) => {
    total += 1;
    const row = rowOf(index, id);
    if (row >= 0) rows[row] = 1;
  });
  return { rows, total, scores: null };
}

/**
 * The same among some rows only (the positions of a small place: nothing outside it counts), and
 * with their bm25 when `scored`: one pass over the full-text index gives both what the counts
 * and the ranking need.
 */
export function textMatchesAmong(db: Db, index: SearchIndex, match: string, among: Int32Array, scored: boolean): TextMatches {
  const ids = idList(index, among);
  const found = sql(db, scored ? SCORED_MATCHES_AMONG : TEXT_MATCHES_AMONG).raw().all(match, ids) as Array<[number, number]>;
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
