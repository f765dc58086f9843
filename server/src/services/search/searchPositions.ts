import type { DomainSettings } from '../../contracts/domainSettings';
import { engineOf, type Db } from '../../db/database';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { savedSearchMetadata } from '../savedSearches/savedSearches';
import { facetsJson } from './facetsJson';
import { parseFilters } from './filters';
import { buildFtsQuery, placeWords, type FtsQuery } from './ftsQuery';
import { parseLocation } from './location';
import { LruCache } from './lruCache';
import { POSITION_COLUMNS, toSearchPosition, type PositionRow } from './positionView';
import type { AppliedFilters, FilterDef, LocationScope, SearchPosition, SearchResponse, SortBy } from '@careers/shared/contracts/search';
import { searchIndexAt, type SearchIndex } from './searchIndex';
import { searchVersion } from './searchVersion';
import { reusableQuery } from './reusableQuery';
import { searchRun, type SearchRun } from './searchRun';
import type { Results } from './searchResults';
import { waysOn } from './waysOn';
import { searchStoreOf } from './store/searchStore';
import { vocabularyOf } from './vocabulary';

export const PAGE_SIZE = 10;
// A filter with more options than this shows its most frequent ones (places excepted: filters.ts).
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

interface Facets {
  count: number;
  /** `filterDef` serialized once, as UTF-8 JSON: with hundreds of places it is most of the answer's bytes. */
  filterDefJson: Buffer;
  /** `filterDef` as objects, read back from its JSON when asked for (searchPositions' callers): the HTTP answer never is. */
  filterDef?: { allFilters: FilterDef[] };
}

function filterDefOf(facets: Facets): { allFilters: FilterDef[] } {
  return (facets.filterDef ??= JSON.parse(facets.filterDefJson.toString('utf8')) as { allFilters: FilterDef[] });
}

// Answers are cached per company and request until positions change (the index's generation: search_version,
// which any process or instance writing positions grows, and the expiries passed) or the company's settings do (labels, filters): the
// same searches come back all the time (first page, popular filters), and counting 100,000 rows is
// not free.
const pageCache = new WeakMap<Db, LruCache<{ version: number; positions: SearchPosition[] }>>();
const facetCache = new WeakMap<Db, LruCache<{ version: number; settings: string; facets: Facets }>>();
// Reading a query (abbreviations, typo candidates from the vocabulary's deletion index) is remembered per text.
const ftsCache = new WeakMap<Db, LruCache<{ generation: number; fts: FtsQuery }>>();

// The settings as text, made once per settings object (getDomain hands out one while they stay the
// same), so comparing them costs nothing on the hot path and a new object with equal settings still hits.
const settingsTexts = new WeakMap<DomainSettings, string>();
export function settingsText(settings: DomainSettings): string {
  let text = settingsTexts.get(settings);
  if (text === undefined) {
    text = JSON.stringify(settings);
    settingsTexts.set(settings, text);
  }
  return text;
}

// SEARCH_CACHE=off makes every search run in full: benchmarks use it to time the engine itself.
export const CACHE_ON = process.env.SEARCH_CACHE !== 'off';

export function cacheOf<V>(caches: WeakMap<Db, LruCache<V>>, db: Db, size: number): LruCache<V> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<V>(CACHE_ON ? size : 0);
    caches.set(db, cache);
  }
  return cache;
}

// After the microtasks queued so far: by then a page query started before has reached PostgreSQL's socket
// (Kysely and the pool hand it over through several promise turns).
const queriesSent = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readFacets(run: SearchRun, domain: Domain, pageQueryFirst: boolean): Promise<Facets> {
  const { searchConfig, searchOptionsMap } = domain.settings.configs.pcsxConfig;
  const { count, ranked } = await run.results();
  if (pageQueryFirst) await queriesSent();
  // Written from the counts, without an object per option or marker (facetsJson.ts).
  return { count, filterDefJson: facetsJson(ranked, { allFilters: searchConfig.allFilters, optionsMap: searchOptionsMap }) };
}

// Every uncached page reads its rows: compiled once per page length, not per search.
const pagePositions = reusableQuery(
  (db: Db, ids: number[]) => db.selectFrom('positions').select(POSITION_COLUMNS).where('id', 'in', ids),
  (ids) => ids.length,
);

