import type { Groups } from './searchIndex';

// What a search found: its rows and count, and its filters' options and map markers as codes and counts
// (RankedFacets, which the answer's JSON is written from: facetsJson.ts), made into objects only when read.

interface OptionCount {
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
  /** Per filter: its options with counts, every other filter applied, most frequent first (at most maxOptions unless the filter is complete). Made on first read. */
  readonly options: Record<string, OptionCount[]>;
  /** Positions per place and remoteness, most first. Made on first read. */
  readonly markers: MarkerCount[];
  /**
   * The same options and markers as codes and counts: the answer's JSON is written from these
   * (facetsJson.ts) without an object per option and marker (thousands per search, most of its garbage).
   */
  ranked: RankedFacets;
}

/** A filter's options, most frequent first, as codes into its column's values. */
export interface RankedOptions {
  key: string;
  values: ReadonlyArray<string | number>;
  codes: number[];
  counts: Int32Array;
  /** Per code, the smallest place code among its positions (filters labelled by place); else null. */
  minPlace: Int32Array | null;
}

export interface RankedFacets {
  /** In the order of Conditions.facets, filters without a column left out. */
  options: RankedOptions[];
  /** Marker codes (into `groups.markers`), most positions first. */
  markers: number[];
  markerCounts: Int32Array;
  /** Per marker, the smallest place code among its positions: MIN(location_name). */
  markerPlace: Int32Array;
  groups: Groups;
}

let objectsMade = 0;

/** How many times a search's options and markers were made into objects: for tests counting work. */
export function facetObjectsMade(): number {
  return objectsMade;
}

function optionObjects(ranked: RankedFacets): Record<string, OptionCount[]> {
  objectsMade += 1;
  const places = ranked.groups.place.values;
  const options: Record<string, OptionCount[]> = {};
  for (const { key, values, codes, counts, minPlace } of ranked.options) {
    options[key] = codes.map((code) => ({
      value: String(values[code]),
      label: minPlace ? (places[minPlace[code] as number] as string) : null,
      count: counts[code] as number,
    }));
  }
  return options;
}

function markerObjects({ markers, markerCounts, markerPlace, groups }: RankedFacets): MarkerCount[] {
  objectsMade += 1;
  return markers.map((code) => {
    const { lat, lng, isRemote } = groups.markers[code] as Groups['markers'][number];
    return { lat, lng, is_remote: isRemote, location: groups.place.values[markerPlace[code] as number] as string, count: markerCounts[code] as number };
  });
}

/** Results whose options and markers become objects only when read (waysOn, tests): the answer's JSON reads `ranked`. */
export function resultsOf(rows: Int32Array, count: number, ranked: RankedFacets): Results {
  let options: Record<string, OptionCount[]> | null = null;
  let markers: MarkerCount[] | null = null;
  return {
    rows,
    count,
    ranked,
    get options() {
      return (options ??= optionObjects(ranked));
    },
    get markers() {
      return (markers ??= markerObjects(ranked));
    },
  };
}
