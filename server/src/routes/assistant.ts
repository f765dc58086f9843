import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { assistantReply } from '../services/assistant/assistant';
import { cartOwner, cartPositionIds, isJobCartEnabled } from '../services/jobCart/jobCart';
import { requestDomain } from '../plugins/requestContext';
import { AssistantBody, AssistantResponse, type ChatMessage } from '@careers/shared/contracts/assistant';
import type { TypedApp } from './typedApp';

/** The chat assistant (API contract item 9): open to visitors, only where the company turned it on. */
export async function assistantRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  // Each question costs a search and, with a model configured, a paid call: a tight per-IP limit.
  const rateLimit = { max: ctx.config.assistantRateLimitMax, timeWindow: '1 minute' };
  app.post('/api/pcsx/assistant', { config: { public: true, rateLimit }, schema: { body: AssistantBody, response: { 200: AssistantResponse } } }, async (request) => {
    const domain = await requestDomain(ctx, request);
    if (domain.settings.configs.chatbot?.enabled !== true) throw new AppError(404, 'not_found', 'The assistant is not enabled.');
    const body = request.body;
    const last = body.messages[body.messages.length - 1] as ChatMessage;
    if (last.role !== 'user') throw new AppError(400, 'invalid_request', 'The last message must be the candidate\'s.');
    if (!last.content.trim()) throw new AppError(400, 'invalid_request', 'Type a message first.');
    // The cart the page sent (spec §4: the cart notifies the chatbot with its ids), else the stored one.
    const cartIds = body.jobCartIds
      ?? (isJobCartEnabled(domain) ? await cartPositionIds(ctx.db, cartOwner(domain.id, request.candidate, request.session)) : []);
    const answer = await assistantReply({ db: ctx.db, domain, candidate: request.candidate, cartIds, now: ctx.now() }, body.messages, (error) =>
      request.log.warn({ err: error }, 'assistant model failed; answered with the built-in assistant'),
    );
    return { data: answer };
  });
}
