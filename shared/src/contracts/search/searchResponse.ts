import { Type, type Static } from '@sinclair/typebox';
import { SavedSearchMetadata } from '../savedSearches/savedSearches';
import { Dictionary, Nullable, StringEnum } from '../schemaParts';
import { SORT_OPTIONS } from './searchQuery';

export const PositionLocation = Type.Object({
  name: Type.String(),
  city: Type.String(),
  region: Nullable(Type.String()),
  country: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type PositionLocation = Static<typeof PositionLocation>;

/** The fields every view of a position shares (search result, position page), in their order. */
export const positionFields = {
  id: Type.Integer(),
  name: Type.String(),
  department: Type.String(),
  location: Type.String(),
  locations: Type.Array(PositionLocation),
  is_remote: Type.Boolean(),
  employment_type: Type.String(),
  posted_at: Type.String(),
};

/** A position as the search page lists it (spec §3 Position), before the visitor's own flags. */
export const SearchPosition = Type.Object({
  ...positionFields,
  snippet: Type.String(),
  skills: Type.Array(Type.String()),
  archived_at: Nullable(Type.String()),
  /** Kilometres from the searched place, when the search had one. */
  distance_km: Type.Optional(Type.Number()),
});
export type SearchPosition = Static<typeof SearchPosition>;

/** A search result: the position and whether the candidate saved it. */
export const SearchResult = Type.Object({
  ...SearchPosition.properties,
  positionUserActions: Type.Object({ isSaved: Type.Boolean() }),
});
export type SearchResult = Static<typeof SearchResult>;

export const FilterOption = Type.Object({
  label: Type.String(),
  value: Type.String(),
  count: Type.Integer(),
});
export type FilterOption = Static<typeof FilterOption>;

/**
 * One filter and its options with counts. The map's markers come as two more filters,
 * latlong_non_remote and latlong_remote (spec §3 Map marker): label = count, value = 'location:::lat,lng'.
 */
export const FilterDef = Type.Object({
  filterName: Type.String(),
  displayName: Type.String(),
  options: Type.Array(FilterOption),
});
export type FilterDef = Static<typeof FilterDef>;

/** Filter name → the option values a search applies. */
export const AppliedFilters = Dictionary(Type.Array(Type.String()));
export type AppliedFilters = Static<typeof AppliedFilters>;

/** Where the candidate wants to work, as the search engine understood the `location` parameter. */
export const LocationScope = Type.Union([
  Type.Object({ kind: Type.Literal('none') }),
  Type.Object({ kind: Type.Literal('remote') }),
  Type.Object({ kind: Type.Literal('near'), label: Type.String(), lat: Type.Number(), lng: Type.Number(), km: Type.Number() }),
  Type.Object({ kind: Type.Literal('box'), south: Type.Number(), west: Type.Number(), north: Type.Number(), east: Type.Number() }),
  Type.Object({ kind: Type.Literal('country'), label: Type.String(), country: Type.String() }),
  /** A place the gazetteer does not know: matched as words of the positions' location names. */
  Type.Object({ kind: Type.Literal('text'), label: Type.String() }),
]);
export type LocationScope = Static<typeof LocationScope>;

/**
 * A way on from a search that found nothing (count 0): another search that does find jobs, ready to run.
 * `params` is the whole search to run (query, location and filters as the search URL carries them), `count`
 * what it finds. Kinds: drop_filter (the same search without one filter value), drop_location (anywhere),
 * place (a nearby or similarly named place with jobs), query (a related title or a spelling), remote.
 */
export const WAY_ON_KINDS = ['drop_filter', 'drop_location', 'place', 'query', 'remote'] as const;
export const WayOn = Type.Object({
  kind: StringEnum(WAY_ON_KINDS),
  /** What the link says, e.g. 'Munich', 'DevOps Engineer', 'Department: Design'. */
  label: Type.String(),
  count: Type.Integer({ minimum: 1 }),
  params: Type.Object({ query: Type.String(), location: Type.String(), filters: AppliedFilters }),
});
export type WayOn = Static<typeof WayOn>;

/** The search answer (spec §3 Search response). */
export const SearchResponse = Type.Object({
  count: Type.Integer(),
  positions: Type.Array(SearchResult),
  filterDef: Type.Object({ allFilters: Type.Array(FilterDef) }),
  sortBy: StringEnum(SORT_OPTIONS),
  appliedFilters: AppliedFilters,
  debug: Type.Object({ debugData: Type.Object({ match: Nullable(Type.String()), cached: Type.Boolean(), tookMs: Type.Number() }) }),
  savedSearchMetadata: SavedSearchMetadata,
  resultsMetaData: Type.Object({
    start: Type.Integer(),
    pageSize: Type.Integer(),
    query: Type.String(),
    location: LocationScope,
    /** Words that were not found, with the known words searched in their place. */
    corrections: Dictionary(Type.Array(Type.String())),
    /** When count is 0: other searches that find jobs, best first (at most 8); otherwise empty. */
    waysOn: Type.Array(WayOn, { maxItems: 8 }),
  }),
});
export type SearchResponse = Static<typeof SearchResponse>;
