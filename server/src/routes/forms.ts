import type { AppContext } from '../appContext';
import { requestLocale } from '../i18n/requestLocale';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { clientToday } from '../services/forms/clientToday';
import { getCandidateForm, listCandidateForms, saveCandidateForm, submitForm } from '../services/forms/formResponses';
import { FormIdParams, FormStatusResponse, FormValuesBody, FormsListQuery, FormsListResponse } from '@careers/shared/contracts/forms';
import { DomainQuery } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';

/**
 * The forms center and form pages (spec §7 forms_list; form toolkit §3-§5): list, open, save, submit.
 * Files in the answers are ids of files uploaded before (POST /api/pcsx/form_files).
 */
export async function formRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Saves and submissions store answers and files (visitors' too, for public forms): a tight per-IP limit.
  const rateLimit = { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' };

  app.get('/api/pcsx/forms_list', { schema: { querystring: FormsListQuery, response: { 200: FormsListResponse } } }, async (request) => {
    const query = request.query;
    const { tabs, forms } = await listCandidateForms(ctx.db, requireCandidate(request), query.tab_id ?? 'all');
    const withTabs = query.include_tab_list === 'true' || query.include_tab_list === '1';
    return { data: withTabs ? { tabs, forms } : { forms } };
  });

  // Public so visitors can open public forms (the talent network); the service asks others to log in.
  app.get(
    '/api/pcsx/forms/:formId',
    // No response schema: the form definition is free-form JSON (CandidateFormResponse types it for clients).
    { config: { public: true }, schema: { params: FormIdParams, querystring: DomainQuery } },
    async (request) => {
      const domain = await requestDomain(ctx, request);
      return { data: await getCandidateForm(ctx.db, domain.id, request.candidate, request.params.formId) };
    },
  );

  // Types named from the contract: FormValuesBody's `values` is JSON Schema no type can be inferred from.
  app.post<{ Params: FormIdParams; Body: FormValuesBody; Reply: FormStatusResponse }>(
    '/api/pcsx/forms/:formId/save',
    { config: { rateLimit }, schema: { params: FormIdParams, body: FormValuesBody, response: { 200: FormStatusResponse } } },
    async (request) => {
      const domain = await requestDomain(ctx, request);
      const today = clientToday(request.headers['x-timezone']);
      const status = await saveCandidateForm(ctx.db, domain.id, requireCandidate(request), request.params.formId, request.body.values, new Date(), today, requestLocale(domain, request));
      return { ok: true, status };
    },
  );

  app.post<{ Params: FormIdParams; Body: FormValuesBody; Reply: FormStatusResponse }>(
    '/api/pcsx/forms/:formId/submit',
    { config: { public: true, rateLimit }, schema: { params: FormIdParams, body: FormValuesBody, response: { 200: FormStatusResponse } } },
    async (request) => {
      const domain = await requestDomain(ctx, request);
      const today = clientToday(request.headers['x-timezone']);
      const status = await submitForm(
        ctx.db, domain.id, request.candidate, request.params.formId, request.body.values, new Date(), today, request.session?.idHash ?? null,
        requestLocale(domain, request),
      );
      return { ok: true, status };
    },
  );
}
