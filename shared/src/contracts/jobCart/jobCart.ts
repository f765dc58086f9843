import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, PositionId, StringEnum } from '../schemaParts';

/** Positions a cart holds. */
export const MAX_CART_ITEMS = 50;
export const CART_OPERATIONS = ['add', 'remove'] as const;
export type CartOperation = (typeof CART_OPERATIONS)[number];

/**
 * POST /api/pcsx/job_cart (spec §7: pids as strings, read as numbers). Room for a whole cart in one
 * call, and then some: the 50-item limit itself is a rule, checked with a clear message.
 */
export const JobCartBody = Type.Object({
  pids: Type.Array(PositionId, { minItems: 1, maxItems: MAX_CART_ITEMS * 2 }),
  operation: StringEnum(CART_OPERATIONS),
  domain: Type.Optional(DomainField),
});
export type JobCartBody = Static<typeof JobCartBody>;

export const JobCartItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  archived_at: Nullable(Type.String()),
});
export type JobCartItem = Static<typeof JobCartItem>;

/** The cart as the API answers it (spec §3 Job cart). */
export const JobCartData = Type.Object({
  items: Type.Array(JobCartItem),
  /** Positions in the cart that have been closed since they were added. */
  invalidPositionIds: Type.Array(Type.Integer()),
});
export type JobCartData = Static<typeof JobCartData>;

/** GET and POST /api/pcsx/job_cart: the whole cart (after the change). */
export const JobCartResponse = Type.Object({ data: Type.Object({ jobCartData: JobCartData }) });
export type JobCartResponse = Static<typeof JobCartResponse>;
