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

// Parsed configs by database and company, reused while the stored JSON is the same text: parsing
// the config on every request was about a tenth of the server's CPU in the cached search bench.
// Keyed on the text itself, so a config changed by any writer is picked up at once.
const parsed = new WeakMap<Db, Map<string, { json: string; domain: Domain }>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export function getDomain(db: Db, id: string): Domain | null {
  const row = sql(db, 'SELECT id, name, config_json FROM domains WHERE id = ?').get(id) as
    | { id: string; name: string; config_json: string }
    | undefined;
  if (!row) return null;
  let byId = parsed.get(db);
  if (!byId) parsed.set(db, (byId = new Map()));
  const known = byId.get(row.id);
  if (known && known.json === row.config_json && known.domain.name === row.name) return known.domain;
  // Frozen: the same object now serves many requests, so no caller may change it.
  const domain = deepFreeze({ id: row.id, name: row.name, settings: JSON.parse(row.config_json) as DomainSettings });
  byId.set(row.id, { json: row.config_json, domain });
  return domain;
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
