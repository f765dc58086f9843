import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { FILTER_COLUMNS, MARKER_FILTERS, parseFilters, type AppliedFilters } from './filters';
import { buildFtsQuery, locationMatch, type FtsQuery } from './ftsQuery';
import { parseLocation, type LocationScope } from './location';
import { LruCache } from './lruCache';
import { POSITION_COLUMNS, toSearchPosition, type PositionRow, type SearchPosition } from './positionView';
import { searchVersion } from './searchVersion';
import { countQuery, markersQuery, optionsQuery, pageQuery, type Query, type SqlPlan } from './searchSql';
import { vocabularyOf } from './vocabulary';

export const PAGE_SIZE = 10;
/** Deepest offset served: pages beyond it cost much and nobody reads them. */
export const MAX_START = 10_000;
export const SORT_OPTIONS = ['relevance', 'newest'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
// A filter with more options than this shows its most frequent ones.
const MAX_OPTIONS = 200;
// Every place of the gazetteer, remote and not, fits several times over.
const MAX_MARKERS = 2000;

/** The parameters of GET /api/pcsx/search, already checked for type and size by the route. */
export interface SearchInput {
  query: string;
  location: string;
  start: number;
  sortBy?: SortBy;
  distanceKm?: number;
  /** `filter_<name>` parameters: name → given values. */
  filters: Record<string, string[]>;
}

export interface FilterOption {
  label: string;
  value: string;
  count: number;
}

export interface FilterDef {
  filterName: string;
  displayName: string;
  options: FilterOption[];
}

/** The search answer (spec §3 Search response). */
export interface SearchResponse {
  count: number;
  positions: Array<SearchPosition & { positionUserActions: { isSaved: boolean } }>;
  filterDef: { allFilters: FilterDef[] };
  sortBy: SortBy;
  appliedFilters: AppliedFilters;
  debug: { debugData: { match: string | null; cached: boolean; tookMs: number } };
  savedSearchMetadata: { isSaved: boolean };
  resultsMetaData: {
    start: number;
    pageSize: number;
    query: string;
    location: LocationScope;
    /** Words that were not found, with the known words searched in their place. */
    corrections: Record<string, string[]>;
  };
}

interface Facets {
  count: number;
  allFilters: FilterDef[];
  /** `filterDef` serialized once: with hundreds of places it is most of the answer's bytes. */
  filterDefJson: string;
}

// Answers are cached per company and request until positions change (search_version): the same
// searches come back all the time (first page, popular filters), and counting 100,000 rows is not free.
const pageCache = new WeakMap<Db, LruCache<{ version: number; positions: SearchPosition[] }>>();
const facetCache = new WeakMap<Db, LruCache<{ version: number; facets: Facets }>>();
// Typo correction compares unknown words with the whole vocabulary: worth remembering per text.
const ftsCache = new WeakMap<Db, LruCache<{ version: number; fts: FtsQuery }>>();

function cacheOf<V>(caches: WeakMap<Db, LruCache<V>>, db: Db, size: number): LruCache<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<V>(size);
    caches.set(db, cache);
  }
  return cache;
}

const run = (db: Db, q: Query) => sql(db, q.text).all(...q.params);

function readFacets(db: Db, plan: SqlPlan, domain: Domain): Facets {
  const { searchConfig, searchOptionsMap } = domain.settings.configs.pcsxConfig;
  const counting = countQuery(plan);
  const count = sql(db, counting.text).pluck().get(...counting.params) as number;
  const allFilters: FilterDef[] = [];
  for (const key of searchConfig.allFilters) {
    const query = FILTER_COLUMNS[key] ? optionsQuery(plan, key, MAX_OPTIONS) : null;
    const labelMap = searchOptionsMap[key]?.options?.labelMap ?? {};
    const rows = query ? (run(db, query) as Array<{ value: string | number; label: string | null; count: number }>) : [];
    allFilters.push({
      filterName: key,
      displayName: searchOptionsMap[key]?.displayName ?? key,
      options: rows.map((r) => {
        const value = String(r.value);
        return { label: (Object.hasOwn(labelMap, value) ? labelMap[value] : null) ?? r.label ?? value, value, count: r.count };
      }),
    });
  }
  // Marker options (spec §3 Map marker): label = count, value = 'location:::lat,lng'.
  const markers = run(db, markersQuery(plan, MAX_MARKERS)) as Array<{ lat: number; lng: number; is_remote: number; location: string; count: number }>;
  for (const [index, name] of MARKER_FILTERS.entries()) {
    const remote = index === 1 ? 1 : 0;
    allFilters.push({
      filterName: name,
      displayName: name,
      options: markers
        .filter((m) => m.is_remote === remote)
        .map((m) => ({ label: String(m.count), value: `${m.location}:::${m.lat},${m.lng}`, count: m.count })),
    });
  }
  return { count, allFilters, filterDefJson: JSON.stringify({ allFilters }) };
}

