import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import {
  CART_OPERATIONS,
  MAX_CART_ITEMS,
  cartOwner,
  isJobCartEnabled,
  jobCartDisabled,
  readCart,
  updateCart,
  type CartOperation,
} from '../services/jobCart/jobCart';
import type { Domain } from '../services/domains';
import { domainField, positionIdField } from './requestCompany';

const cartBody = {
  type: 'object',
  required: ['pids', 'operation'],
  properties: {
    // Room for a whole cart in one call, and then some: the 50-item limit itself is a rule, checked with a clear message.
    pids: { type: 'array', minItems: 1, maxItems: MAX_CART_ITEMS * 2, items: positionIdField },
    operation: { type: 'string', enum: CART_OPERATIONS },
    domain: domainField,
  },
} as const;

function enabled(domain: Domain): Domain {
  if (!isJobCartEnabled(domain)) throw jobCartDisabled();
  return domain;
}

const owner = (request: FastifyRequest, domain: Domain) => cartOwner(domain.id, request.candidate, request.session);

/**
 * The job cart (spec §7 Jobs, API contract item 7): open to visitors, whose cart lives with their
 * session until they log in; a candidate's cart is theirs on every device.
 */
export async function jobCartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/job_cart', { config: { public: true }, schema: { querystring: { type: 'object', properties: { domain: domainField } } } }, async (request) => {
    const domain = enabled(requestDomain(ctx, request));
    return { data: { jobCartData: readCart(ctx.sqlite, owner(request, domain)) } };
  });

  app.post('/api/pcsx/job_cart', { config: { public: true }, schema: { body: cartBody } }, async (request) => {
    const domain = enabled(requestDomain(ctx, request));
    const body = request.body as { pids: number[]; operation: CartOperation };
    // The CSRF guard has made sure there is a session: a POST without one never gets here.
    const cart = owner(request, domain);
    const jobCartData = cart ? updateCart(ctx.sqlite, cart, body.pids, body.operation) : readCart(ctx.sqlite, null);
    return { data: { jobCartData } };
  });
}

