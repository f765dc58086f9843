import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { recordVslog } from '../services/vslog';

/** Client-side events, metrics and errors; the company comes from `?domain=`, the candidate from the session. */
export async function vslogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The body is optional (namespace and event may come in the query); the service checks every field.
  // Anyone may log (pages of visitors too): a per-IP limit of its own, and pruneVslog bounds the table.
  app.post('/vslog', { config: { rateLimit: { max: ctx.config.vslogRateLimitMax, timeWindow: '1 minute' } } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    await recordVslog(ctx.db, request.domainId, request.candidate?.id ?? null, {
      namespace: body.namespace ?? query.namespace,
      event: body.event ?? query.event,
      data_json: body.data_json,
      metrics_to_push: body.metrics_to_push,
      pid: query.pid,
    });
    return reply.code(204).send();
  });
}
