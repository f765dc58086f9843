import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { brotliWithEnd, precompress, precompressed } from './searchAnswerBrotli';
import { CACHE_ON, cacheOf, runSearch, settingsText, type SearchInput } from './searchPositions';
import type { LruCache } from './lruCache';
import { searchIndexAt } from './searchIndex';
import { searchVersion } from './searchVersion';
import type { SearchResponse } from '@careers/shared/contracts/search';
import type { SavedSearchMetadata } from '@careers/shared/contracts/savedSearches';

// The search answer as the HTTP route sends it: visitors' answers kept serialized (and, for clients
// that accept brotli, compressed once), so a cached search only writes its time anew. The search
// itself (caches of counts, facets and pages, the run) is searchPositions.ts.

/** An answer as UTF-8 JSON, in parts: all but `debug` (and a candidate's `savedSearchMetadata`) is the same for every visitor. */
interface Body {
  version: number;
  settings: string;
  /** `{"count":…,"positions":…,"sortBy":…,"appliedFilters":…,"debug":{"debugData":{"match":…,"cached":true,"tookMs":` */
  cachedHead: Buffer;
  /** `{"count":…,"positions":…,"sortBy":…,"appliedFilters":…,"debug":` */
  head: Buffer;
  /** `,"resultsMetaData":…,"filterDef":…}` */
  tail: Buffer;
  /** `,"savedSearchMetadata":…` as a visitor gets it: it depends only on the settings, which the body is checked against. */
  visitorMetadata: Buffer;
}

// Visitors' answers, serialized. Most searches come from visitors, and with the answer cached,
// turning 50 KB of counts and markers into JSON and UTF-8 again was most of a search's cost.
const bodyCache = new WeakMap<Db, LruCache<Body>>();

/** `{"count":…,"positions":…,"sortBy":…,"appliedFilters":…,"debug":` */
function headText({ count, positions, sortBy, appliedFilters }: SearchResponse): string {
  return `${JSON.stringify({ count, positions, sortBy, appliedFilters }).slice(0, -1)},"debug":`;
}

/** `,"resultsMetaData":…,"filterDef":` */
function beforeFilterDef(response: SearchResponse): string {
  return `,"resultsMetaData":${JSON.stringify(response.resultsMetaData)},"filterDef":`;
}

const metadataText = (metadata: SavedSearchMetadata) => `,"savedSearchMetadata":${JSON.stringify(metadata)}`;

/** `text` then `bytes` then `}`, as one Buffer: written in place, no part copied first into a Buffer of its own. */
function joined(text: string, bytes: Buffer): Buffer {
  const at = Buffer.byteLength(text);
  const out = Buffer.allocUnsafe(at + bytes.length + 1);
  out.write(text, 0);
  bytes.copy(out, at);
  out[out.length - 1] = 0x7d;
  return out;
}

function bodyOf(version: number, settings: string, response: SearchResponse, filterDefJson: Buffer, visitorMetadata: SavedSearchMetadata): Body {
  const head = headText(response);
  return {
    version,
    settings,
    cachedHead: Buffer.from(`${head}{"debugData":{"match":${JSON.stringify(response.debug.debugData.match)},"cached":true,"tookMs":`),
    head: Buffer.from(head),
    tail: joined(beforeFilterDef(response), filterDefJson),
    visitorMetadata: Buffer.from(metadataText(visitorMetadata)),
  };
}

/**
 * A search as the HTTP route has it: the request's address (path and query as sent), which names it, and its
 * parameters, read only when its answer is not cached (the route's `input()`).
 */
export interface AskedSearch {
  url: string;
  input(): SearchInput;
}

const isAsked = (search: SearchInput | AskedSearch): search is AskedSearch => 'url' in search;

// The cache key: the company and the parameters as given (the same parameters in another order are
// another key, which only costs a second entry). For the route, the address as sent: its parameters are
// a function of it, so it names the same answer, and a hit then neither reads them nor serializes them
// (JSON.stringify of the parameters was about 1 % of a cached search's CPU). A newline never occurs in the
// JSON form (JSON escapes it), so the two kinds of key never meet.
function keyOf(domain: Domain, search: SearchInput | AskedSearch): string {
  return isAsked(search) ? `${domain.id}\n${search.url}` : JSON.stringify([domain.id, search]);
}