async function readPage(db: Db, run: SearchRun, start: number, words: string[]): Promise<SearchPosition[]> {
  const ids = await run.page(start, PAGE_SIZE);
  if (ids.length === 0) return [];
  const rows: PositionRow[] = await pagePositions(db, ids.map((r) => r.id));
  const byId = new Map<number, PositionRow>(rows.map((r) => [r.id, r]));
  return ids.flatMap(({ id, distance }) => {
    const row = byId.get(id);
    return row ? [toSearchPosition(row, words, distance)] : [];
  });
}

// A logged-in candidate's searches are not answered from the visitors' cache: this runs on each.
const savedAmong = reusableQuery(
  (db: Db, domain: string, candidate: number, ids: number[]) =>
    db.selectFrom('saved_positions').select('position_id').where('domain', '=', domain).where('candidate_id', '=', candidate).where('position_id', 'in', ids),
  (_domain, _candidate, ids) => ids.length,
);

async function savedIds(db: Db, candidate: Candidate | null, ids: number[]): Promise<Set<number>> {
  if (!candidate || ids.length === 0) return new Set();
  return new Set((await savedAmong(db, candidate.domain, candidate.id, ids)).map((r) => r.position_id));
}

/**
 * Searches a company's live positions: full-text relevance, filters with counts, location by
 * place, distance or map area, sorting and paging. Throws a bad_input DomainError for unusable parameters.
 */
export async function searchPositions(db: Db, domain: Domain, candidate: Candidate | null, input: SearchInput, now = Date.now()): Promise<SearchResponse> {
  return (await runSearch(db, domain, candidate, input, await searchIndexAt(db, domain.id, await searchVersion(db, domain.id), now))).response;
}

async function ftsOf(db: Db, domain: string, query: string, index: SearchIndex): Promise<FtsQuery> {
  const key = JSON.stringify([domain, query]);
  const hit = cacheOf(ftsCache, db, 1000).get(key);
  if (hit?.generation === index.generation) return hit.fts;
  const fts = buildFtsQuery(query, await vocabularyOf(db, domain, index));
  cacheOf(ftsCache, db, 1000).set(key, { generation: index.generation, fts });
  return fts;
}

interface Asked {
  domain: Domain;
  /** The company's index of open positions (searchIndexAt); its generation keys the cached answers. */
  index: SearchIndex;
  fts: FtsQuery;
  location: LocationScope;
  filters: AppliedFilters;
  sortBy: SortBy;
  /** Whether the words may be found in descriptions (see TextQuery.descriptions). */
  descriptions: boolean;
}

function runOf(db: Db, asked: Asked, facets: string[]): { run: SearchRun; match: string | null } {
  const { fts, location } = asked;
  const match = searchStoreOf(db).matchOf({
    terms: fts.terms,
    place: location.kind === 'text' ? placeWords(location.label) : [],
    descriptions: asked.descriptions,
  });
  const run = searchRun(db, {
    domain: asked.domain.id,
    index: asked.index,
    match,
    hasText: fts.terms.length > 0,
    terms: asked.descriptions ? null : fts.terms,
    location,
    filters: asked.filters,
    sortBy: asked.sortBy,
    facets,
    maxOptions: MAX_OPTIONS,
    maxMarkers: MAX_MARKERS,
  });
  return { run, match };
}

/** Count, filters and the page of one search, from the answer caches when fresh. */
async function answerOf(db: Db, asked: Asked, start: number): Promise<{ match: string | null; facets: Facets; positions: SearchPosition[]; cached: boolean }> {
  const { domain } = asked;
  const version = asked.index.generation;
  const { run, match } = runOf(db, asked, domain.settings.configs.pcsxConfig.searchConfig.allFilters);
  const facetKey = JSON.stringify([domain.id, match, asked.location, Object.entries(asked.filters).sort()]);
  const pageKey = JSON.stringify([facetKey, asked.sortBy, start]);
  const facets = cacheOf(facetCache, db, 500);
  const pages = cacheOf(pageCache, db, 2000);
  const facetHit = facets.get(facetKey);
  const pageHit = pages.get(pageKey);
  const settings = settingsText(domain.settings);
  const facetFresh = facetHit?.version === version && facetHit.settings === settings;
  const pageFresh = pageHit?.version === version;
  // On PostgreSQL the page's rows are read while the filter counts are written (readFacets waits for the page's
  // query to leave first): the database's round trip no longer adds to the search's time, and the process is
  // not woken for it in the middle of a busy machine's time slice. SQLite reads on this thread: nothing to overlap.
  const pageQueryFirst = !pageFresh && !facetFresh && engineOf(db) === 'postgres';
  const [pageRead, facetsRead] = await Promise.allSettled([
    pageFresh ? pageHit.positions : readPage(db, run, start, asked.fts.words),
    facetFresh ? facetHit.facets : readFacets(run, domain, pageQueryFirst),
  ]);
  // Both have finished with the run (settled): what is kept of it is its JSON and its page's positions; its
  // arrays serve the next search.
  run.release();
  if (facetsRead.status === 'rejected') throw facetsRead.reason;
  if (pageRead.status === 'rejected') throw pageRead.reason;
  const facetData = facetsRead.value;
  const positions = pageRead.value;
  if (!facetFresh) facets.set(facetKey, { version, settings, facets: facetData });
  if (!pageFresh) pages.set(pageKey, { version, positions });
  return { match, facets: facetData, positions, cached: facetFresh && pageFresh };
}

