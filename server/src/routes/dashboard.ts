import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { clientKey } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { listApplications, withdrawApplication } from '../services/dashboard/applications';
import { listEvents, setEventRegistration } from '../services/dashboard/events';
import { interviewIcs, listInterviews } from '../services/dashboard/interviews';
import { draftsSplit, listNudges, listReferrals, offersSummary } from '../services/dashboard/lists';
import { nextSteps } from '../services/dashboard/nextSteps';
import { timeZoneOf } from '../services/dashboard/localTime';
import { offerActor } from '../services/offers/offerActor';
import {
  ApplicationsResponse,
  DashboardBody,
  DashboardDraftsResponse,
  DashboardParams,
  DashboardQuery,
  EventRegistrationResponse,
  EventsResponse,
  InterviewsResponse,
  NextStepsResponse,
  NudgesResponse,
  OffersSummaryResponse,
  ReferralsResponse,
  WithdrawResponse,
} from '../../../shared/src/contracts/dashboard';
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

  app.get('/api/pcsx/dashboard/applications', { schema: { ...schema, response: { 200: ApplicationsResponse } } }, async (request) => ({
    data: await listApplications(ctx.db, requireCandidate(request)),
  }));

  app.post('/api/pcsx/dashboard/applications/:id/withdraw', { schema: { params: DashboardParams, body: DashboardBody, response: { 200: WithdrawResponse } } }, async (request) => ({
    ok: true,
    application: await withdrawApplication(ctx.db, requireCandidate(request), request.params.id, now()),
  }));

  app.get('/api/pcsx/dashboard/interviews', { schema: { ...schema, response: { 200: InterviewsResponse } } }, async (request) => ({
    data: { interviews: await listInterviews(ctx.db, requireCandidate(request), timeZoneOf(request.headers['x-timezone']), now()) },
  }));

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

  app.get('/api/pcsx/dashboard/events', { schema: { ...schema, response: { 200: EventsResponse } } }, async (request) => ({
    data: { events: await listEvents(ctx.db, requireCandidate(request), timeZoneOf(request.headers['x-timezone']), now()) },
  }));

  app.post('/api/pcsx/dashboard/events/:id/registration', { schema: { params: DashboardParams, body: DashboardBody, response: { 200: EventRegistrationResponse } } }, async (request) => ({
    ok: true,
    registered: await setEventRegistration(ctx.db, requireCandidate(request), request.params.id, true, now()),
  }));

  app.delete('/api/pcsx/dashboard/events/:id/registration', { schema: { params: DashboardParams, response: { 200: EventRegistrationResponse } } }, async (request) => ({
    ok: true,
    registered: await setEventRegistration(ctx.db, requireCandidate(request), request.params.id, false, now()),
  }));

  app.get('/api/pcsx/dashboard/referrals', { schema: { ...schema, response: { 200: ReferralsResponse } } }, async (request) => ({
    data: { referrals: await listReferrals(ctx.db, requireCandidate(request)) },
  }));

  app.get('/api/pcsx/dashboard/nudges', { schema: { ...schema, response: { 200: NudgesResponse } } }, async (request) => ({
    data: { nudges: await listNudges(ctx.db, requireCandidate(request), new Date(ctx.now())) },
  }));

  app.get('/api/pcsx/dashboard/offers', { schema: { ...schema, response: { 200: OffersSummaryResponse } } }, async (request) => {
    const actor = offerActor(requireCandidate(request), { ip: clientKey(request), userAgent: request.headers['user-agent'] });
    return { data: { offers: await offersSummary(ctx, actor, (error) => request.log.error({ err: error }, 'applying e-sign results failed')) } };
  });

  app.get('/api/pcsx/dashboard/next_steps', { schema: { ...schema, response: { 200: NextStepsResponse } } }, async (request) => ({
    data: await nextSteps(ctx.db, requireCandidate(request)),
  }));

  app.get('/api/pcsx/dashboard/drafts', { schema: { ...schema, response: { 200: DashboardDraftsResponse } } }, async (request) => ({
    // The server's clock (ctx.now): a position past its valid_through closes its drafts without a change of rows.
    data: await draftsSplit(ctx.db, requireCandidate(request), new Date(ctx.now())),
  }));
}