/** The answer as JSON parts, joined by searchPositionsJson, or as brotli parts when `brotli` and a cached answer has them. */
async function answerParts(db: Db, domain: Domain, candidate: Candidate | null, search: SearchInput | AskedSearch, knownVersion: number | undefined, brotli: boolean, now: number): Promise<{ parts: Buffer[]; encoding?: 'br' }> {
  const started = performance.now();
  const key = candidate ? null : keyOf(domain, search);
  // Read on every search, cached or not (by this request, with its company, when the caller knows it):
  // another instance may have changed positions since. The index at that version knows whether a position
  // expired since it was read; its generation names both (searchIndexAt).
  const index = await searchIndexAt(db, domain.id, knownVersion ?? (await searchVersion(db, domain.id)), now);
  const version = index.generation;
  const settings = settingsText(domain.settings);
  const hit = key === null ? undefined : cacheOf(bodyCache, db, 2000).get(key);
  if (hit?.version === version && hit.settings === settings) {
    // `{"debugData":{"match":…,"cached":true,"tookMs":<ms>}}`: only the time is new (JSON.stringify writes numbers as String does).
    const tookMs = `${Math.round((performance.now() - started) * 100) / 100}`;
    if (brotli) {
      // The compressed form ends with `debug`, so the time is its last bytes: stored as they are after the
      // prefix compressed once (searchAnswerBrotli.ts), no compression work per hit. Compressed when the
      // answer is first asked again from the cache: a search made only once never pays for it.
      const prefix = precompressed(hit);
      if (prefix) return { encoding: 'br', parts: brotliWithEnd(prefix, Buffer.from(`${tookMs}}}}`, 'latin1')) };
      precompress(hit, () => cachedBrotliText(hit));
    }
    return { parts: [hit.cachedHead, Buffer.from(`${tookMs}}}`, 'latin1'), hit.visitorMetadata, hit.tail] };
  }
  const input = isAsked(search) ? search.input() : search;
  const { response, filterDefJson } = await runSearch(db, domain, candidate, input, index);
  if (key === null || !CACHE_ON) {
    // Not kept (a candidate's answer, or no cache): the same bytes as the parts below, written once into
    // the one Buffer sent (not parts joined: each part was an ArrayBuffer of its own, README, The slow 1-3 %).
    return {
      parts: [joined(`${headText(response)}${JSON.stringify(response.debug)}${metadataText(response.savedSearchMetadata)}${beforeFilterDef(response)}`, filterDefJson)],
    };
  }
  // A visitor's answer, kept: its metadata is the one runSearch made (a candidate's answer returned above).
  const body = bodyOf(version, settings, response, filterDefJson, response.savedSearchMetadata);
  cacheOf(bodyCache, db, 2000).set(key, body);
  return { parts: [body.head, Buffer.from(JSON.stringify(response.debug)), body.visitorMetadata, body.tail] };
}

// `,"debug":`, the end of Body.head.
const DEBUG_KEY = Buffer.from(',"debug":');

/**
 * A cached answer as its compressed form holds it: the same members with `debug` last, up to its time
 * (`{…,"savedSearchMetadata":…,"resultsMetaData":…,"filterDef":…,"debug":{"debugData":{…,"tookMs":`),
 * so each hit only appends `<ms>}}}`. Member order means nothing in JSON.
 */
function cachedBrotliText(body: Body): Buffer {
  return Buffer.concat([
    body.head.subarray(0, body.head.length - DEBUG_KEY.length),
    body.visitorMetadata,
    body.tail.subarray(0, body.tail.length - 1),
    DEBUG_KEY,
    body.cachedHead.subarray(body.head.length),
  ]);
}

/**
 * The same answer as JSON (the HTTP route's form), reusing serialized parts of cached answers. A
 * cached answer only gets its time written anew; the one copy left is joining the parts (sending them
 * as a stream without joining measured no better under load on a shared 2-core machine).
 */
export async function searchPositionsJson(db: Db, domain: Domain, candidate: Candidate | null, input: SearchInput, knownVersion?: number, now = Date.now()): Promise<Buffer> {
  return (await searchPositionsAnswer(db, domain, candidate, input, knownVersion, false, now)).body;
}

/**
 * As searchPositionsJson; with `brotli` (the client accepts it), a cached answer whose compressed bytes
 * are ready comes as those (`encoding: 'br'`) instead. Other answers are JSON, compressed on the fly by
 * the HTTP layer (plugins/compression.ts).
 */
export async function searchPositionsAnswer(
  db: Db,
  domain: Domain,
  candidate: Candidate | null,
  /** The parameters, or the route's request (see AskedSearch). */
  search: SearchInput | AskedSearch,
  knownVersion: number | undefined,
  brotli: boolean,
  /** The server's clock (ms): positions whose valid_through passed are closed and not found. */
  now: number,
): Promise<{ body: Buffer; encoding?: 'br' }> {
  const { parts, encoding } = await answerParts(db, domain, candidate, search, knownVersion, brotli, now);
  return { body: parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), encoding };
}
