import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { clientToday } from '../services/forms/clientToday';
import { FORM_TAB_IDS, getCandidateForm, listCandidateForms, saveCandidateForm, submitForm, type FormTabId } from '../services/forms/formResponses';
import type { FormValues } from '../services/forms/rules';
import { domainField } from './requestCompany';
import { answersSchema } from './formAnswersSchema';

/** Form ids are slugs ('new-hire-onboarding'). */
export const formIdParams = {
  type: 'object',
  required: ['formId'],
  properties: { formId: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$' } },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    tab_id: { type: 'string', enum: FORM_TAB_IDS },
    include_tab_list: { type: 'string', enum: ['true', 'false', '1', '0'] },
    domain: domainField,
  },
} as const;

/** Answers of a form; their content is checked against the form's questions by the service. */
export const valuesBody = {
  type: 'object',
  required: ['values'],
  properties: { values: answersSchema, domain: domainField },
} as const;

type Body = { values: FormValues };

/**
 * The forms center and form pages (spec §7 forms_list; form toolkit §3-§5): list, open, save, submit.
 * Files in the answers are ids of files uploaded before (POST /api/pcsx/form_files).
 */
export async function formRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Saves and submissions store answers and files (visitors' too, for public forms): a tight per-IP limit.
  const rateLimit = { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' };

  app.get('/api/pcsx/forms_list', { schema: { querystring: listQuery } }, async (request) => {
    const query = request.query as { tab_id?: FormTabId; include_tab_list?: string };
    const { tabs, forms } = listCandidateForms(ctx.sqlite, requireCandidate(request), query.tab_id ?? 'all');
    const withTabs = query.include_tab_list === 'true' || query.include_tab_list === '1';
    return { data: withTabs ? { tabs, forms } : { forms } };
  });

  // Public so visitors can open public forms (the talent network); the service asks others to log in.
  app.get<{ Params: { formId: string } }>(
    '/api/pcsx/forms/:formId',
    { config: { public: true }, schema: { params: formIdParams, querystring: { type: 'object', properties: { domain: domainField } } } },
    async (request) => {
      const domain = requestDomain(ctx, request);
      return { data: getCandidateForm(ctx.sqlite, domain.id, request.candidate, request.params.formId) };
    },
  );

  app.post<{ Params: { formId: string }; Body: Body }>(
    '/api/pcsx/forms/:formId/save',
    { config: { rateLimit }, schema: { params: formIdParams, body: valuesBody } },
    async (request) => {
      const domain = requestDomain(ctx, request);
      const today = clientToday(request.headers['x-timezone']);
      const status = saveCandidateForm(ctx.sqlite, domain.id, requireCandidate(request), request.params.formId, request.body.values, new Date(), today);
      return { ok: true, status };
    },
  );

  app.post<{ Params: { formId: string }; Body: Body }>(
    '/api/pcsx/forms/:formId/submit',
    { config: { public: true, rateLimit }, schema: { params: formIdParams, body: valuesBody } },
    async (request) => {
      const domain = requestDomain(ctx, request);
      const today = clientToday(request.headers['x-timezone']);
      const status = submitForm(ctx.sqlite, domain.id, request.candidate, request.params.formId, request.body.values, new Date(), today, request.session?.idHash ?? null);
      return { ok: true, status };
    },
  );
}
