import { FILTER_COLUMNS } from './filters';
import type { LocationGroups } from './locationGroups';
import type { Column, Groups, ListColumn, SearchIndex } from './searchIndex';
import { resultsOf, type RankedOptions, type Results } from './searchResults';
import type { AppliedFilters } from '@careers/shared/contracts/search';

export interface Conditions {
  /** 1 for rows matching the full-text query; null without one. */
  text: Uint8Array | null;
  location: LocationGroups;
  filters: AppliedFilters;
  /** Filters whose options are counted (the company's, in its order). */
  facets: string[];
  maxOptions: number;
  maxMarkers: number;
  /**
   * Where the rows found are written (index-sized, any contents): the search's RunScratch.rows, which the
   * results then read as a view. Without it, a new array.
   */
  rowsInto?: Int32Array;
}

/** Options counted per group (single-valued columns) … */
interface GroupFacet {
  key: string;
  column: Column;
  counts: Int32Array;
  /** Smallest place code per option, for place labels; null otherwise. */
  minPlace: Int32Array | null;
}

/** … or per row (skills). */
interface RowFacet {
  key: string;
  column: ListColumn;
  counts: Int32Array;
}

interface GroupTest {
  column: Column;
  allowed: Uint8Array;
  facet: GroupFacet | null;
  /** Rows per group failing this test and no other (they count for this filter's options only). */
  only: Int32Array | null;
}

interface RowTest {
  /** 1 for rows holding an allowed value. */
  passes: Uint8Array;
  facet: RowFacet | null;
}

// Above every place code, and a small integer: a Uint32 sentinel (0xffffffff) read in the hot loops
// was a boxed number per read whenever V8 ran them unoptimized (megabytes per search).
const NO_PLACE = 0x7fffffff;
// A group's state before its rows are looked at: how many single-valued filters it fails (0 or 1),
// or out (outside the place, or failing two).
const GROUP_OUT = 2;

function allowedValues(values: Array<string | number>, key: string, given: string[]): Uint8Array {
  const wanted = new Set<string | number>(FILTER_COLUMNS[key]?.flag ? given.map(Number) : given);
  return Uint8Array.from(values, (value) => (wanted.has(value) ? 1 : 0));
}

function passesRow(test: RowTest, row: number): boolean {
  return test.passes[row] === 1;
}

/**
 * The rows holding an allowed skill, marked from the skills' row lists: as many steps as the wanted
 * skills have rows, rather than a look at every skill of every row.
 */
function skillPasses(scratch: Scratch, allowed: Uint8Array): Uint8Array {
  const { skillPass, skillStarts, skillRows } = scratch;
  skillPass.fill(0);
  for (let code = 0; code < allowed.length; code++) {
    if (allowed[code] !== 1) continue;
    for (let i = skillStarts[code] as number, end = skillStarts[code + 1] as number; i < end; i++) skillPass[skillRows[i] as number] = 1;
  }
  return skillPass;
}

function countGroup(facet: GroupFacet, group: number, rows: number, place: number): void {
  const code = facet.column.codes[group] as number;
  facet.counts[code] = (facet.counts[code] as number) + rows;
  if (facet.minPlace && place < (facet.minPlace[code] as number)) facet.minPlace[code] = place;
}

/**
 * Adds each group's hits to every counted filter and to its marker. Its own small function with indexed
 * loops: inlined in collectResults (one call per search, long and branchy) it often ran unoptimized,
 * and then the `for … of` over the facets made an iterator per group (about 1 MB per search).
 */
function countHits(groups: Groups, hits: Int32Array, facets: GroupFacet[], markerCounts: Int32Array, markerPlace: Int32Array): void {
  const places = groups.place.codes;
  const markerOf = groups.marker;
  for (let g = 0; g < groups.count; g++) {
    const n = hits[g] as number;
    if (n === 0) continue;
    const place = places[g] as number;
    for (let f = 0; f < facets.length; f++) countGroup(facets[f] as GroupFacet, g, n, place);
    const marker = markerOf[g] as number;
    markerCounts[marker] = (markerCounts[marker] as number) + n;
    if (place < (markerPlace[marker] as number)) markerPlace[marker] = place;
  }
}

