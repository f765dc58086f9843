import type { Db } from '../../db/database';
import { collectResults } from './collectResults';
import type { Results } from './searchResults';
import { fieldMatches } from './fieldMatches';
import { placeWords, type TextTerm } from './ftsQuery';
import { locationGroups, type LocationGroups } from './locationGroups';
import { pageRows } from './pageRows';
import { lendRunScratch, returnRunScratch, type RunScratch } from './runScratch';
import type { SearchIndex } from './searchIndex';
import { textMatches, textMatchesAmong, type TextMatches } from './textMatches';
import type { AppliedFilters, LocationScope } from '@careers/shared/contracts/search';

/** What one search asks for, parsed and checked. */
export interface SearchPlan {
  domain: string;
  /** The company's index of open positions when the search started (searchIndexAt). */
  index: SearchIndex;
  /** The engine's text expression (query words and unknown place names), already escaped. */
  match: string | null;
  /** True when the match holds words of the query (they then rank by relevance). */
  hasText: boolean;
  /** The query's words, matched in memory (fieldMatches.ts) and ranked by relevance.ts; null or absent when descriptions are searched (the engine matches and its score ranks). */
  terms?: TextTerm[] | null;
  location: LocationScope;
  filters: AppliedFilters;
  sortBy: 'relevance' | 'newest';
  /** Filters whose options are counted (the company's `allFilters`). */
  facets: string[];
  maxOptions: number;
  maxMarkers: number;
}

interface PageEntry {
  id: number;
  /** Kilometres from the searched point, when the search has one. */
  distance: number | null;
}

export interface SearchRun {
  /** Count, filter options and markers. */
  results(): Promise<Results>;
  /** One page of ids, best first. */
  page(start: number, size: number): Promise<PageEntry[]>;
  /**
   * Done with it: its index-sized arrays go back to the index for the next search (runScratch.ts). Its
   * results must not be read afterwards, and results() and page() throw.
   */
  release(): void;
}

// A place holding at most this share of the company's positions is small: the full-text index (in a
// search of descriptions) is asked about its positions only (as a list of ids, which costs per id), scores included.
const SMALL_PLACE = 1 / 16;

/** The rows in the place, or null when the place is not small. */
function smallPlaceRows(index: SearchIndex, place: LocationGroups): Int32Array | null {
  const pass = place.pass;
  if (!pass) return null;
  let count = 0;
  for (let g = 0; g < pass.length; g++) if (pass[g] === 1) count += index.groups.size[g] as number;
  if (count > index.size * SMALL_PLACE) return null;
  const rows = new Int32Array(count);
  let at = 0;
  for (let r = 0; r < index.size; r++) if (pass[index.group[r] as number] === 1) rows[at++] = r;
  return rows;
}

// Rows matching a search's words, filled by fieldMatches and read by collectResults within one
// synchronous stretch of a search, then cleared: one per index instead of 100 KB per search at 100,000
// positions. No await falls between filling and clearing, so searches running side by side never share it.
const matchedRows = new WeakMap<SearchIndex, Uint8Array>();

function matchedRowsOf(index: SearchIndex): Uint8Array {
  let rows = matchedRows.get(index);
  if (!rows) {
    rows = new Uint8Array(index.size);
    matchedRows.set(index, rows);
  }
  return rows;
}

/**
 * A search over the company's in-memory index: its matching rows are worked out once, on first
 * use, for both the counts and the page (either may come from the answer cache instead).
 */
export function searchRun(db: Db, plan: SearchPlan): SearchRun {
  // The text's rows are not kept: collectResults has read them (and fieldMatches' are cleared for the next search).
  let state: Promise<{ index: SearchIndex; text: Pick<TextMatches, 'total' | 'scores'> | null; place: LocationGroups; results: Results }> | null = null;
  let scratch: RunScratch | null = null;
  let released = false;
  const conditionsOf = (place: LocationGroups) => ({
    rowsInto: (scratch as RunScratch).rows,
    location: place,
    filters: plan.filters,
    facets: plan.facets,
    maxOptions: plan.maxOptions,
    maxMarkers: plan.maxMarkers,
  });
  const work = async () => {
    const index = plan.index;
    scratch = lendRunScratch(index);
    const place = locationGroups(index.groups, plan.location, scratch);
    let text: TextMatches | null = null;
    if (plan.match && plan.terms) {
      // Titles, departments, skills and places are matched in memory (fieldMatches.ts), the same on
      // both engines; the engine's expression holds the same words (and an unknown place's).
      const into = matchedRowsOf(index);
      try {
        const found = fieldMatches(index, plan.terms, plan.location.kind === 'text' ? placeWords(plan.location.label) : [], into);
        const results = collectResults(index, { ...conditionsOf(place), text: found.rows });
        return { index, text: { total: found.total, scores: found.scores }, place, results };
      } finally {
        into.fill(0);
      }
    } else if (plan.match) {
      // Descriptions too: the engine's full-text index. Rows outside the place count nowhere (not in the count, filters or markers).
      const inPlace = smallPlaceRows(index, place);
      const scored = plan.sortBy === 'relevance' && plan.hasText;
      text = inPlace
        ? await textMatchesAmong(db, index, plan.domain, plan.match, inPlace, scored)
        : await textMatches(db, index, plan.domain, plan.match);
    }
    const results = collectResults(index, { ...conditionsOf(place), text: text?.rows ?? null });
    return { index, text, place, results };
  };
  const run = () => {
    if (released) throw new Error('search run read after release()');
    return (state ??= work());
  };
  return {
    release() {
      released = true;
      // Given back once the run's work has finished with it (a run released while its work is under way keeps it).
      if (scratch && state) {
        const lent = scratch;
        scratch = null;
        void state.then(
          () => returnRunScratch(plan.index, lent),
          () => undefined,
        );
      }
    },
    results: async () => (await run()).results,
    async page(start, size) {
      const { index, text, place, results } = await run();
      const relevance = plan.sortBy === 'relevance';
      const order = relevance && plan.hasText ? 'relevance' : relevance && place.distance ? 'distance' : 'newest';
      const rows = await pageRows(db, plan.domain, index, results, {
        order,
        match: plan.match,
        textTotal: text?.total ?? 0,
        distance: place.distance,
        scores: text?.scores ?? null,
        terms: plan.terms ?? null,
        start,
        size,
      });
      const distance = place.distance;
      return rows.map((row) => ({ id: index.ids[row] as number, distance: distance ? (distance[index.group[row] as number] as number) : null }));
    },
  };
}
