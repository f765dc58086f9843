import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { positionInsights } from '../services/positions/insights';
import { matchDetails } from '../services/positions/matchDetails';
import { positionOverrides } from '../services/positions/overrides';
import { positionDetails } from '../services/positions/positionDetails';
import { POSITION_ACTIONS, applyPositionAction, listSavedPositions, type PositionAction } from '../services/positions/savedPositions';
import { domainField, positionIdField } from './requestCompany';

const positionQuery = {
  type: 'object',
  required: ['position_id'],
  properties: { position_id: positionIdField, domain: domainField },
} as const;

const detailsQuery = {
  ...positionQuery,
  properties: { ...positionQuery.properties, queried_location: { type: 'string', maxLength: 300 } },
} as const;

const actionBody = {
  type: 'object',
  required: ['position_id', 'action'],
  properties: { position_id: positionIdField, action: { type: 'string', enum: POSITION_ACTIONS }, domain: domainField },
} as const;

type PositionQuery = { position_id: number; queried_location?: string };

/** The position page's calls (spec §7 Jobs; API contract items 1-6). */
export async function positionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const open = { config: { public: true } };

  app.get('/api/pcsx/position_details', { ...open, schema: { querystring: detailsQuery } }, async (request) => {
    const query = request.query as PositionQuery;
    const domain = requestDomain(ctx, request);
    return positionDetails(ctx.sqlite, domain.id, request.candidate, query.position_id, query.queried_location);
  });

  // Login required: the /api/pcsx guard answers 401 login_required before this runs.
  app.get('/api/pcsx/match_details', { schema: { querystring: positionQuery } }, async (request) => {
    const query = request.query as PositionQuery;
    return { data: matchDetails(ctx.sqlite, requestDomain(ctx, request), requireCandidate(request), query.position_id) };
  });

  app.get('/api/pcsx/position_insights', { ...open, schema: { querystring: positionQuery } }, async (request) => {
    const query = request.query as PositionQuery;
    return { data: positionInsights(ctx.sqlite, requestDomain(ctx, request), query.position_id) };
  });

  app.get('/api/pcsx/overrides', { ...open, schema: { querystring: positionQuery } }, async (request) => {
    const query = request.query as PositionQuery;
    return { data: positionOverrides(ctx.sqlite, requestDomain(ctx, request), query.position_id) };
  });

  app.post('/api/pcsx/position_action', { schema: { body: actionBody } }, async (request) => {
    const body = request.body as { position_id: number; action: PositionAction };
    const isSaved = applyPositionAction(ctx.sqlite, requireCandidate(request), body.position_id, body.action);
    return { ok: true, positionUserActions: { isSaved } };
  });

  app.get('/api/pcsx/positions/saved', { schema: { querystring: { type: 'object', properties: { domain: domainField } } } }, async (request) => ({
    data: { positions: listSavedPositions(ctx.sqlite, requireCandidate(request)) },
  }));
}
