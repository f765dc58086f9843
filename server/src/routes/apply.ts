import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { loginRequired } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import { apply, getApplyForm } from '../services/forms/applications';
import { clientToday } from '../services/forms/clientToday';
import type { FormValues } from '../services/forms/rules';
import { domainField, positionIdField } from './requestCompany';
import { answersSchema } from './formAnswersSchema';

const applyFormQuery = { type: 'object', required: ['pid'], properties: { pid: positionIdField, domain: domainField } } as const;
const applyBody = {
  type: 'object',
  required: ['pid', 'values'],
  properties: { pid: positionIdField, values: answersSchema, domain: domainField },
} as const;

/** Spec §2 /careers/apply: open to visitors only when the company allows logged-out apply. */
function mayApply(request: FastifyRequest, company: Domain): void {
  if (!request.candidate && !company.settings.configs.pcsxConfig.loggedOutApplyEnabled) throw loginRequired();
}

/** The apply page: the company's application form for a position, and sending it. */
export async function applyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Visitors may apply (loggedOutApplyEnabled) and every application stores files: a tight per-IP limit.
  const rateLimit = { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' };
  app.get<{ Querystring: { pid: number } }>(
    '/api/pcsx/apply_form',
    { config: { public: true }, schema: { querystring: applyFormQuery } },
    async (request) => {
      const company = requestDomain(ctx, request);
      mayApply(request, company);
      return { data: getApplyForm(ctx.sqlite, company.id, request.candidate, request.query.pid) };
    },
  );

  app.post<{ Body: { pid: number; values: FormValues } }>(
    '/api/pcsx/apply',
    { config: { public: true, rateLimit }, schema: { body: applyBody } },
    async (request, reply) => {
      const company = requestDomain(ctx, request);
      mayApply(request, company);
      const today = clientToday(request.headers['x-timezone']);
      const applicationId = apply(ctx.sqlite, company.id, request.candidate, request.body.pid, request.body.values, new Date(), today, request.session?.idHash ?? null);
      return reply.code(201).send({ ok: true, applicationId });
    },
  );
}
