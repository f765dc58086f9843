import type { DomainSettings } from '../contracts/domainSettings';
import { PSEUDO_LOCALES } from '@careers/shared/i18n/pseudoLocale';
import type { Db } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { freshReads } from '../db/freshReads';
import { changeMarkerOf, type ChangeMarker } from '../db/sqliteChangeMarker';

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

// The pseudo-locales every company offers besides its own languages (PSEUDO_LOCALES, config.ts), set by buildApp.
let extraLanguages: readonly string[] = [];

/**
 * Offers every company the pseudo-locales (en-XA, ar-XB) or stops: one place, so the boot data, `?hl=`, the settings
 * page and its check of a saved language all see them as any other supported language. Process-wide, like the site.
 */
export function offerPseudoLocales(on: boolean): void {
  extraLanguages = on ? PSEUDO_LOCALES : [];
  parsed.clear();
}

function withExtraLanguages(settings: DomainSettings): DomainSettings {
  const { supportedLanguages } = settings.configs;
  const extra = extraLanguages.filter((tag) => !supportedLanguages.includes(tag));
  return extra.length ? { ...settings, configs: { ...settings.configs, supportedLanguages: [...supportedLanguages, ...extra] } } : settings;
}

/** The company a `domains` row (id, name, config_json) describes; parsed once per config text. */
export function domainFromRow(row: DomainRow): Domain {
  const known = parsed.get(row.id);
  if (known && known.json === row.config_json && known.domain.name === row.name) return known.domain;
  // Frozen: the same object now serves many requests, so no caller may change it.
  const settings = withExtraLanguages(JSON.parse(row.config_json) as DomainSettings);
  const domain = deepFreeze({ id: row.id, name: row.name, settings });
  parsed.set(row.id, { json: row.config_json, domain });
  return domain;
}

// Most requests read their company: compiled once (see reusableQuery). Its search_version comes along
// (one indexed lookup more in the same statement): every search reads it, and on PostgreSQL a second
// round trip per cached search was what limited its throughput (each statement queues for the
// database and for the event loop on a busy machine).
const domainById = reusableQuery((db, p: { id: string }) =>
  db
    .selectFrom('domains')
    .select(['id', 'name', 'config_json'])
    .select((eb) => eb.selectFrom('search_version').select('version').whereRef('search_version.domain', '=', 'domains.id').as('search_version'))
    .where('id', '=', p.id),
);

/** A company as read now, with its search version read in the same statement (see searchVersion). */
export interface ReadDomain {
  domain: Domain;
  searchVersion: number;
}

async function readDomainRow(db: Db, id: string): Promise<ReadDomain | null> {
  const [row] = await domainById(db, { id });
  return row ? { domain: domainFromRow(row), searchVersion: row.search_version ?? 0 } : null;
}

/** Companies read under one change marker (see readDomain). */
interface ReadUnder {
  marker: ChangeMarker;
  companies: Map<string, ReadDomain>;
}

const readUnder = new WeakMap<Db, ReadUnder>();

// Company reads on PostgreSQL (outside transactions), shared by the requests waiting for them (see freshReads).
const sharedReads = new WeakMap<Db, (id: string, read: () => Promise<ReadDomain | null>) => Promise<ReadDomain | null>>();

function readShared(db: Db, id: string): Promise<ReadDomain | null> {
  // A transaction reads on its own connection and must see its own writes: never shared.
  if (db.isTransaction) return readDomainRow(db, id);
  let shared = sharedReads.get(db);
  if (!shared) {
    shared = freshReads<ReadDomain | null>();
    sharedReads.set(db, shared);
  }
  return shared(id, async () => {
    const read = await readDomainRow(db, id);
    // One object now serves many requests: none may change it.
    return read && Object.freeze(read);
  });
}

/**
 * The company and its search version, read together; null when no such company.
 *
 * On SQLite a company read since the last change to the file is handed back without reading it
 * again: running this statement through Kysely was the largest app-side cost of a cached search
 * (about a fifth of the CPU profile). The change marker (db/sqliteChangeMarker.ts) counts every
 * write of this process and every commit of another connection or process (those from the next turn
 * of the event loop on: every request arriving after the commit sees it). It is read before the
 * row, so a row kept under a marker is at least as new as the marker: any write after it, even one
 * racing the read, changes the marker and the next call reads again. Unknown ids are not kept (any
 * request can name one).
 *
 * PostgreSQL has no such marker (other instances write there unseen), so every call reads, but calls
 * for one company arriving together share a read that started after each of them arrived
 * (db/freshReads.ts): as fresh as a read of its own, one round trip for many requests under load.
 * Transactions always read for themselves: a transaction must see its own writes.
 */
export async function readDomain(db: Db, id: string): Promise<ReadDomain | null> {
  const markerNow = changeMarkerOf(db);
  if (!markerNow) return readShared(db, id);
  const marker = markerNow();
  let kept = readUnder.get(db);
  if (!kept || kept.marker.changes !== marker.changes || kept.marker.version !== marker.version) {
    kept = { marker, companies: new Map() };
    readUnder.set(db, kept);
  }
  const known = kept.companies.get(id);
  if (known) return known;
  const read = await readDomainRow(db, id);
  // Kept only if no later call has seen a newer marker meanwhile (then this row may predate it).
  if (read && readUnder.get(db) === kept) kept.companies.set(id, Object.freeze(read));
  return read;
}

export async function getDomain(db: Db, id: string): Promise<Domain | null> {
  return (await readDomain(db, id))?.domain ?? null;
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
  /** Its search version when read with it (readDomain); else null. */
  searchVersion: number | null;
}

/**
 * The company a request is for: the `domain` query parameter when it names a known company,
 * else the session's company, else the configured default. Checking the requested company reads
 * it whole (one query), so the caller keeps it instead of reading it again; `read` is a company
 * this request has already read (with its session, search version included), which saves reading it again when named.
 */
export async function resolveDomain(db: Db, requested: unknown, sessionDomain: string | null, fallback: string, read: ReadDomain | null = null): Promise<ResolvedDomain> {
  if (typeof requested === 'string' && requested) {
    const id = requested.trim().toLowerCase();
    if (read?.domain.id === id) return { id, domain: read.domain, searchVersion: read.searchVersion };
    const found = await readDomain(db, id);
    if (found) return { id: found.domain.id, domain: found.domain, searchVersion: found.searchVersion };
  }
  return { id: sessionDomain ?? fallback, domain: null, searchVersion: null };
}
