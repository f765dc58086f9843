import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import { cartOwner, isJobCartEnabled, jobCartDisabled, readCart, updateCart } from '../services/jobCart/jobCart';
import type { Domain } from '../services/domains';
import { JobCartBody, JobCartResponse } from '@careers/shared/contracts/jobCart';
import { DomainQuery } from '@careers/shared/contracts/schemaParts';
import type { TypedApp } from './typedApp';

function enabled(domain: Domain): Domain {
  if (!isJobCartEnabled(domain)) throw jobCartDisabled();
  return domain;
}

const owner = (request: FastifyRequest, domain: Domain) => cartOwner(domain.id, request.candidate, request.session);

/**
 * The job cart (spec §7 Jobs, API contract item 7): open to visitors, whose cart lives with their
 * session until they log in; a candidate's cart is theirs on every device.
 */
export async function jobCartRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  app.get('/api/pcsx/job_cart', { config: { public: true }, schema: { querystring: DomainQuery, response: { 200: JobCartResponse } } }, async (request) => {
    const domain = enabled(await requestDomain(ctx, request));
    return { data: { jobCartData: await readCart(ctx.db, owner(request, domain), ctx.now()) } };
  });

  app.post('/api/pcsx/job_cart', { config: { public: true }, schema: { body: JobCartBody, response: { 200: JobCartResponse } } }, async (request) => {
    const domain = enabled(await requestDomain(ctx, request));
    const body = request.body;
    // The CSRF guard has made sure there is a session: a POST without one never gets here.
    const cart = owner(request, domain);
    const jobCartData = cart ? await updateCart(ctx.db, cart, body.pids, body.operation, ctx.now()) : await readCart(ctx.db, null, ctx.now());
    return { data: { jobCartData } };
  });
}