function readPage(db: Db, plan: SqlPlan, sortBy: SortBy, start: number, words: string[]): SearchPosition[] {
  const ids = run(db, pageQuery(plan, sortBy, start, PAGE_SIZE)) as Array<{ id: number; distance: number | null }>;
  if (ids.length === 0) return [];
  const rows = sql(db, `SELECT ${POSITION_COLUMNS} FROM positions WHERE id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids.map((r) => r.id)),
  ) as PositionRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap(({ id, distance }) => {
    const row = byId.get(id);
    return row ? [toSearchPosition(row, words, distance)] : [];
  });
}

function savedIds(db: Db, candidate: Candidate | null, ids: number[]): Set<number> {
  if (!candidate || ids.length === 0) return new Set();
  const rows = sql(db, 'SELECT position_id FROM saved_positions WHERE domain = ? AND candidate_id = ? AND position_id IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(candidate.domain, candidate.id, JSON.stringify(ids)) as number[];
  return new Set(rows);
}

/**
 * Searches a company's live positions: full-text relevance, filters with counts, location by
 * place, distance or map area, sorting and paging. Throws AppError(400) for unusable parameters.
 */
export function searchPositions(db: Db, domain: Domain, candidate: Candidate | null, input: SearchInput): SearchResponse {
  return runSearch(db, domain, candidate, input).response;
}

/** The same answer as JSON text, reusing the cached serialization of `filterDef` (the HTTP route's form). */
export function searchPositionsJson(db: Db, domain: Domain, candidate: Candidate | null, input: SearchInput): string {
  const { response, filterDefJson } = runSearch(db, domain, candidate, input);
  const { filterDef: _serializedSeparately, ...rest } = response;
  return `${JSON.stringify(rest).slice(0, -1)},"filterDef":${filterDefJson}}`;
}

function runSearch(db: Db, domain: Domain, candidate: Candidate | null, input: SearchInput): { response: SearchResponse; filterDefJson: string } {
  const started = performance.now();
  const { configs } = domain.settings;
  const filters = parseFilters(input.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  const location = parseLocation(input.location, input.distanceKm, candidate?.location ?? null);
  const version = searchVersion(db, domain.id);
  const ftsKey = JSON.stringify([domain.id, input.query]);
  const ftsHit = cacheOf(ftsCache, db, 1000).get(ftsKey);
  const fts = ftsHit?.version === version ? ftsHit.fts : buildFtsQuery(input.query, vocabularyOf(db, domain.id));
  if (ftsHit?.version !== version) cacheOf(ftsCache, db, 1000).set(ftsKey, { version, fts });
  const placeMatch = location.kind === 'text' ? locationMatch(location.label) : null;
  const match = [fts.match, placeMatch].filter(Boolean).map((m) => `(${m})`).join(' AND ') || null;
  const plan: SqlPlan = { domain: domain.id, match, hasText: fts.match !== null, location, filters };
  const sortBy = input.sortBy ?? 'relevance';

  const facetKey = JSON.stringify([plan.domain, match, location, Object.entries(filters).sort()]);
  const pageKey = JSON.stringify([facetKey, sortBy, input.start]);
  const facets = cacheOf(facetCache, db, 500);
  const pages = cacheOf(pageCache, db, 2000);
  const facetHit = facets.get(facetKey);
  const pageHit = pages.get(pageKey);
  const cached = facetHit?.version === version && pageHit?.version === version;
  const facetData = facetHit?.version === version ? facetHit.facets : readFacets(db, plan, domain);
  const positions = pageHit?.version === version ? pageHit.positions : readPage(db, plan, sortBy, input.start, fts.words);
  if (facetHit?.version !== version) facets.set(facetKey, { version, facets: facetData });
  if (pageHit?.version !== version) pages.set(pageKey, { version, positions });

  const saved = savedIds(db, candidate, positions.map((p) => p.id));
  const response: SearchResponse = {
    count: facetData.count,
    positions: positions.map((p) => ({ ...p, positionUserActions: { isSaved: saved.has(p.id) } })),
    filterDef: { allFilters: facetData.allFilters },
    sortBy,
    appliedFilters: filters,
    debug: { debugData: { match, cached, tookMs: Math.round((performance.now() - started) * 100) / 100 } },
    savedSearchMetadata: { isSaved: false },
    resultsMetaData: { start: input.start, pageSize: PAGE_SIZE, query: input.query, location, corrections: fts.corrections },
  };
  return { response, filterDefJson: facetData.filterDefJson };
}
