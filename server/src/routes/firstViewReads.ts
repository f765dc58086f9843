import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { clientKey } from '../plugins/rateLimit';
import { listApplications } from '../services/dashboard/applications';
import { listEvents } from '../services/dashboard/events';
import { listInterviews } from '../services/dashboard/interviews';
import { draftsSplit, listNudges, listReferrals, offersSummary } from '../services/dashboard/lists';
import { nextSteps } from '../services/dashboard/nextSteps';
import { listOffers } from '../services/offers/listOffers';
import { getApplyForm } from '../services/forms/applications';
import { requestDomain } from '../plugins/requestContext';
import { pageI18n } from '../i18n/requestLocale';
import { requestTimeZone } from './requestTimeZone';
import { offerActor } from '../services/offers/offerActor';
import { listSavedPositions } from '../services/positions/savedPositions';
import {
  ApplicationsResponse,
  DashboardDraftsResponse,
  EventsResponse,
  InterviewsResponse,
  NextStepsResponse,
  NudgesResponse,
  OffersSummaryResponse,
  ReferralsResponse,
} from '@careers/shared/contracts/dashboard';
import { OffersResponse } from '@careers/shared/contracts/offers';
import { SavedPositionsResponse } from '@careers/shared/contracts/positions';
import type { ApplyFormResponse } from '@careers/shared/contracts/forms';
import type { DashboardListName } from '@careers/shared/boot/dashboardFirstView';

// The logged-in candidate's reads a page's first view asks for: one definition each, which both its GET route
// (routes/dashboard.ts, routes/offers.ts) and the page's first answers in the HTML (routes/firstAnswers.ts) run,
// so the page carries what the API would answer.

/** One read: its 200 answer's schema (the API serializes by it) and how it is read for a request. */
export interface FirstViewRead<S extends TSchema = TSchema> {
  response: S;
  read: (ctx: AppContext, request: FastifyRequest) => Promise<Static<S>>;
}

const defineRead = <S extends TSchema>(response: S, read: FirstViewRead<S>['read']): FirstViewRead<S> => ({ response, read });
const now = (ctx: AppContext) => new Date(ctx.now());
// The zone a list's times are written in (requestTimeZone.ts).
const zoneOf = requestTimeZone;
const actorOf = (request: FastifyRequest) => offerActor(requireCandidate(request), { ip: clientKey(request), userAgent: request.headers['user-agent'] });

/** The dashboard's list reads (spec §7 "Candidate and dashboard"), each also its GET route's (dashboard.ts, positions.ts). */
export const dashboardListReads = {
  applications: defineRead(ApplicationsResponse, async (ctx, request) => ({
    data: await listApplications(ctx.db, requireCandidate(request), pageI18n(await requestDomain(ctx, request), request)),
  })),
  interviews: defineRead(InterviewsResponse, async (ctx, request) => ({
    data: { interviews: await listInterviews(ctx.db, requireCandidate(request), zoneOf(request), now(ctx)) },
  })),
  events: defineRead(EventsResponse, async (ctx, request) => ({
    data: { events: await listEvents(ctx.db, requireCandidate(request), zoneOf(request), now(ctx)) },
  })),
  referrals: defineRead(ReferralsResponse, async (ctx, request) => ({ data: { referrals: await listReferrals(ctx.db, requireCandidate(request)) } })),
  nudges: defineRead(NudgesResponse, async (ctx, request) => ({ data: { nudges: await listNudges(ctx.db, requireCandidate(request), now(ctx)) } })),
  offers: defineRead(OffersSummaryResponse, async (ctx, request) => ({
    data: { offers: await offersSummary(ctx, actorOf(request), (error) => request.log.error({ err: error }, 'applying e-sign results failed')) },
  })),
  nextSteps: defineRead(NextStepsResponse, async (ctx, request) => ({ data: await nextSteps(ctx.db, requireCandidate(request)) })),
  // The server's clock (ctx.now): a position past its valid_through closes its drafts without a change of rows.
  drafts: defineRead(DashboardDraftsResponse, async (ctx, request) => ({ data: await draftsSplit(ctx.db, requireCandidate(request), now(ctx)) })),
  // The Saved jobs tab: without it in the page, ?tab=saved (or a company listing saved_positions first) was drawn
  // as 'This list needs JavaScript' with nothing to read (review finding, session 13).
  savedPositions: defineRead(SavedPositionsResponse, async (ctx, request) => ({ data: { positions: await listSavedPositions(ctx.db, requireCandidate(request), ctx.now()) } })),
} satisfies Partial<Record<DashboardListName, FirstViewRead>>;

/** GET /api/offer/offers: the candidate's offers in the company (the offers list's and an offer page's one call). */
export const offersRead = defineRead(OffersResponse, async (ctx, request) => ({
  offers: await listOffers(ctx, actorOf(request), (error) => request.log.error({ err: error }, 'applying e-sign results failed')),
}));

/**
 * GET /api/pcsx/apply_form?pid=: the application form, the position and (for a candidate) their answers: the apply
 * page's one call (routes/apply.ts answers it by this read). Serialized as the route does, without a schema: the
 * form definition is free-form JSON a schema would prune.
 */
export const applyFormRead = (pid: number) =>
  defineRead(Type.Unsafe<ApplyFormResponse>({}), async (ctx, request) => ({
    // The server's clock (ctx.now) says whether the position is closed, as it does for sending.
    data: await getApplyForm(ctx.db, (await requestDomain(ctx, request)).id, request.candidate, pid, now(ctx)),
  }));
