import type { AppContext } from '../appContext';
import { requestLocale } from '../i18n/requestLocale';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { deleteDrafts, listDrafts, saveDraft } from '../services/forms/applications';
import { clientToday } from '../services/forms/clientToday';
import { DeleteDraftsBody, DraftApplicationsResponse, SaveDraftBody, SaveDraftResponse } from '@careers/shared/contracts/forms';
import { DomainQuery, Ok } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';

/** Draft applications (spec §7): saved from the apply page, listed and deleted on the dashboard. Login required. */
export async function draftApplicationRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/draft_applications', { schema: { querystring: DomainQuery, response: { 200: DraftApplicationsResponse } } }, async (request) => ({
    data: { draft_applications: await listDrafts(ctx.db, requireCandidate(request), new Date(ctx.now())) },
  }));

  // The body's type is named from the contract: its `values` is JSON Schema no type can be inferred from.
  app.post<{ Body: SaveDraftBody; Reply: SaveDraftResponse }>(
    '/api/pcsx/draft_applications',
    { config: { rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } }, schema: { body: SaveDraftBody, response: { 200: SaveDraftResponse } } },
    async (request) => {
      const candidate = requireCandidate(request);
      const today = clientToday(request.headers['x-timezone']);
      const locale = requestLocale(await requestDomain(ctx, request), request);
      const updatedAt = await saveDraft(ctx.db, candidate, request.body.pid, request.body.values, new Date(ctx.now()), today, locale);
      return { ok: true, updated_at: updatedAt };
    },
  );

  app.delete('/api/pcsx/draft_applications', { schema: { body: DeleteDraftsBody, response: { 200: Ok } } }, async (request) => {
    await deleteDrafts(ctx.db, requireCandidate(request), request.body.position_ids);
    return { ok: true };
  });
}
