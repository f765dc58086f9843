import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

/**
 * The Fastify instance routes are registered on, typed by the TypeBox type provider: a route's
 * request (and, where it declares one, reply) types come from the contract schemas it declares
 * (shared/src/contracts), so handlers read their parameters without casts. Only the types change:
 * Fastify's own Ajv still validates, with the options set in app.ts.
 */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
