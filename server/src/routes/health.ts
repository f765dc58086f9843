import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/**
 * Liveness for load balancers: 200 only while the database answers. Asked past the instance's own
 * queue of queries (ctx.pingDatabase): a long import's write transaction delays requests that need
 * the database, but the server is alive and must not be taken out of rotation for it.
 *
 * Health checks that arrive while a ping is in flight share that ping's answer (single flight): on
 * PostgreSQL each ping is a network round trip and, under load, took a pool connection per check.
 * A check never gets an older, finished ping's answer: the first check after one settles starts a new
 * ping, so a database that has just gone away is reported by the next check.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let inFlight: Promise<void> | null = null;
  const ping = (): Promise<void> => {
    if (!inFlight) {
      // Read ctx.pingDatabase at call time (tests replace it); a throw becomes a rejection.
      const flight: Promise<void> = Promise.resolve()
        .then(() => ctx.pingDatabase())
        .finally(() => {
          if (inFlight === flight) inFlight = null;
        });
      inFlight = flight;
    }
    return inFlight;
  };

  // Never compressed (15 bytes): without the compression hooks at all, as they would cost every probe.
  // A probe: no session, company or CORS work (plugins/probeRoute.ts); never rate limited.
  app.get('/healthz', { config: { rateLimit: false, probe: true }, compress: false }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
