import { FILTER_COLUMNS, type AppliedFilters } from './filters';
import type { LocationGroups } from './locationGroups';
import type { Column, Groups, ListColumn, SearchIndex } from './searchIndex';

export interface OptionCount {
  value: string;
  /** MIN(location_name) of the counted positions, for filters labelled by place; else null. */
  label: string | null;
  count: number;
}

export interface MarkerCount {
  lat: number;
  lng: number;
  is_remote: number;
  /** MIN(location_name) of the counted positions. */
  location: string;
  count: number;
}

export interface Results {
  /** Rows of the index matching everything, newest first. */
  rows: Int32Array;
  count: number;
  /** Per filter: its options with counts, every other filter applied, most frequent first (at most maxOptions unless the filter is complete). */
  options: Record<string, OptionCount[]>;
  /** Positions per place and remoteness, most first. */
  markers: MarkerCount[];
}

export interface Conditions {
  /** 1 for rows matching the full-text query; null without one. */
  text: Uint8Array | null;
  location: LocationGroups;
  filters: AppliedFilters;
  /** Filters whose options are counted (the company's, in its order). */
  facets: string[];
  maxOptions: number;
  maxMarkers: number;
}

/** Options counted per group (single-valued columns) … */
interface GroupFacet {
  key: string;
  column: Column;
  counts: Int32Array;
  /** Smallest place code per option, for place labels; null otherwise. */
  minPlace: Uint32Array | null;
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
  column: ListColumn;
  allowed: Uint8Array;
  facet: RowFacet | null;
}

const NO_PLACE = 0xffffffff;
// A group's state before its rows are looked at: how many single-valued filters it fails (0 or 1),
// or out (outside the place, or failing two).
const GROUP_OUT = 2;

function allowedValues(values: Array<string | number>, key: string, given: string[]): Uint8Array {
  const wanted = new Set<string | number>(FILTER_COLUMNS[key]?.flag ? given.map(Number) : given);
  return Uint8Array.from(values, (value) => (wanted.has(value) ? 1 : 0));
}

function passesRow(test: RowTest, row: number): boolean {
  const { starts, codes } = test.column;
  for (let i = starts[row] as number, end = starts[row + 1] as number; i < end; i++) if (test.allowed[codes[i] as number] === 1) return true;
  return false;
}

function countRow(facet: RowFacet, row: number): void {
  const { starts, codes } = facet.column;
  const counts = facet.counts;
  for (let i = starts[row] as number, end = starts[row + 1] as number; i < end; i++) counts[codes[i] as number] = (counts[codes[i] as number] as number) + 1;
}

function countGroup(facet: GroupFacet, group: number, rows: number, place: number): void {
  const code = facet.column.codes[group] as number;
  facet.counts[code] = (facet.counts[code] as number) + rows;
  if (facet.minPlace && place < (facet.minPlace[code] as number)) facet.minPlace[code] = place;
}

