import type { TextTerm } from './ftsQuery';
import { rankingIndexOf, tieOrder, type RankingIndex, type TitleScratch } from './rankingIndex';
import { FIELD, titleScore, titleScores, type TitleScores } from './relevance';
import { RowScorer } from './rowScorer';
import { scoredPage } from './scoredPage';
import type { SearchIndex } from './searchIndex';

/** Work done by one ranking, for tests that count work instead of timing it. */
export interface RankingWork {
  /** Rows of a title looked at (a result or not). */
  visited: number;
  /** Rows scored one by one (a term not in their title: department, place and skills checked). */
  scored: number;
  /** Titles put in the ranking's heap (only those whose bound the page reaches). */
  titles: number;
}

/**
 * Rows of one title in ascending order from `at`, all with `score`; or, while `row` is -1, a title
 * whose rows are not scored yet, `score` being their upper bound (every term not in the title
 * counted as found in a field).
 */
interface Source {
  score: number;
  row: number;
  rows: Int32Array | number[];
  at: number;
  end: number;
  code: number;
  /**
   * Set for a sweep: the titles missing a term whose bound is `score`, read through the search's results
   * in order (`rows`, from `at`) rather than title by title; `row` is the next result of theirs scoring
   * `score` (-1 before the first is looked for), and results scoring less wait here, per score, until
   * the sweep ends. Null for a title's rows.
   */
  stash: Map<number, number[]> | null;
}

/** Whether `a` comes first: a higher score, then a smaller row (newest); an unscored title before the rows it may hold. */
function before(a: Source, b: Source): boolean {
  return a.score > b.score || (a.score === b.score && a.row < b.row);
}

/** A binary heap of sources, the first (by `before`) on top. */
class SourceHeap {
  constructor(readonly items: Source[]) {
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i);
  }

  get top(): Source | undefined {
    return this.items[0];
  }

  push(source: Source): void {
    const items = this.items;
    let i = items.push(source) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(source, items[parent] as Source)) break;
      items[i] = items[parent] as Source;
      i = parent;
    }
    items[i] = source;
  }

  pop(): void {
    const last = this.items.pop() as Source;
    if (this.items.length === 0) return;
    this.items[0] = last;
    this.down(0);
  }

  /** Moves the source at `i` down to its place (after its key grew later). */
  down(i: number): void {
    const items = this.items;
    const source = items[i] as Source;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= items.length) break;
      if (child + 1 < items.length && before(items[child + 1] as Source, items[child] as Source)) child += 1;
      if (!before(items[child] as Source, source)) break;
      items[i] = items[child] as Source;
      i = child;
    }
    items[i] = source;
  }
}

/**
 * The rows from `start` to `end` of `rows` (a search's results) by relevance (relevance.ts, higher
 * first), then distance (per group, when the search has a point), then newest (a smaller row), without
 * scoring every result: a row's score is its title's (a few thousand titles) unless a term is missing
 * from the title, and then at most FIELD per missing term more. Titles are visited best bound first;
 * the rows of titles with the same score are merged by row, so a page reads about `end` rows of them
 * however many match; a title missing a term has its rows scored one by one only once its bound is
 * reached. Exact: a row is taken only when no unread title can hold a row before it.
 */
export function topRows(
  index: SearchIndex,
  terms: TextTerm[],
  rows: Int32Array,
  distance: Float64Array | null,
  start: number,
  end: number,
  work?: RankingWork,
): number[] {
  const ranking = rankingIndexOf(index);
  setMembers(ranking.member, rows, 1);
  try {
    // Into the index's scratch: nothing from here to the return awaits, so no other search runs meanwhile.
    const titled = titleScores(ranking.titleWords, terms, ranking.titleScratch);
    const scorer = new RowScorer(index, ranking, terms, titled);
    // Few results among many positions (a filter, a place): the best titles' rows may hold none of
    // them, so once more rows are read than there are results, scoring each result costs less.
    return (
      ranked(index, ranking, titled, scorer, rows, distance, start, end, rows.length + 64, work) ??
      scoredPage(index, titled, scorer, rows, distance, start, end, work)
    );
  } finally {
    setMembers(ranking.member, rows, 0);
  }
}

