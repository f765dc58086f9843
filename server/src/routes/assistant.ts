import type { AppContext } from '../appContext';
import { answerConversation } from '../services/assistant/answerConversation';
import { requestDomain } from '../plugins/requestContext';
import { AssistantBody, AssistantResponse } from '@careers/shared/contracts/assistant';
import type { TypedApp } from './typedApp';

/** The chat assistant (API contract item 9): open to visitors, only where the company turned it on. */
export async function assistantRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Each question costs a search and, with a model configured, a paid call: a tight per-IP limit.
  const rateLimit = { max: ctx.config.assistantRateLimitMax, timeWindow: '1 minute' };
  app.post('/api/pcsx/assistant', { config: { public: true, rateLimit }, schema: { body: AssistantBody, response: { 200: AssistantResponse } } }, async (request) => {
    const asker = { db: ctx.db, domain: await requestDomain(ctx, request), candidate: request.candidate, session: request.session, now: ctx.now() };
    const answer = await answerConversation(asker, request.body, (error) => request.log.warn({ err: error }, 'assistant model failed; answered with the built-in assistant'));
    return { data: answer };
  });
}