/** Codes with a count, ORDER BY count DESC, value (codes follow SQLite's value order), at most `limit`. */
function ranked(counts: Int32Array, limit: number, tie?: (a: number, b: number) => number): number[] {
  const codes: number[] = [];
  for (let c = 0; c < counts.length; c++) if ((counts[c] as number) > 0) codes.push(c);
  codes.sort((a, b) => (counts[b] as number) - (counts[a] as number) || (tie ? tie(a, b) : 0) || a - b);
  return codes.slice(0, limit);
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
  const groupFacets = new Map<string, GroupFacet>();
  const rowFacets = new Map<string, RowFacet>();
  for (const key of conditions.facets) {
    const name = FILTER_COLUMNS[key]?.column;
    if (name === 'skill') rowFacets.set(key, { key, column: index.skill, counts: new Int32Array(index.skill.values.length) });
    else if (name) {
      const column = groups[name];
      const minPlace = FILTER_COLUMNS[key]?.placeLabel ? new Uint32Array(column.values.length).fill(NO_PLACE) : null;
      groupFacets.set(key, { key, column, counts: new Int32Array(column.values.length), minPlace });
    }
  }
  const groupTests: GroupTest[] = [];
  const rowTests: RowTest[] = [];
  for (const [key, given] of Object.entries(filters)) {
    const name = FILTER_COLUMNS[key]?.column;
    if (name === 'skill') rowTests.push({ column: index.skill, allowed: allowedValues(index.skill.values, key, given), facet: rowFacets.get(key) ?? null });
    else if (name) {
      const column = groups[name];
      const facet = groupFacets.get(key) ?? null;
      groupTests.push({ column, allowed: allowedValues(column.values, key, given), facet, only: facet ? new Int32Array(groups.count) : null });
    }
  }

  // Each group: out of the place, passing every single-valued filter, or failing exactly one (which).
  const pass = conditions.location.pass;
  const state = new Uint8Array(groups.count);
  const failing = new Uint8Array(groups.count);
  for (let g = 0; g < groups.count; g++) {
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

  const hits = new Int32Array(groups.count);
  const rows = new Int32Array(index.size);
  const rowFacetList = [...rowFacets.values()];
  const group = index.group;
  let total = 0;
  for (let r = 0; r < index.size; r++) {
    if (text !== null && text[r] === 0) continue;
    const g = group[r] as number;
    let fails = state[g] as number;
    if (fails === GROUP_OUT) continue;
    let failed: RowTest | null = null;
    for (let t = 0; t < rowTests.length && fails < 2; t++) {
      const test = rowTests[t] as RowTest;
      if (passesRow(test, r)) continue;
      fails += 1;
      failed = test;
    }
    if (fails === 0) {
      rows[total++] = r;
      hits[g] = (hits[g] as number) + 1;
      for (let f = 0; f < rowFacetList.length; f++) countRow(rowFacetList[f] as RowFacet, r);
    } else if (fails === 1) {
      if (failed) {
        if (failed.facet) countRow(failed.facet, r);
      } else {
        const only = (groupTests[failing[g] as number] as GroupTest).only;
        if (only) only[g] = (only[g] as number) + 1;
      }
    }
  }

  const places = groups.place.codes;
  const markerCounts = new Int32Array(groups.markers.length);
  const markerPlace = new Uint32Array(groups.markers.length).fill(NO_PLACE);
  const groupFacetList = [...groupFacets.values()];
  for (let g = 0; g < groups.count; g++) {
    const n = hits[g] as number;
    if (n === 0) continue;
    const place = places[g] as number;
    for (const facet of groupFacetList) countGroup(facet, g, n, place);
    const marker = groups.marker[g] as number;
    markerCounts[marker] = (markerCounts[marker] as number) + n;
    if (place < (markerPlace[marker] as number)) markerPlace[marker] = place;
  }
  for (const test of groupTests) {
    const { facet, only } = test;
    if (!facet || !only) continue;
    for (let g = 0; g < groups.count; g++) if ((only[g] as number) > 0) countGroup(facet, g, only[g] as number, places[g] as number);
  }

  const options: Record<string, OptionCount[]> = {};
  for (const key of conditions.facets) {
    const facet = groupFacets.get(key) ?? rowFacets.get(key);
    if (!facet) continue;
    const minPlace = 'minPlace' in facet ? facet.minPlace : null;
    const { values } = facet.column;
    options[key] = ranked(facet.counts, FILTER_COLUMNS[key]?.complete ? facet.counts.length : conditions.maxOptions).map((code) => ({
      value: String(values[code]),
      label: minPlace ? (groups.place.values[minPlace[code] as number] as string) : null,
      count: facet.counts[code] as number,
    }));
  }
  const markers = ranked(markerCounts, conditions.maxMarkers, (a, b) => (markerPlace[a] as number) - (markerPlace[b] as number)).map((code) => {
    const { lat, lng, isRemote } = groups.markers[code] as Groups['markers'][number];
    return { lat, lng, is_remote: isRemote, location: groups.place.values[markerPlace[code] as number] as string, count: markerCounts[code] as number };
  });
  return { rows: rows.subarray(0, total), count: total, options, markers };
}
