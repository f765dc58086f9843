import type { DomainSettings } from '../contracts/domainSettings';
import type { Db } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';

/** A company served by this site, with its configuration. */
export interface Domain {
  id: string;
  name: string;
  settings: DomainSettings;
}

export interface DomainRow {
  id: string;
  name: string;
  config_json: string;
}

// Parsed configs by company, reused while the stored JSON is the same text: parsing the config on
// every request was about a tenth of the server's CPU in the cached search bench. Keyed on the text
// itself, so a config changed by any writer (or another instance) is picked up at once, and two
// databases in one process (tests) can never be handed each other's company.
const parsed = new Map<string, { json: string; domain: Domain }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** The company a `domains` row (id, name, config_json) describes; parsed once per config text. */
export function domainFromRow(row: DomainRow): Domain {
  const known = parsed.get(row.id);
  if (known && known.json === row.config_json && known.domain.name === row.name) return known.domain;
  // Frozen: the same object now serves many requests, so no caller may change it.
  const domain = deepFreeze({ id: row.id, name: row.name, settings: JSON.parse(row.config_json) as DomainSettings });
  parsed.set(row.id, { json: row.config_json, domain });
  return domain;
}

// Most requests read their company: compiled once (see reusableQuery).
const domainById = reusableQuery((db, p: { id: string }) => db.selectFrom('domains').select(['id', 'name', 'config_json']).where('id', '=', p.id));

export async function getDomain(db: Db, id: string): Promise<Domain | null> {
  const [row] = await domainById(db, { id });
  return row ? domainFromRow(row) : null;
}

/** Every company, in id order. */
export async function listDomains(db: Db): Promise<Domain[]> {
  const rows = await db.selectFrom('domains').select(['id', 'name', 'config_json']).orderBy('id').execute();
  return rows.map(domainFromRow);
}

/** Which company a request is for, and the company itself when finding the id meant reading it. */
export interface ResolvedDomain {
  id: string;
  /** The company `id` names, when it was read to check the requested one exists; else null (not read yet). */
  domain: Domain | null;
}

/**
 * The company a request is for: the `domain` query parameter when it names a known company,
 * else the session's company, else the configured default. Checking the requested company reads
 * it whole (one query), so the caller keeps it instead of reading it again; `read` is a company
 * this request has already read (with its session), which saves reading it again when named.
 */
export async function resolveDomain(db: Db, requested: unknown, sessionDomain: string | null, fallback: string, read: Domain | null = null): Promise<ResolvedDomain> {
  if (typeof requested === 'string' && requested) {
    const id = requested.trim().toLowerCase();
    const domain = read?.id === id ? read : await getDomain(db, id);
    if (domain) return { id: domain.id, domain };
  }
  return { id: sessionDomain ?? fallback, domain: null };
}