/** Adds the rows failing only `facet`'s filter to its options. */
function countOnly(groups: Groups, facet: GroupFacet, only: Int32Array): void {
  const places = groups.place.codes;
  for (let g = 0; g < groups.count; g++) if ((only[g] as number) > 0) countGroup(facet, g, only[g] as number, places[g] as number);
}

/** Codes with a count, ORDER BY count DESC, value (codes follow SQLite's value order), at most `limit`. */
function ranked(counts: Int32Array, limit: number, tie?: (a: number, b: number) => number): number[] {
  const codes: number[] = [];
  for (let c = 0; c < counts.length; c++) if ((counts[c] as number) > 0) codes.push(c);
  codes.sort((a, b) => (counts[b] as number) - (counts[a] as number) || (tie ? tie(a, b) : 0) || a - b);
  if (codes.length > limit) codes.length = limit;
  return codes;
}

/**
 * Arrays a search fills and reads within one synchronous call of collectResults, kept per index:
 * the index-sized ones (the matching rows, which rows count for the skills) allocated per search were
 * most of a search's garbage (400 KB each at 100,000 positions), and that garbage most of its slow tail.
 */
interface Scratch {
  /** Per row: counted for the skills' options (it matches, or fails only the skills filter). */
  counted: Uint8Array;
  state: Uint8Array;
  failing: Uint8Array;
  hits: Int32Array;
  /** Per group test with a facet, in order: its `only` counts. */
  only: Int32Array[];
  /** Every row, in order: the rows of a search nothing narrows, shared rather than copied (read only). */
  allRows: Int32Array;
  /** Rows per skill over the whole index: a search counting most rows counts the others and subtracts them. */
  skillTotals: Int32Array;
  /** The rows of each skill: skillRows[skillStarts[code] .. skillStarts[code + 1]). */
  skillStarts: Int32Array;
  skillRows: Int32Array;
  /** Per row: holds a skill the skills filter allows. */
  skillPass: Uint8Array;
}

const scratches = new WeakMap<SearchIndex, Scratch>();
let scratchesMade = 0;

/** How many times index-sized scratch arrays were made (once per index): for tests counting work. */
export function scratchCount(): number {
  return scratchesMade;
}

function scratchOf(index: SearchIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const { size, groups, skill } = index;
    const skillTotals = new Int32Array(skill.values.length);
    for (let i = 0; i < skill.codes.length; i++) skillTotals[skill.codes[i] as number] = (skillTotals[skill.codes[i] as number] as number) + 1;
    const allRows = new Int32Array(size);
    for (let r = 0; r < size; r++) allRows[r] = r;
    const skillStarts = new Int32Array(skill.values.length + 1);
    for (let code = 0; code < skill.values.length; code++) skillStarts[code + 1] = (skillStarts[code] as number) + (skillTotals[code] as number);
    const skillRows = new Int32Array(skill.codes.length);
    const fill = skillStarts.slice(0, skill.values.length);
    for (let r = 0; r < size; r++) {
      for (let i = skill.starts[r] as number, end = skill.starts[r + 1] as number; i < end; i++) {
        const code = skill.codes[i] as number;
        skillRows[fill[code] as number] = r;
        fill[code] = (fill[code] as number) + 1;
      }
    }
    scratch = {
      counted: new Uint8Array(size),
      state: new Uint8Array(groups.count),
      failing: new Uint8Array(groups.count),
      hits: new Int32Array(groups.count),
      only: [],
      allRows,
      skillTotals,
      skillStarts,
      skillRows,
      skillPass: new Uint8Array(size),
    };
    scratches.set(index, scratch);
    scratchesMade += 1;
  }
  return scratch;
}

/** The `only` counts of the group test at `at`, zeroed. */
function onlyOf(scratch: Scratch, at: number, count: number): Int32Array {
  const only = (scratch.only[at] ??= new Int32Array(count));
  return only.fill(0);
}

/** Adds the skills of `rows[0 .. total)`. */
function countListed(facet: RowFacet, rows: Int32Array, total: number): void {
  const { starts, codes } = facet.column;
  const counts = facet.counts;
  for (let at = 0; at < total; at++) {
    const r = rows[at] as number;
    for (let i = starts[r] as number, end = starts[r + 1] as number; i < end; i++) counts[codes[i] as number] = (counts[codes[i] as number] as number) + 1;
  }
}

