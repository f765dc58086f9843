import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { requestDomain } from '../plugins/requestContext';
import type { Domain } from '../services/domains';
import { resolveDomain } from '../services/domains';

/** JSON-schema pieces every position call shares. */
export const domainField = { type: 'string', maxLength: 253 } as const;
/** Position ids are positive integers; strings of digits are read as numbers. */
export const positionIdField = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/**
 * The company of a POST that names it in its JSON body (the query string wins when it names one,
 * as for GETs). A candidate logged in with another company counts as logged out there, exactly as
 * the request context treats `?domain=` (plugins/requestContext.ts).
 */
export async function bodyCompany(ctx: AppContext, request: FastifyRequest): Promise<Domain> {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (typeof body.domain === 'string' && body.domain && query.domain === undefined) {
    const company = await resolveDomain(ctx.db, body.domain, request.session?.domain ?? null, ctx.config.defaultDomain);
    if (company.id !== request.domainId) {
      request.domainId = company.id;
      request.domainRecord = company.domain;
      if (request.candidate && request.candidate.domain !== company.id) request.candidate = null;
    } else {
      request.domainRecord ??= company.domain;
    }
  }
  return await requestDomain(ctx, request);
}
