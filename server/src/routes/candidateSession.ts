import type { AppContext } from '../appContext';
import { requireCandidate } from '../plugins/guards';
import { requestDomain } from '../plugins/requestContext';
import { sessionSummary } from '../services/bootData';
import { bootstrapProfile, markOnboarded } from '../services/profile';
import { OnboardingResponse, ProfileBootstrapBody, ProfileBootstrapResponse, SessionSummary } from '@careers/shared/contracts/boot';
import type { TypedApp } from './typedApp';

/** Who is logged in, and the two first-login steps (profile bootstrapping, onboarding). */
export async function candidateSessionRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/session', { config: { public: true }, schema: { response: { 200: SessionSummary } } }, async (request) =>
    sessionSummary(await requestDomain(ctx, request), request.candidate),
  );

  // Protected by the /api/pcsx guard; requireCandidate fails closed should that ever change.
  app.post('/api/pcsx/onboarding', { schema: { response: { 200: OnboardingResponse } } }, async (request) => {
    await markOnboarded(ctx.db, requireCandidate(request));
    return { ok: true, isOnboarded: true };
  });

  app.post('/api/pcsx/profile_bootstrap', { schema: { body: ProfileBootstrapBody, response: { 200: ProfileBootstrapResponse } } }, async (request) => {
    const profile = await bootstrapProfile(ctx.db, requireCandidate(request), request.body);
    return { ok: true, profile };
  });
}
