import type { Compilable, CompiledQuery } from 'kysely';
import { markHotQuery, type Db } from '../../db/database';

/**
 * A query of the search's hot path, compiled by Kysely's builder once per database handle (and
 * shape, e.g. the length of an IN list) and then run with new parameter values: compiling costs
 * several times running a small query on SQLite (about 50 µs against 10 µs), and most searches are
 * answered from the cache after one or two such queries.
 *
 * `build` must bind `params` as the query's parameters, each once and in order; the first compiled
 * query is checked for that, and a query that does not qualify is compiled on every call instead.
 * A reusable one is also a hot query (markHotQuery): on PostgreSQL each connection prepares it once,
 * which saves the database parsing and planning it per call; its texts are bounded by the shapes.
 */
export function reusableQuery<P extends unknown[], R>(
  build: (db: Db, ...params: P) => Compilable<R>,
  shape: (...params: P) => string | number = () => 0,
): (db: Db, ...params: P) => Promise<R[]> {
  const compiled = new WeakMap<Db, Map<string | number, CompiledQuery<R> | null>>();
  const flat = (params: P) => params.flatMap((p) => (Array.isArray(p) ? p : [p]));
  return async (db, ...params) => {
    let byShape = compiled.get(db);
    if (!byShape) {
      byShape = new Map();
      compiled.set(db, byShape);
    }
    const key = shape(...params);
    const values = flat(params);
    const known = byShape.get(key);
    if (known) return (await db.executeQuery<R>({ ...known, parameters: values })).rows;
    const query = build(db, ...params).compile();
    if (known === undefined) {
      const reusable = query.parameters.length === values.length && query.parameters.every((p, i) => p === values[i]);
      byShape.set(key, reusable ? query : null);
      if (reusable) markHotQuery(query.sql);
    }
    return (await db.executeQuery(query)).rows;
  };
}