/**
 * The rows a search finds without a page or filter counts (for ways on and job alerts): in titles,
 * departments, skills and places, else in descriptions, as the search itself.
 */
export async function resultsOf(db: Db, asked: Omit<Asked, 'descriptions'>): Promise<Results> {
  const found = await runOf(db, { ...asked, descriptions: false }, []).run.results();
  if (found.count > 0 || asked.fts.terms.length === 0) return found;
  return runOf(db, { ...asked, descriptions: true }, []).run.results();
}

function filterLabel(domain: Domain, key: string, value: string): string {
  const options = domain.settings.configs.pcsxConfig.searchOptionsMap[key];
  const labelMap = options?.options?.labelMap ?? {};
  return `${options?.displayName ?? key}: ${Object.hasOwn(labelMap, value) ? labelMap[value] : value}`;
}

export async function runSearch(
  db: Db,
  domain: Domain,
  candidate: Candidate | null,
  input: SearchInput,
  index: SearchIndex,
): Promise<{ response: SearchResponse; filterDefJson: Buffer }> {
  const started = performance.now();
  const { configs } = domain.settings;
  const filters = parseFilters(input.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  const location = parseLocation(input.location, input.distanceKm, candidate?.location ?? null);
  const fts = await ftsOf(db, domain.id, input.query, index);
  const sortBy = input.sortBy ?? 'relevance';
  const asked: Asked = { domain, index, fts, location, filters, sortBy, descriptions: false };
  let found = await answerOf(db, asked, input.start);
  // Descriptions are searched only when titles, departments, skills and places hold nothing.
  if (found.facets.count === 0 && fts.terms.length > 0) found = await answerOf(db, { ...asked, descriptions: true }, input.start);

  const ways =
    found.facets.count === 0
      ? await waysOn({
          query: input.query,
          location: input.location,
          scope: location,
          filters,
          filterLabel: (key, value) => filterLabel(domain, key, value),
          vocabulary: await vocabularyOf(db, domain.id, index),
          count: async (params) => {
            let scope: LocationScope;
            try {
              scope = parseLocation(params.location, input.distanceKm, candidate?.location ?? null);
            } catch {
              return 0;
            }
            const words = await ftsOf(db, domain.id, params.query, index);
            return (await resultsOf(db, { domain, index, fts: words, location: scope, filters: params.filters, sortBy })).count;
          },
          markersAnywhere: async () => (await resultsOf(db, { domain, index, fts, location: { kind: 'none' }, filters, sortBy })).markers,
        })
      : [];

  const { facets: facetData, positions } = found;
  const saved = await savedIds(db, candidate, positions.map((p) => p.id));
  const response: SearchResponse = {
    count: facetData.count,
    positions: positions.map((p) => ({ ...p, positionUserActions: { isSaved: saved.has(p.id) } })),
    // Made from the JSON only when read: the HTTP answer writes filterDefJson instead.
    get filterDef() {
      return filterDefOf(facetData);
    },
    sortBy,
    appliedFilters: filters,
    debug: { debugData: { match: found.match, cached: found.cached, tookMs: Math.round((performance.now() - started) * 100) / 100 } },
    savedSearchMetadata: await savedSearchMetadata(db, domain, candidate, { query: input.query, location: input.location, filters }),
    resultsMetaData: { start: input.start, pageSize: PAGE_SIZE, query: input.query, location, corrections: fts.corrections, waysOn: ways },
  };
  return { response, filterDefJson: facetData.filterDefJson };
}
