import type { Db } from '../../db/database';

/**
 * Grows with every change to a company's positions, from any process or server instance (triggers
 * of migration 4): every cached answer, index and vocabulary compares it, so a change made through
 * another instance is seen by the next search here.
 */
export async function searchVersion(db: Db, domain: string): Promise<number> {
  const row = await db.selectFrom('search_version').select('version').where('domain', '=', domain).executeTakeFirst();
  return row?.version ?? 0;
}
