import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';
import { MAX_MESSAGE_CHARS, MAX_MESSAGES, assistantReply, type ChatMessage } from '../services/assistant/assistant';
import { MAX_CART_ITEMS, cartOwner, cartPositionIds, isJobCartEnabled } from '../services/jobCart/jobCart';
import { requestDomain } from '../plugins/requestContext';
import { domainField, positionIdField } from './requestCompany';

const assistantBody = {
  type: 'object',
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_MESSAGES,
      items: {
        type: 'object',
        required: ['role', 'content'],
        properties: {
          role: { type: 'string', enum: ['user', 'assistant'] },
          content: { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_CHARS },
        },
      },
    },
    jobCartIds: { type: 'array', maxItems: MAX_CART_ITEMS, items: positionIdField },
    domain: domainField,
  },
} as const;

/** The chat assistant (API contract item 9): open to visitors, only where the company turned it on. */
export async function assistantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Each question costs a search and, with a model configured, a paid call: a tight per-IP limit.
  const rateLimit = { max: ctx.config.assistantRateLimitMax, timeWindow: '1 minute' };
  app.post('/api/pcsx/assistant', { config: { public: true, rateLimit }, schema: { body: assistantBody } }, async (request) => {
    const domain = requestDomain(ctx, request);
    if (domain.settings.configs.chatbot?.enabled !== true) throw new AppError(404, 'not_found', 'The assistant is not enabled.');
    const body = request.body as { messages: ChatMessage[]; jobCartIds?: number[] };
    const last = body.messages[body.messages.length - 1] as ChatMessage;
    if (last.role !== 'user') throw new AppError(400, 'invalid_request', 'The last message must be the candidate\'s.');
    if (!last.content.trim()) throw new AppError(400, 'invalid_request', 'Type a message first.');
    // The cart the page sent (spec §4: the cart notifies the chatbot with its ids), else the stored one.
    const cartIds = body.jobCartIds
      ?? (isJobCartEnabled(domain) ? cartPositionIds(ctx.sqlite, cartOwner(domain.id, request.candidate, request.session)) : []);
    const answer = await assistantReply({ db: ctx.sqlite, domain, candidate: request.candidate, cartIds }, body.messages, (error) =>
      request.log.warn({ err: error }, 'assistant model failed; answered with the built-in assistant'),
    );
    return { data: answer };
  });
}
