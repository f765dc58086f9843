import type { Db } from '../../db/database';
import { reusableQuery } from './reusableQuery';

// Every search reads it, most of them to find their answer cached.
const versionOf = reusableQuery((db: Db, domain: string) => db.selectFrom('search_version').select('version').where('domain', '=', domain));

/**
 * Grows with every change to a company's positions, from any process or server instance (triggers
 * of migration 4): every cached answer, index and vocabulary compares it, so a change made through
 * another instance is seen by the next search here.
 */
export async function searchVersion(db: Db, domain: string): Promise<number> {
  return (await versionOf(db, domain))[0]?.version ?? 0;
}