/**
 * Marks (1) or clears (0) the results in `member`. A function of its own: as a loop in topRows, V8 compiled
 * topRows on stack replacement (OSR) while in that loop, before the code after it had ever run, and then
 * entered that code on every call only to leave it right after the loop ('insufficient type feedback'): 145
 * deoptimizations in one `pnpm bench search` uncached run, each rest of topRows run unoptimized. None since.
 */
function setMembers(member: Uint8Array, rows: Int32Array, value: number): void {
  for (let i = 0; i < rows.length; i++) member[rows[i] as number] = value;
}

/**
 * The titles holding rows, best bound first (every term not in the title counted as found in a field),
 * as one array: bounds take few distinct values (a few per term and title length), so titles are
 * put in order by bucket rather than sorted one by one.
 */
function titlesByBound(titled: TitleScores, titleStarts: Int32Array, scratch: TitleScratch): { order: Int32Array; bound: Float64Array } {
  const count = titleStarts.length - 1;
  const bound = scratch.bound.fill(0);
  const slots = new Map<number, number>();
  for (let code = 0; code < count; code++) {
    if (titleStarts[code] === titleStarts[code + 1]) continue;
    const score = titleScore(titled, code, FIELD);
    bound[code] = score;
    slots.set(score, (slots.get(score) ?? 0) + 1);
  }
  // Each distinct bound's first place in `order`, best first.
  let at = 0;
  for (const score of [...slots.keys()].sort((a, b) => b - a)) {
    const n = slots.get(score) as number;
    slots.set(score, at);
    at += n;
  }
  const order = scratch.order.subarray(0, at);
  for (let code = 0; code < count; code++) {
    if (titleStarts[code] === titleStarts[code + 1]) continue;
    const slot = slots.get(bound[code] as number) as number;
    order[slot] = code;
    slots.set(bound[code] as number, slot + 1);
  }
  return { order, bound };
}

/** Whether every term is in title `code`: its rows all score its title's score. */
function complete(titled: TitleScores, code: number): boolean {
  for (let t = 0; t < titled.perTerm.length; t++) if (((titled.perTerm[t] as Float64Array)[code] as number) === 0) return false;
  return true;
}

