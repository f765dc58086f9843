import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = ReturnType<ReturnType<BuildSerializer>>;

/**
 * Fastify's own compilers, kept for the whole process instead of made again by every Fastify instance.
 *
 * A server process builds one app, so there this changes nothing. Tests build hundreds of apps, and
 * compiling every route's schemas again for each (Ajv and fast-json-stringify) was about 260 ms of
 * each app's ~600 ms start. With one factory, the second app onward reuses the compiled functions:
 * Ajv's pool (one Ajv per set of options) caches compiled validators by schema object, and the
 * serializer side keeps fast-json-stringify's output by schema object here. Route schemas are the
 * contracts' module-level objects, so the same route finds its functions.
 *
 * Validation behaves as Fastify's default (the `ajv` server option still reaches Ajv: coercion,
 * removeAdditional, `allowUnionTypes`), with one exception Fastify makes for any supplied validator
 * factory: it no longer lower-cases header schemas' property names. No route declares a header
 * schema; `buildValidator` refuses one, so a new one cannot be silently case-sensitive.
 */
export const schemaCompilers = {
  buildValidator: headerSchemasRefused(AjvCompiler()),
  buildSerializer: reusedSerializers(SerializerSelector()),
} satisfies CompilersFactory;

type BuildValidator = ReturnType<typeof AjvCompiler>;
type Validator = ReturnType<ReturnType<BuildValidator>>;

function headerSchemasRefused(build: BuildValidator): BuildValidator {
  return (externalSchemas, options) => {
    // @fastify/ajv-compiler declares its compiler as taking a schema; Fastify calls it with the route's
    // definition (fastify/lib/validation.js), which is what the compiler reads at run time.
    const compile = build(externalSchemas, options) as unknown as (route: RouteDefinition) => Validator;
    const checked = (route: RouteDefinition): Validator => {
      if (route.httpPart === 'headers') {
        throw new Error('Header schemas are not supported: the shared validator (schemaCompilers.ts) would not lower-case their names as Fastify does. Read the header in the handler.');
      }
      return compile(route);
    };
    return checked as unknown as ReturnType<BuildValidator>;
  };
}

/** fast-json-stringify's output per options (as Ajv's pool does) and schema object. */
function reusedSerializers(build: BuildSerializer): BuildSerializer {
  const pools = new Map<string, { compile: ReturnType<BuildSerializer>; bySchema: WeakMap<object, Serializer> }>();
  return (externalSchemas, options) => {
    // What else the output depends on: shared schemas (`addSchema`) and the serializer options.
    const key = JSON.stringify([externalSchemas ?? null, options ?? null]);
    let pool = pools.get(key);
    if (!pool) {
      pool = { compile: build(externalSchemas, options), bySchema: new WeakMap() };
      pools.set(key, pool);
    }
    const { compile, bySchema } = pool;
    return (route) => {
      const schema = route.schema;
      // Boolean or missing schemas are not objects a WeakMap can hold: compile those each time.
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = bySchema.get(schema);
      if (!serializer) {
        serializer = compile(route);
        bySchema.set(schema, serializer);
      }
      return serializer;
    };
  };
}
