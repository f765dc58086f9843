import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { pageI18n } from '../i18n/requestLocale';
import { withdrawApplication } from '../services/dashboard/applications';
import { setEventRegistration } from '../services/dashboard/events';
import { interviewIcs } from '../services/dashboard/interviews';
import { DashboardBody, DashboardParams, DashboardQuery, EventRegistrationResponse, WithdrawResponse } from '@careers/shared/contracts/dashboard';
import { DASHBOARD_LIST_PATHS } from '@careers/shared/boot/dashboardFirstView';
import { dashboardListReads as reads } from './firstViewReads';
import type { TypedApp } from './typedApp';

/**
 * The dashboard's reads (spec §7 "Candidate and dashboard": /api/pcsx/dashboard/applications, /nudges,
 * /events, /interviews, /referrals; plus offers and drafts in the dashboard's shape) and its changes:
 * withdrawing an application, registering for an event. Login required (the /api/pcsx guard); every
 * answer is the logged-in candidate's in the request's company; another's row answers 404.
 */
export async function dashboardRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const now = () => new Date(ctx.now());
  const schema = { querystring: DashboardQuery };

  app.get(DASHBOARD_LIST_PATHS.applications, { schema: { ...schema, response: { 200: reads.applications.response } } }, (request) => reads.applications.read(ctx, request));

  app.post('/api/pcsx/dashboard/applications/:id/withdraw', { schema: { params: DashboardParams, body: DashboardBody, response: { 200: WithdrawResponse } } }, async (request) => {
    const i18n = pageI18n(await requestDomain(ctx, request), request);
    return { ok: true as const, application: await withdrawApplication(ctx.db, requireCandidate(request), request.params.id, i18n, now()) };
  });

  app.get(DASHBOARD_LIST_PATHS.interviews, { schema: { ...schema, response: { 200: reads.interviews.response } } }, (request) => reads.interviews.read(ctx, request));

  app.get('/api/pcsx/dashboard/interviews/:id/ics', { schema: { params: DashboardParams, querystring: DashboardQuery } }, async (request, reply) => {
    const candidate = requireCandidate(request);
    const company = (await requestDomain(ctx, request)).name;
    const file = await interviewIcs(ctx.db, candidate, request.params.id, company);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });

  app.get(DASHBOARD_LIST_PATHS.events, { schema: { ...schema, response: { 200: reads.events.response } } }, (request) => reads.events.read(ctx, request));

  app.post('/api/pcsx/dashboard/events/:id/registration', { schema: { params: DashboardParams, body: DashboardBody, response: { 200: EventRegistrationResponse } } }, async (request) => ({
    ok: true,
    registered: await setEventRegistration(ctx.db, requireCandidate(request), request.params.id, true, now()),
  }));

  app.delete('/api/pcsx/dashboard/events/:id/registration', { schema: { params: DashboardParams, response: { 200: EventRegistrationResponse } } }, async (request) => ({
    ok: true,
    registered: await setEventRegistration(ctx.db, requireCandidate(request), request.params.id, false, now()),
  }));

  app.get(DASHBOARD_LIST_PATHS.referrals, { schema: { ...schema, response: { 200: reads.referrals.response } } }, (request) => reads.referrals.read(ctx, request));

  app.get(DASHBOARD_LIST_PATHS.nudges, { schema: { ...schema, response: { 200: reads.nudges.response } } }, (request) => reads.nudges.read(ctx, request));

  app.get(DASHBOARD_LIST_PATHS.offers, { schema: { ...schema, response: { 200: reads.offers.response } } }, (request) => reads.offers.read(ctx, request));

  app.get(DASHBOARD_LIST_PATHS.nextSteps, { schema: { ...schema, response: { 200: reads.nextSteps.response } } }, (request) => reads.nextSteps.read(ctx, request));

  app.get(DASHBOARD_LIST_PATHS.drafts, { schema: { ...schema, response: { 200: reads.drafts.response } } }, (request) => reads.drafts.read(ctx, request));
}
