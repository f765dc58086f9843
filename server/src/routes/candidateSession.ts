import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { sessionSummary } from '../services/bootData';
import { bootstrapProfile, markOnboarded } from '../services/profile';

const bootstrapSchema = {
  type: 'object',
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    location: { type: ['string', 'null'] },
  },
} as const;

/** Who is logged in, and the two first-login steps (profile bootstrapping, onboarding). */
export async function candidateSessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/session', { config: { public: true } }, async (request) =>
    sessionSummary(await requestDomain(ctx, request), request.candidate),
  );

  // Protected by the /api/pcsx guard; requireCandidate fails closed should that ever change.
  app.post('/api/pcsx/onboarding', async (request) => {
    await markOnboarded(ctx.db, requireCandidate(request));
    return { ok: true, isOnboarded: true };
  });

  app.post('/api/pcsx/profile_bootstrap', { schema: { body: bootstrapSchema } }, async (request) => {
    const profile = await bootstrapProfile(ctx.db, requireCandidate(request), request.body as Record<string, unknown>);
    return { ok: true, profile };
  });
}
