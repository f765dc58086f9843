import { Type, type Static } from '@sinclair/typebox';
import { DomainField, StringEnum } from '../schemaParts';

export const SUGGESTION_TYPES = ['title', 'skill', 'location'] as const;
export const MAX_SUGGESTIONS = 10;

/** GET /api/pcsx/search_suggestions: what the search box offers while the visitor types. */
export const SuggestionsQuery = Type.Object({
  domain: Type.Optional(DomainField),
  term: Type.String({ minLength: 1, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SUGGESTIONS })),
});
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;

export const Suggestion = Type.Object({
  type: StringEnum(SUGGESTION_TYPES),
  text: Type.String(),
  /** Live positions with this title, skill or location. */
  count: Type.Integer(),
});
export type Suggestion = Static<typeof Suggestion>;

export const SuggestionsResponse = Type.Object({
  term: Type.String(),
  suggestions: Type.Array(Suggestion),
});
export type SuggestionsResponse = Static<typeof SuggestionsResponse>;
