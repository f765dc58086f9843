import type { DomainSettings } from '../contracts/domainSettings';
import type { Db } from '../db/connection';
import { sql } from '../db/statements';

/** A company served by this site, with its configuration. */
export interface Domain {
  id: string;
  name: string;
  settings: DomainSettings;
}

export function domainExists(db: Db, id: string): boolean {
  return sql(db, 'SELECT 1 FROM domains WHERE id = ?').get(id) !== undefined;
}

export function getDomain(db: Db, id: string): Domain | null {
  const row = sql(db, 'SELECT id, name, config_json FROM domains WHERE id = ?').get(id) as
    | { id: string; name: string; config_json: string }
    | undefined;
  if (!row) return null;
  return { id: row.id, name: row.name, settings: JSON.parse(row.config_json) as DomainSettings };
}

/**
 * The company a request is for: the `domain` query parameter when it names a known company,
 * else the session's company, else the configured default.
 */
export function resolveDomainId(db: Db, requested: unknown, sessionDomain: string | null, fallback: string): string {
  if (typeof requested === 'string' && requested) {
    const id = requested.trim().toLowerCase();
    if (domainExists(db, id)) return id;
  }
  return sessionDomain ?? fallback;
}
