import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { deleteDrafts, listDrafts, saveDraft } from '../services/forms/applications';
import { clientToday } from '../services/forms/clientToday';
import type { FormValues } from '../services/forms/rules';
import { domainField, positionIdField } from './requestCompany';
import { answersSchema } from './formAnswersSchema';

const saveBody = {
  type: 'object',
  required: ['pid', 'values'],
  properties: { pid: positionIdField, values: answersSchema, domain: domainField },
} as const;
const deleteBody = {
  type: 'object',
  required: ['position_ids'],
  properties: { position_ids: { type: 'array', items: positionIdField, minItems: 1, maxItems: 100 }, domain: domainField },
} as const;

/** Draft applications (spec §7): saved from the apply page, listed and deleted on the dashboard. Login required. */
export async function draftApplicationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/draft_applications', { schema: { querystring: { type: 'object', properties: { domain: domainField } } } }, async (request) => ({
    data: { draft_applications: listDrafts(ctx.sqlite, requireCandidate(request)) },
  }));

  app.post<{ Body: { pid: number; values: FormValues } }>(
    '/api/pcsx/draft_applications',
    { config: { rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } }, schema: { body: saveBody } },
    async (request) => {
      const candidate = requireCandidate(request);
      const today = clientToday(request.headers['x-timezone']);
      const updatedAt = saveDraft(ctx.sqlite, candidate, request.body.pid, request.body.values, new Date(), today);
      return { ok: true, updated_at: updatedAt };
    },
  );

  app.delete<{ Body: { position_ids: number[] } }>('/api/pcsx/draft_applications', { schema: { body: deleteBody } }, async (request) => {
    deleteDrafts(ctx.sqlite, requireCandidate(request), request.body.position_ids);
    return { ok: true };
  });
}
