import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';

/** Grows with every change to a company's positions (triggers of migration 004): cached answers compare it. */
export function searchVersion(db: Db, domain: string): number {
  return (sql(db, 'SELECT version FROM search_version WHERE domain = ?').pluck().get(domain) as number | undefined) ?? 0;
}
