import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import {
  createSavedSearch,
  deleteSavedSearch,
  isSavedSearchEnabled,
  listSavedSearches,
  savedSearchesDisabled,
  setSavedSearchAlert,
} from '../services/savedSearches/savedSearches';
import { CreateSavedSearchBody, SavedSearchParams, SavedSearchResponse, SavedSearchesResponse, SetSavedSearchAlertBody } from '@careers/shared/contracts/savedSearches';
import { DomainQuery, Ok } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';

function enabled(domain: Domain): Domain {
  if (!isSavedSearchEnabled(domain)) throw savedSearchesDisabled();
  return domain;
}

/** Saved searches (spec §6; API contract item 8). Every call needs a logged-in candidate. */
export async function savedSearchRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  app.post('/api/pcsx/saved_searches', { schema: { body: CreateSavedSearchBody, response: { 200: SavedSearchResponse, 201: SavedSearchResponse } } }, async (request, reply) => {
    const domain = enabled(await requestDomain(ctx, request));
    const body = request.body;
    const { search, created } = await createSavedSearch(ctx.db, domain, requireCandidate(request), {
      query: body.query ?? '',
      location: body.location ?? '',
      filters: body.filters ?? {},
      ...(body.alert ? { alert: body.alert } : {}),
    });
    // Saving the same search twice is not an error: the first one is the answer.
    return reply.code(created ? 201 : 200).send({ data: search });
  });

  app.get('/api/pcsx/saved_searches', { schema: { querystring: DomainQuery, response: { 200: SavedSearchesResponse } } }, async (request) => {
    enabled(await requestDomain(ctx, request));
    return { data: { savedSearches: await listSavedSearches(ctx.db, requireCandidate(request)) } };
  });

  // In-app only, or in-app and e-mail, for new jobs matching one saved search.
  app.put('/api/pcsx/saved_searches/:id/alert', { schema: { params: SavedSearchParams, body: SetSavedSearchAlertBody, response: { 200: SavedSearchResponse } } }, async (request) => {
    enabled(await requestDomain(ctx, request));
    return { data: await setSavedSearchAlert(ctx.db, requireCandidate(request), request.params.id, request.body.alert) };
  });

  app.delete('/api/pcsx/saved_searches/:id', { schema: { params: SavedSearchParams, querystring: DomainQuery, response: { 200: Ok } } }, async (request) => {
    enabled(await requestDomain(ctx, request));
    await deleteSavedSearch(ctx.db, requireCandidate(request), request.params.id);
    return { ok: true };
  });
}
