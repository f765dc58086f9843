import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';

// Schema pieces every API contract shares. The JSON they produce is what the routes validated before
// contracts existed, keyword for keyword: Fastify's Ajv words its errors from it, and the error
// handler passes the first one on to the client ('The field "domain" must NOT have more than 253
// characters.'), so a different but equivalent schema would change the texts clients see.

/**
 * `{ type: 'string', enum: values }`, typed as the union of the values. Not a union of literals:
 * that is an `anyOf`, whose errors read differently ('must be equal to constant').
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  // Object.assign keeps `type` and `enum` in the static type too, where Fastify's type provider reads them.
  return Object.assign(Type.Unsafe<T[number]>(options), { type: 'string' as const, enum: values });
}

/** A string or null as one `type: ['string', 'null']` (Ajv coerces to the first type that fits, as before). */
export const StringOrNull = (options: SchemaOptions = {}) =>
  Object.assign(Type.Unsafe<string | null>(options), { type: ['string', 'null'] as ['string', 'null'] });

/**
 * An object whose every property is a `value`: `additionalProperties`, not TypeBox's Record, whose
 * `patternProperties: { '^(.*)$': … }` would let through, unchecked, a key with a line break in it.
 */
export function Dictionary<T extends TSchema>(value: T, options: SchemaOptions = {}) {
  return Object.assign(Type.Unsafe<Record<string, Static<T>>>(options), { type: 'object' as const, additionalProperties: value });
}

/** The value or null (`anyOf`). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A company's domain as requests name it (`?domain=` or a body's `domain`); 253 is the longest DNS name. */
export const DomainField = Type.String({ maxLength: 253 });

/**
 * The largest id a row can have: ids are 32-bit integers on PostgreSQL (`integer`). A larger number
 * names no row on either engine; the schema refuses it (400) before any query, the same on both.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Position ids are positive integers; strings of digits (query strings, the job cart's `pids`) are read as numbers. */
export const PositionId = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** Row ids in paths (`/saved_searches/:id`, `/form_files/:id`). */
export const RowId = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });

/** The query of calls whose only parameter is the company. */
export const DomainQuery = Type.Object({ domain: Type.Optional(DomainField) });

/**
 * The query of a page, whose parameters (`next`, `hl` …) are each read and checked where they are
 * used: any object passes, and its values are typed unknown.
 */
export const PageQuery = Dictionary(Type.Unknown());

/**
 * `{ ok: true }`: a change that answers nothing else. `ok` (here and in the other answers that carry
 * it) is always true; typed boolean, as a handler's `{ ok: true }` is.
 */
export const Ok = Type.Object({ ok: Type.Boolean() });