/** Adds (sign 1) or subtracts (sign -1) the skills of the rows whose `counted` flag equals `flag`. */
function countRows(facet: RowFacet, counted: Uint8Array, flag: number, sign: number): void {
  const { starts, codes } = facet.column;
  const counts = facet.counts;
  for (let r = 0; r < counted.length; r++) {
    if (counted[r] !== flag) continue;
    for (let i = starts[r] as number, end = starts[r + 1] as number; i < end; i++) counts[codes[i] as number] = (counts[codes[i] as number] as number) + sign;
  }
}

/** Each group: out of the place (GROUP_OUT), passing every single-valued filter (0), or failing exactly one (1, and which). */
function groupStates(count: number, pass: Uint8Array | null, groupTests: GroupTest[], scratch: Scratch): void {
  const { state, failing } = scratch;
  for (let g = 0; g < count; g++) {
    if (pass !== null && pass[g] === 0) {
      state[g] = GROUP_OUT;
      continue;
    }
    let fails = 0;
    for (let t = 0; t < groupTests.length && fails < GROUP_OUT; t++) {
      const test = groupTests[t] as GroupTest;
      if (test.allowed[test.column.codes[g] as number] === 1) continue;
      fails += 1;
      failing[g] = t;
    }
    state[g] = fails;
  }
}

/** Rows found (`rows[0 .. total)` of the array given) and rows whose skills count for the skills' options. */
interface Collected {
  total: number;
  countedRows: number;
}

/** Nothing is decided per row: a group's rows all match, or all count for one filter's options only. */
function wholeGroups(index: SearchIndex, groupTests: GroupTest[], scratch: Scratch, rows: Int32Array): Collected {
  const { groups, group } = index;
  const { state, failing, hits, counted } = scratch;
  const sizes = groups.size;
  let countedRows = 0;
  for (let g = 0; g < groups.count; g++) {
    const fails = state[g] as number;
    const n = sizes[g] as number;
    hits[g] = fails === 0 ? n : 0;
    if (fails === 0) countedRows += n;
    else if (fails === 1) {
      const only = (groupTests[failing[g] as number] as GroupTest).only;
      if (only) only[g] = n;
    }
  }
  if (countedRows === index.size) return { total: index.size, countedRows };
  let total = 0;
  counted.fill(0);
  for (let r = 0; r < index.size; r++) {
    if (state[group[r] as number] !== 0) continue;
    rows[total++] = r;
    counted[r] = 1;
  }
  return { total, countedRows };
}

/** Rows decided one by one: the text's matches, the skills filter. */
function matchingRows(index: SearchIndex, text: Uint8Array | null, rowTest: RowTest | null, groupTests: GroupTest[], scratch: Scratch, rows: Int32Array): Collected {
  const group = index.group;
  const { state, failing, hits, counted } = scratch;
  let total = 0;
  let countedRows = 0;
  hits.fill(0);
  counted.fill(0);
  for (let r = 0; r < index.size; r++) {
    if (text !== null && text[r] === 0) continue;
    const g = group[r] as number;
    const fails = state[g] as number;
    if (fails === GROUP_OUT) continue;
    if (fails === 0) {
      if (rowTest === null || passesRow(rowTest, r)) {
        rows[total++] = r;
        hits[g] = (hits[g] as number) + 1;
        counted[r] = 1;
        countedRows += 1;
      } else if (rowTest.facet) {
        counted[r] = 1;
        countedRows += 1;
      }
    } else if (rowTest === null || passesRow(rowTest, r)) {
      const only = (groupTests[failing[g] as number] as GroupTest).only;
      if (only) only[g] = (only[g] as number) + 1;
    }
  }
  return { total, countedRows };
}

/**
 * One pass over the index: the rows matching text, place and filters, and in the same pass the
 * counts of every filter's options with the other filters applied (a row failing exactly one
 * filter counts for that filter's options only) and the map markers. Place and single-valued
 * filters are decided per group; rows add up per group, and only skills are counted per row.
 */
