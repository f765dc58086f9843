import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { loginRequired } from '../errors';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import { apply, getApplyForm } from '../services/forms/applications';
import { clientToday } from '../services/forms/clientToday';
import { ApplyBody, ApplyFormQuery, ApplyResponse } from '../../../shared/src/contracts/forms';
import type { TypedApp } from './typedApp';

/** Spec §2 /careers/apply: open to visitors only when the company allows logged-out apply. */
function mayApply(request: FastifyRequest, company: Domain): void {
  if (!request.candidate && !company.settings.configs.pcsxConfig.loggedOutApplyEnabled) throw loginRequired();
}

/** The apply page: the company's application form for a position, and sending it. */
export async function applyRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Visitors may apply (loggedOutApplyEnabled) and every application stores files: a tight per-IP limit.
  const rateLimit = { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' };
  app.get(
    '/api/pcsx/apply_form',
    // No response schema: the form definition is free-form JSON (ApplyFormResponse types it for clients).
    { config: { public: true }, schema: { querystring: ApplyFormQuery } },
    async (request) => {
      const company = await requestDomain(ctx, request);
      mayApply(request, company);
      return { data: await getApplyForm(ctx.db, company.id, request.candidate, request.query.pid) };
    },
  );

  // The body's type is named from the contract: its `values` is JSON Schema no type can be inferred from.
  app.post<{ Body: ApplyBody; Reply: { 201: ApplyResponse } }>(
    '/api/pcsx/apply',
    { config: { public: true, rateLimit }, schema: { body: ApplyBody, response: { 201: ApplyResponse } } },
    async (request, reply) => {
      const company = await requestDomain(ctx, request);
      mayApply(request, company);
      const today = clientToday(request.headers['x-timezone']);
      const applicationId = await apply(ctx.db, company.id, request.candidate, request.body.pid, request.body.values, new Date(), today, request.session?.idHash ?? null);
      return reply.code(201).send({ ok: true, applicationId });
    },
  );
}
