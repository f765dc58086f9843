import { FIELD, titleScore, type TitleScores } from './relevance';
import type { RowScorer } from './rowScorer';
import type { SearchIndex } from './searchIndex';
import { tieOrder } from './rankingIndex';
import type { RankingWork } from './topRows';

/**
 * The rows from `start` to `end` of `rows` by relevance, then distance (per group), then newest, each
 * result scored: for few results among many positions, where reading the best titles' rows would
 * mostly meet rows that are not results. Scores take few distinct values: the score of the end-th row
 * bounds the rows that need sorting. Arrays as long as the results, not the index.
 */
export function scoredPage(
  index: SearchIndex,
  titled: TitleScores,
  scorer: RowScorer,
  rows: Int32Array,
  distance: Float64Array | null,
  start: number,
  end: number,
  work?: RankingWork,
): number[] {
  const codes = index.title.codes;
  const complete = new Uint8Array(titled.bonus.length);
  for (let code = 0; code < complete.length; code++) complete[code] = titled.perTerm.every((perTerm) => (perTerm[code] as number) > 0) ? 1 : 0;
  const scores = new Float64Array(rows.length);
  const perScore = new Map<number, number>();
  let scored = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const code = codes[row] as number;
    let score: number;
    if (complete[code] === 1) score = titleScore(titled, code, FIELD);
    else {
      score = scorer.score(row, code);
      scored += 1;
    }
    scores[i] = score;
    perScore.set(score, (perScore.get(score) ?? 0) + 1);
  }
  if (work) {
    work.visited += rows.length;
    work.scored += scored;
  }
  let bound = -Infinity;
  let seen = 0;
  for (const [score, count] of [...perScore].sort((a, b) => b[0] - a[0])) {
    seen += count;
    bound = score;
    if (seen >= end) break;
  }
  const best: number[] = [];
  for (let i = 0; i < rows.length; i++) if ((scores[i] as number) >= bound) best.push(i);
  const order = tieOrder(index, distance);
  return best
    .sort((a, b) => (scores[b] as number) - (scores[a] as number) || order(rows[a] as number, rows[b] as number))
    .slice(start, end)
    .map((i) => rows[i] as number);
}
