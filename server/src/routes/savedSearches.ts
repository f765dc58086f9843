import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import { MAX_FILTER_VALUES } from '../services/search/filters';
import {
  createSavedSearch,
  deleteSavedSearch,
  isSavedSearchEnabled,
  listSavedSearches,
  savedSearchesDisabled,
} from '../services/savedSearches/savedSearches';
import { domainField } from './requestCompany';

// The same sizes the search itself accepts (routes/search.ts).
const createBody = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 200 },
    location: { type: 'string', maxLength: 300 },
    filters: {
      type: 'object',
      maxProperties: 20,
      additionalProperties: { type: 'array', maxItems: MAX_FILTER_VALUES, items: { type: 'string', maxLength: 200 } },
    },
    domain: domainField,
  },
} as const;

const domainQuery = { type: 'object', properties: { domain: domainField } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

function enabled(domain: Domain): Domain {
  if (!isSavedSearchEnabled(domain)) throw savedSearchesDisabled();
  return domain;
}

/** Saved searches (spec §6; API contract item 8). Every call needs a logged-in candidate. */
export async function savedSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/pcsx/saved_searches', { schema: { body: createBody } }, async (request, reply) => {
    const domain = enabled(requestDomain(ctx, request));
    const body = request.body as { query?: string; location?: string; filters?: Record<string, string[]> };
    const { search, created } = createSavedSearch(ctx.sqlite, domain, requireCandidate(request), {
      query: body.query ?? '',
      location: body.location ?? '',
      filters: body.filters ?? {},
    });
    // Saving the same search twice is not an error: the first one is the answer.
    return reply.code(created ? 201 : 200).send({ data: search });
  });

  app.get('/api/pcsx/saved_searches', { schema: { querystring: domainQuery } }, async (request) => {
    enabled(requestDomain(ctx, request));
    return { data: { savedSearches: listSavedSearches(ctx.sqlite, requireCandidate(request)) } };
  });

  app.delete('/api/pcsx/saved_searches/:id', { schema: { params: idParams, querystring: domainQuery } }, async (request) => {
    enabled(requestDomain(ctx, request));
    deleteSavedSearch(ctx.sqlite, requireCandidate(request), (request.params as { id: number }).id);
    return { ok: true };
  });
}