/** The page by visiting titles best first, or null once more than `budget` rows were read. */
function ranked(
  index: SearchIndex,
  ranking: RankingIndex,
  titled: TitleScores,
  scorer: RowScorer,
  rows: Int32Array,
  distance: Float64Array | null,
  start: number,
  end: number,
  budget: number,
  work: RankingWork | undefined,
): number[] | null {
  const { member, titleStarts, titleRows } = ranking;
  const waiting = titlesByBound(titled, titleStarts, ranking.titleScratch);
  const heap = new SourceHeap([]);
  const codes = index.title.codes;
  let next = 0;
  let titles = 0;
  // Titles missing a term with one bound share a sweep of the results when their rows outnumber the
  // results (a word found mostly in skills, such as 'python': thousands of titles at one bound, each
  // holding a few results; read title by title, every one of them before the first result is taken).
  let sweeping: Uint8Array | null = null;
  let groupBound = NaN;
  let sweep: Source | null = null;
  const sweepFor = (from: number, score: number): Source | null => {
    if (distance !== null) return null;
    let listed = 0;
    for (let at = from; at < waiting.order.length; at++) {
      const code = waiting.order[at] as number;
      if (waiting.bound[code] !== score) break;
      if (!complete(titled, code)) listed += (titleStarts[code + 1] as number) - (titleStarts[code] as number);
    }
    if (listed <= rows.length) return null;
    return { score, row: -1, rows, at: 0, end: rows.length, code: -1, stash: new Map() };
  };
  // Titles enter the heap once its top falls to their bound: a title bounded below the page's last row
  // is never made a source (a broad query's page reads a few of the thousands of titles).
  const admit = () => {
    for (; next < waiting.order.length; next++) {
      const code = waiting.order[next] as number;
      const score = waiting.bound[code] as number;
      const top = heap.top;
      if (top && score < top.score) return;
      const from = titleStarts[code] as number;
      if (complete(titled, code)) {
        heap.push({ score, row: titleRows[from] as number, rows: titleRows, at: from, end: titleStarts[code + 1] as number, code, stash: null });
        titles += 1;
        continue;
      }
      if (score !== groupBound) {
        groupBound = score;
        sweep = sweepFor(next, score);
        if (sweep) {
          heap.push(sweep);
          titles += 1;
        }
      }
      if (sweep) {
        sweeping ??= new Uint8Array(titleStarts.length - 1);
        sweeping[code] = 1;
        continue;
      }
      heap.push({ score, row: -1, rows: titleRows, at: from, end: titleStarts[code + 1] as number, code, stash: null });
      titles += 1;
    }
  };
  let visited = 0;
  let scored = 0;

  // A title missing a term, reached: its results scored one by one, each score a source of its own.
  const expand = (source: Source) => {
    heap.pop();
    const byScore = new Map<number, number[]>();
    for (let at = source.at; at < source.end; at++) {
      const row = source.rows[at] as number;
      if (++visited > budget) return;
      if (member[row] !== 1) continue;
      scored += 1;
      const score = scorer.score(row, source.code);
      const list = byScore.get(score);
      if (list) list.push(row);
      else byScore.set(score, [row]);
    }
    for (const [score, list] of byScore) heap.push({ score, row: list[0] as number, rows: list, at: 0, end: list.length, code: source.code, stash: null });
  };

  // The sweep on top: its next result scoring its bound becomes its row; once the results are read,
  // it leaves the heap and the results that scored less join it, one source per score.
  const advance = (source: Source) => {
    const stash = source.stash as Map<number, number[]>;
    const marked = sweeping as Uint8Array;
    while (source.at < source.end) {
      const row = source.rows[source.at++] as number;
      if (++visited > budget) return;
      const code = codes[row] as number;
      if (marked[code] !== 1 || waiting.bound[code] !== source.score) continue;
      scored += 1;
      const score = scorer.score(row, code);
      if (score === source.score) {
        source.row = row;
        heap.down(0);
        return;
      }
      const list = stash.get(score);
      if (list) list.push(row);
      else stash.set(score, [row]);
    }
    heap.pop();
    for (const [score, list] of stash) heap.push({ score, row: list[0] as number, rows: list, at: 0, end: list.length, code: -1, stash: null });
  };

  const page: number[] = [];
  let taken = 0;
  if (distance === null) {
    for (admit(); heap.top && taken < end && visited <= budget; admit()) {
      const top = heap.top;
      if (top.stash) {
        // A sweep's row is a result, already counted as visited when found.
        if (top.row >= 0) {
          if (taken >= start) page.push(top.row);
          taken += 1;
          top.row = -1;
        }
        advance(top);
        continue;
      }
      if (top.row < 0) {
        expand(top);
        continue;
      }
      const row = top.rows[top.at] as number;
      visited += 1;
      if (member[row] === 1) {
        if (taken >= start) page.push(row);
        taken += 1;
      }
      top.at += 1;
      if (top.at < top.end) {
        top.row = top.rows[top.at] as number;
        heap.down(0);
      } else heap.pop();
    }
  } else {
    // Rows of equal score order by distance, which their title's rows are not sorted by: each score is
    // read whole (all its titles' results), then sorted, unless the page lies past it.
    const order = tieOrder(index, distance);
    const tier: number[] = [];
    let tierScore = NaN;
    const close = () => {
      if (taken + tier.length > start) {
        tier.sort(order);
        for (let i = Math.max(0, start - taken); i < tier.length && taken + i < end; i++) page.push(tier[i] as number);
      }
      taken += tier.length;
      tier.length = 0;
    };
    for (admit(); heap.top; admit()) {
      const top = heap.top;
      // Over budget, the tier being read may be incomplete: it must not be closed.
      if (visited > budget) break;
      if (top.score !== tierScore) {
        close();
        if (taken >= end) break;
        tierScore = top.score;
      }
      if (top.row < 0) {
        expand(top);
        continue;
      }
      heap.pop();
      for (let at = top.at; at < top.end && visited <= budget; at++) {
        const row = top.rows[at] as number;
        visited += 1;
        if (member[row] === 1) tier.push(row);
      }
    }
    if (taken < end && visited <= budget) close();
  }
  if (work) {
    work.visited += visited;
    work.scored += scored;
    work.titles += titles;
  }
  return taken < end && visited > budget ? null : page;
}
