import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/** Liveness for load balancers: 200 only while the database answers. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/healthz', { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
