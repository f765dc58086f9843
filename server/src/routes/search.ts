import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import { MAX_FILTER_VALUES } from '../services/search/filters';
import { MAX_START, SORT_OPTIONS, searchPositionsJson, type SortBy } from '../services/search/searchPositions';
import { MAX_SUGGESTIONS, searchSuggestions } from '../services/search/suggestions';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const filterValue = text(200);

// Everything a visitor sends is checked here, so the engine only sees sane sizes and types; a bad
// value is a 400 naming the field. filter_<name> may repeat (an array) and is checked by name later.
const searchQuery = {
  type: 'object',
  properties: {
    domain: text(253),
    query: text(200),
    location: text(300),
    start: { type: 'integer', minimum: 0, maximum: MAX_START },
    sort_by: { type: 'string', enum: SORT_OPTIONS },
    distance: { type: 'number', minimum: 0, maximum: 20_000 },
  },
  patternProperties: {
    '^filter_': { anyOf: [filterValue, { type: 'array', items: filterValue, maxItems: MAX_FILTER_VALUES }] },
  },
} as const;

const suggestionsQuery = {
  type: 'object',
  required: ['term'],
  properties: {
    domain: text(253),
    term: { type: 'string', minLength: 1, maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS },
  },
} as const;

type Params = Record<string, string | string[] | number | undefined>;

/** filter_<name> parameters → name → values (a repeated parameter arrives as an array). */
function filtersOf(query: Params): Record<string, string[]> {
  // fromEntries defines own properties: a parameter named filter___proto__ stays a plain (unknown) filter.
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => name.startsWith('filter_') && value !== undefined)
      .map(([name, value]) => [name.slice('filter_'.length), (Array.isArray(value) ? value : [value]).map(String)]),
  );
}

/** The job search (spec §7 Jobs): open to visitors; a logged-in candidate also sees what they saved. */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/search', { config: { public: true }, schema: { querystring: searchQuery } }, async (request, reply) => {
    const query = request.query as Params;
    // Already JSON, as bytes (see searchPositionsJson): serializing cached counts anew would cost more than the search.
    reply.type('application/json; charset=utf-8');
    return searchPositionsJson(ctx.db, await requestDomain(ctx, request), request.candidate, {
      query: (query.query as string | undefined) ?? '',
      location: (query.location as string | undefined) ?? '',
      start: (query.start as number | undefined) ?? 0,
      sortBy: query.sort_by as SortBy | undefined,
      distanceKm: query.distance as number | undefined,
      filters: filtersOf(query),
    });
  });

  app.get('/api/pcsx/search_suggestions', { config: { public: true }, schema: { querystring: suggestionsQuery } }, async (request) => {
    const query = request.query as { term: string; limit?: number };
    const domain = await requestDomain(ctx, request);
    return { term: query.term, suggestions: await searchSuggestions(ctx.db, domain.id, query.term, query.limit) };
  });
}
