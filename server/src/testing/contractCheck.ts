import { Kind, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// Checks an answer against its contract (shared/src/contracts) strictly: every property the
// contract names, of its type, and no other. A response schema on a route makes Fastify drop what the
// schema does not name and coerce what it names, so a route may only get one when this holds.

type Json = Record<string | symbol, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON Schema `type` names → the value's. */
function hasType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'null': return value === null;
    case 'array': return Array.isArray(value);
    case 'object': return isRecord(value);
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number';
    default: return typeof value === type;
  }
}

/**
 * The contracts' own pieces (StringEnum, Dictionary, StringOrNull, the form answers) are TypeBox
 * Unsafe schemas, plain JSON Schema that TypeBox's Value cannot check alone; these are the keywords
 * they use. Their nested schemas are checked the same way, TypeBox ones by TypeBox.
 */
function checkJson(schema: Json, value: unknown): boolean {
  if (schema[Kind] !== undefined && schema[Kind] !== 'Unsafe') return Value.Check(schema as unknown as TSchema, value);
  if (schema.type !== undefined && ![schema.type].flat().some((type) => hasType(type, value))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  const inner = schema.additionalProperties;
  if (isRecord(value) && isRecord(inner)) return Object.values(value).every((entry) => checkJson(inner, entry));
  if (Array.isArray(value) && isRecord(schema.items)) return value.every((entry) => checkJson(schema.items as Json, entry));
  return true;
}
if (!TypeRegistry.Has('Unsafe')) TypeRegistry.Set('Unsafe', (schema, value) => checkJson(schema as Json, value));

/** The schema with `additionalProperties: false` on every TypeBox object, however deep. */
function strict(schema: Json): Json {
  const copy: Json = { ...schema };
  if (schema[Kind] === 'Object' && schema.additionalProperties === undefined) copy.additionalProperties = false;
  if (isRecord(schema.properties)) copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, strict(value as Json)]));
  if (isRecord(schema.items)) copy.items = strict(schema.items);
  if (Array.isArray(schema.anyOf)) copy.anyOf = schema.anyOf.map((entry: Json) => strict(entry));
  if (isRecord(schema.additionalProperties)) copy.additionalProperties = strict(schema.additionalProperties);
  return copy;
}

/** Where `value` departs from `schema` (strictly: no property the contract does not name), as readable lines. */
export function contractErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(strict(schema as unknown as Json) as unknown as TSchema, value)].map((error) => `${error.path || '/'}: ${error.message}`);
}