export function collectResults(index: SearchIndex, conditions: Conditions): Results {
  const { groups } = index;
  const { text, filters } = conditions;
  const scratch = scratchOf(index);
  const groupFacets = new Map<string, GroupFacet>();
  // Skills are the only list column (FILTER_COLUMNS), so at most one filter is counted and tested per row.
  let rowFacet: RowFacet | null = null;
  for (const key of conditions.facets) {
    const name = FILTER_COLUMNS[key]?.column;
    if (name === 'skill') rowFacet = { key, column: index.skill, counts: new Int32Array(index.skill.values.length) };
    else if (name) {
      const column = groups[name];
      const minPlace = FILTER_COLUMNS[key]?.placeLabel ? new Int32Array(column.values.length).fill(NO_PLACE) : null;
      groupFacets.set(key, { key, column, counts: new Int32Array(column.values.length), minPlace });
    }
  }
  const groupTests: GroupTest[] = [];
  let rowTest: RowTest | null = null;
  for (const [key, given] of Object.entries(filters)) {
    const name = FILTER_COLUMNS[key]?.column;
    if (name === 'skill') rowTest = { passes: skillPasses(scratch, allowedValues(index.skill.values, key, given)), facet: rowFacet?.key === key ? rowFacet : null };
    else if (name) {
      const column = groups[name];
      const facet = groupFacets.get(key) ?? null;
      groupTests.push({ column, allowed: allowedValues(column.values, key, given), facet, only: facet ? onlyOf(scratch, groupTests.length, groups.count) : null });
    }
  }

  // Each loop over the groups or rows is a function of its own (as countHits): written here, V8 compiled
  // collectResults on stack replacement inside the first loop, before the rows' loop had run for a text
  // search, and then left that code in the rows' loop on every such search (20 deoptimizations in one
  // uncached `pnpm bench search` run; topRows.ts, setMembers).
  groupStates(groups.count, conditions.location.pass, groupTests, scratch);
  const { hits, counted } = scratch;
  // Not the per-index scratch: this search's page reads its rows after awaits, when another search may
  // have run (searchRun lends each search its own array: runScratch.ts).
  const rows = conditions.rowsInto ?? new Int32Array(index.size);
  const { total, countedRows } =
    text === null && rowTest === null ? wholeGroups(index, groupTests, scratch, rows) : matchingRows(index, text, rowTest, groupTests, scratch, rows);
  if (rowFacet) {
    // Count the fewer side: a search nothing narrows counts every row, i.e. the index's totals.
    if (countedRows === index.size) rowFacet.counts.set(scratch.skillTotals);
    else if (countedRows * 2 > index.size) {
      rowFacet.counts.set(scratch.skillTotals);
      countRows(rowFacet, counted, 0, -1);
    } else if (rowTest === null) {
      // The rows counted are the results, already listed: no pass over every row's flag.
      countListed(rowFacet, rows, total);
    } else countRows(rowFacet, counted, 1, 1);
  }

  const markerCounts = new Int32Array(groups.markers.length);
  const markerPlace = new Int32Array(groups.markers.length).fill(NO_PLACE);
  countHits(groups, hits, [...groupFacets.values()], markerCounts, markerPlace);
  for (let t = 0; t < groupTests.length; t++) {
    const { facet, only } = groupTests[t] as GroupTest;
    if (facet && only) countOnly(groups, facet, only);
  }

  const options: RankedOptions[] = [];
  for (const key of conditions.facets) {
    const facet = groupFacets.get(key) ?? (rowFacet?.key === key ? rowFacet : undefined);
    if (!facet) continue;
    const minPlace = 'minPlace' in facet ? facet.minPlace : null;
    const codes = ranked(facet.counts, FILTER_COLUMNS[key]?.complete ? facet.counts.length : conditions.maxOptions);
    options.push({ key, values: facet.column.values, codes, counts: facet.counts, minPlace });
  }
  const markers = ranked(markerCounts, conditions.maxMarkers, (a, b) => (markerPlace[a] as number) - (markerPlace[b] as number));
  // A view, not a copy: the array is this search's until its answer is written.
  const found = total === index.size ? scratch.allRows : rows.subarray(0, total);
  return resultsOf(found, total, { options, markers, markerCounts, markerPlace, groups });
}
