import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/**
 * Liveness for load balancers: 200 only while the database answers. Asked past the instance's own
 * queue of queries (ctx.pingDatabase): a long import's write transaction delays requests that need
 * the database, but the server is alive and must not be taken out of rotation for it.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await ctx.pingDatabase();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
