import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import { wantsBrotli, varyOnEncoding } from '../plugins/compression';
import { searchPositionsAnswer } from '../services/search/searchAnswers';
import type { SearchInput } from '../services/search/searchPositions';
import { searchSuggestions } from '../services/search/suggestions';
import { SearchQuery, SuggestionsQuery, SuggestionsResponse } from '@careers/shared/contracts/search';
import type { TypedApp } from './typedApp';

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

let inputsRead = 0;

/** How many searches' parameters the route has read (tests count work with it: a cached answer reads none). */
export function searchInputsRead(): number {
  return inputsRead;
}

/** The search service's parameters from the validated query. */
function inputOf(query: SearchQuery): SearchInput {
  inputsRead++;
  return {
    query: query.query ?? '',
    location: query.location ?? '',
    start: query.start ?? 0,
    sortBy: query.sort_by,
    distanceKm: query.distance,
    filters: filtersOf(query),
  };
}

/** The job search (spec §7 Jobs): open to visitors; a logged-in candidate also sees what they saved. */
export async function searchRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // The answer is bytes (see below), so the contract's SearchResponse types the clients, not a response schema here.
  app.get('/api/pcsx/search', { config: { public: true }, schema: { querystring: SearchQuery } }, async (request, reply) => {
    const query = request.query;
    // Already JSON, as bytes (see searchPositionsJson): serializing cached counts anew would cost more than the search.
    reply.type('application/json; charset=utf-8');
    const domain = await requestDomain(ctx, request);
    // Named by its address (the cache key); the parameters are read only when the answer is not cached.
    const search = { url: request.url, input: () => inputOf(query) };
    // The search version read with the company by this request, if it was: one database round trip, not two.
    // HEAD describes the plain answer, as Fastify does for every route (its HEAD handler runs before compression).
    const answer = await searchPositionsAnswer(ctx.db, domain, request.candidate, search, request.searchVersion ?? undefined, request.method !== 'HEAD' && wantsBrotli(request.headers), ctx.now());
    if (answer.encoding) {
      // Compressed once when cached: the compression plugin sees Content-Encoding and leaves it as it is.
      reply.header('content-encoding', answer.encoding);
      reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    }
    return answer.body;
  });

  app.get('/api/pcsx/search_suggestions', { config: { public: true }, schema: { querystring: SuggestionsQuery, response: { 200: SuggestionsResponse } } }, async (request) => {
    const query = request.query;
    const domain = await requestDomain(ctx, request);
    return { term: query.term, suggestions: await searchSuggestions(ctx.db, domain.id, query.term, query.limit, ctx.now()) };
  });
}
