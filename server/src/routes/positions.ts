import type { AppContext } from '../appContext';
import { pageI18n } from '../i18n/requestLocale';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { positionInsights } from '../services/positions/insights';
import { matchDetails } from '../services/positions/matchDetails';
import { positionOverrides } from '../services/positions/overrides';
import { positionDetails } from '../services/positions/positionDetails';
import { applyPositionAction } from '../services/positions/savedPositions';
import { dashboardListReads } from './firstViewReads';
import { DomainQuery } from '@careers/shared/contracts/schemaParts';
import {
  MatchDetailsResponse,
  PositionActionBody,
  PositionActionResponse,
  PositionDetailsQuery,
  PositionDetailsResponse,
  PositionInsightsResponse,
  PositionOverridesResponse,
  PositionQuery,
} from '@careers/shared/contracts/positions';
import type { TypedApp } from './typedApp';

/** The position page's calls (spec §7 Jobs; API contract items 1-6). */
export async function positionRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const open = { config: { public: true } };

  app.get('/api/pcsx/position_details', { ...open, schema: { querystring: PositionDetailsQuery, response: { 200: PositionDetailsResponse } } }, async (request) => {
    const query = request.query;
    const domain = await requestDomain(ctx, request);
    return await positionDetails(ctx.db, domain.id, request.candidate, query.position_id, query.queried_location, ctx.now());
  });

  // Login required: the /api/pcsx guard answers 401 login_required before this runs. The explanation and the
  // insights are written in the page's language (issue 30: `?hl=`, the candidate's, the browser's; requestLocale), the
  // answers are no-store (requestContext.ts), and the one server-side cache on their path (time to hire) holds figures.
  app.get('/api/pcsx/match_details', { schema: { querystring: PositionQuery, response: { 200: MatchDetailsResponse } } }, async (request) => {
    const query = request.query;
    const domain = await requestDomain(ctx, request);
    return { data: await matchDetails(ctx.db, domain, requireCandidate(request), query.position_id, pageI18n(domain, request)) };
  });

  app.get('/api/pcsx/position_insights', { ...open, schema: { querystring: PositionQuery, response: { 200: PositionInsightsResponse } } }, async (request) => {
    const query = request.query;
    const domain = await requestDomain(ctx, request);
    return { data: await positionInsights(ctx.db, domain, query.position_id, ctx.now(), pageI18n(domain, request)) };
  });

  app.get('/api/pcsx/overrides', { ...open, schema: { querystring: PositionQuery, response: { 200: PositionOverridesResponse } } }, async (request) => {
    const query = request.query;
    return { data: await positionOverrides(ctx.db, await requestDomain(ctx, request), query.position_id) };
  });

  app.post('/api/pcsx/position_action', { schema: { body: PositionActionBody, response: { 200: PositionActionResponse } } }, async (request) => {
    const body = request.body;
    const isSaved = await applyPositionAction(ctx.db, requireCandidate(request), body.position_id, body.action, ctx.now());
    return { ok: true, positionUserActions: { isSaved } };
  });

  // One read for this route and the dashboard page's first answers (firstViewReads.ts).
  const saved = dashboardListReads.savedPositions;
  app.get('/api/pcsx/positions/saved', { schema: { querystring: DomainQuery, response: { 200: saved.response } } }, (request) => saved.read(ctx, request));
}
