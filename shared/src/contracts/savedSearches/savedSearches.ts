import { Type, type Static } from '@sinclair/typebox';
import { MAX_FILTER_VALUES } from '../search/searchQuery';
import { Dictionary, DomainField, Nullable, Ok, RowId } from '../schemaParts';

/** How new matching jobs are told: in-app notification only, or that and an e-mail. */
export const SavedSearchAlert = Type.Union([Type.Literal('in_app'), Type.Literal('email')]);
export type SavedSearchAlert = Static<typeof SavedSearchAlert>;

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  query: Type.String(),
  location: Type.String(),
  /** Filter keys and option keys, as the search applied them. */
  filters: Dictionary(Type.Array(Type.String())),
  created_at: Type.String(),
  alert: SavedSearchAlert,
});
export type SavedSearch = Static<typeof SavedSearch>;

/** The search response's savedSearchMetadata (API contract item 8). */
export const SavedSearchMetadata = Type.Object({
  enabled: Type.Boolean(),
  isSaved: Type.Boolean(),
  id: Nullable(Type.Integer()),
});
export type SavedSearchMetadata = Static<typeof SavedSearchMetadata>;

/** POST /api/pcsx/saved_searches: the same sizes the search itself accepts. */
export const CreateSavedSearchBody = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 200 })),
  location: Type.Optional(Type.String({ maxLength: 300 })),
  filters: Type.Optional(Dictionary(Type.Array(Type.String({ maxLength: 200 }), { maxItems: MAX_FILTER_VALUES }), { maxProperties: 20 })),
  /** Default 'in_app'. */
  alert: Type.Optional(SavedSearchAlert),
  domain: Type.Optional(DomainField),
});
export type CreateSavedSearchBody = Static<typeof CreateSavedSearchBody>;

/** 201 for a new saved search, 200 with the one already saved. */
export const SavedSearchResponse = Type.Object({ data: SavedSearch });
export type SavedSearchResponse = Static<typeof SavedSearchResponse>;

/** GET /api/pcsx/saved_searches: newest first. */
export const SavedSearchesResponse = Type.Object({ data: Type.Object({ savedSearches: Type.Array(SavedSearch) }) });
export type SavedSearchesResponse = Static<typeof SavedSearchesResponse>;

/** DELETE /api/pcsx/saved_searches/:id. */
export const SavedSearchParams = Type.Object({ id: RowId });
export type SavedSearchParams = Static<typeof SavedSearchParams>;

export const DeleteSavedSearchResponse = Ok;
export type DeleteSavedSearchResponse = Static<typeof DeleteSavedSearchResponse>;

/** PUT /api/pcsx/saved_searches/:id/alert: answers the saved search. */
export const SetSavedSearchAlertBody = Type.Object({ alert: SavedSearchAlert, domain: Type.Optional(DomainField) });
export type SetSavedSearchAlertBody = Static<typeof SetSavedSearchAlertBody>;
