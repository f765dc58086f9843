import { Type, type Static } from '@sinclair/typebox';
import { DomainField, StringEnum } from '../schemaParts';

export const SORT_OPTIONS = ['relevance', 'newest'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
/** Deepest offset served: pages beyond it cost much and nobody reads them. */
export const MAX_START = 10_000;
/** Values one filter may be given at once. */
export const MAX_FILTER_VALUES = 50;
/** Widest radius a search may ask for, in km: half the Earth's circumference. */
export const MAX_DISTANCE_KM = 20_000;

const FilterValue = Type.String({ maxLength: 200 });

/**
 * GET /api/pcsx/search (spec §7 Jobs). Everything a visitor sends is checked here, so the engine only
 * sees sane sizes and types; a bad value is a 400 naming the field. `filter_<name>` may repeat (an
 * array) and is checked by name later.
 */
export const SearchQuery = Type.Object(
  {
    domain: Type.Optional(DomainField),
    query: Type.Optional(Type.String({ maxLength: 200 })),
    location: Type.Optional(Type.String({ maxLength: 300 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_START })),
    sort_by: Type.Optional(StringEnum(SORT_OPTIONS)),
    distance: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_DISTANCE_KM })),
  },
  { patternProperties: { '^filter_': Type.Union([FilterValue, Type.Array(FilterValue, { maxItems: MAX_FILTER_VALUES })]) } },
);
/** The parameters, `filter_<name>` values included (the static type of patternProperties is not inferred). */
export type SearchQuery = Static<typeof SearchQuery> & { [filter: `filter_${string}`]: string | string[] };
