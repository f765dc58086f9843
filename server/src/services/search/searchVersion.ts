import type { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database';

// Every search reads the version, most of them to find their answer cached: compiling the query
// with Kysely's builder each time would cost several times running it (about 50 µs against 10 µs on
// SQLite), so it is compiled once per database handle and run with the company as its parameter.
const compiled = new WeakMap<Db, CompiledQuery<{ version: number }>>();

/**
 * Grows with every change to a company's positions, from any process or server instance (triggers
 * of migration 4): every cached answer, index and vocabulary compares it, so a change made through
 * another instance is seen by the next search here.
 */
export async function searchVersion(db: Db, domain: string): Promise<number> {
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom('search_version').select('version').where('domain', '=', domain).compile();
    compiled.set(db, query);
  }
  const { rows } = await db.executeQuery<{ version: number }>({ ...query, parameters: [domain] });
  return rows[0]?.version ?? 0;
}
