import type { Db } from '../../db/database';
import { searchStoreOf, type IndexGroupRow, type IndexRows } from './store/searchStore';

/**
 * The columns a search filters, counts and groups by, for every open position of one company, as
 * typed arrays in memory. Counting the options of five filters and the map markers for 100,000
 * positions is then one pass over arrays (a few milliseconds) instead of one GROUP BY per filter
 * over the table (tens of milliseconds each). Built once per search_version, like the vocabulary, and
 * again when a position's valid_through passes (searchIndexAt).
 *
 * Positions sharing every single-valued column (department, type, place, remoteness) form a
 * group: some 20,000 groups at 100,000 positions. Places, filters and counts are worked out per
 * group, and only the text match and the skills per position.
 */
export interface SearchIndex {
  /** The company's search_version the rows were read at. */
  version: number;
  /**
   * Names what the index lists, for the answer caches: its version and how many positions had expired
   * (valid_through passed, not archived) when it was read. An expiry changes no row, so the version
   * alone would keep answers listing a closed position (see searchIndexAt).
   */
  generation: number;
  /** The window in which the index lists exactly the open positions: openFrom <= now < openUntil (ms). */
  openFrom: number;
  openUntil: number;
  /** Number of open positions. Rows are numbered newest first (posted_at DESC, id DESC). */
  size: number;
  ids: Int32Array;
  /** Group of each row. */
  group: Uint32Array;
  groups: Groups;
  /** Skills of each row. */
  skill: ListColumn;
  /** Title of each row (codes per row, not per group: titles would split groups into single rows). */
  title: Column;
  /** Row of each position id from `firstId` on; -1 for archived positions and other companies'. */
  rowById: Int32Array;
  firstId: number;
}

export interface Groups {
  count: number;
  /** Rows per group. */
  size: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** is_remote = 1. */
  isRemote: Uint8Array;
  department: Column;
  employment_type: Column;
  city: Column;
  country: Column;
  is_remote: Column;
  /** location_name: the smallest code among groups is their MIN(location_name). */
  place: Column;
  /** Map marker of each group: groups with the same lat, lng and is_remote share one. */
  marker: Uint32Array;
  markers: Array<{ lat: number; lng: number; isRemote: number }>;
}

/** One value per group, as a code into `values`. */
export interface Column {
  /** Distinct values in SQLite's order (numbers before text, text by UTF-8 bytes), so code order is ORDER BY order. */
  values: Array<string | number>;
  codes: Uint32Array;
}

/** Any number of values per row: row r has codes[starts[r] .. starts[r + 1]). */
export interface ListColumn {
  values: string[];
  starts: Int32Array;
  codes: Uint32Array;
}

/** The row of a position id in the index, or -1 when it is not a live position of the company. */
export function rowOf(index: SearchIndex, id: number): number {
  const at = id - index.firstId;
  return at >= 0 && at < index.rowById.length ? (index.rowById[at] as number) : -1;
}

/** The ids of some rows, ascending: SQLite builds its lookup table for an IN list faster from sorted ids. */
export function idList(index: SearchIndex, rows: Int32Array): number[] {
  return Array.from(Int32Array.from(rows, (row) => index.ids[row] as number).sort());
}

/**
 * SQLite's BINARY order (and PostgreSQL's "C"): UTF-8 bytes, which is code point order (JS `<`
 * compares UTF-16 units). Values are put in this order here, whatever order the engine handed them in.
 */
export function compareSqlValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' || typeof b === 'number') {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return typeof a === 'number' ? -1 : 1;
  }
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** Gives each distinct value a code in order of appearance, then renumbers them in SQLite's order. */
class Interner {
  private readonly codes = new Map<string | number, number>();
  private readonly seen: Array<string | number> = [];

  code(value: string | number): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.seen.length;
      this.codes.set(value, code);
      this.seen.push(value);
    }
    return code;
  }

  /** Renumbers `codes` in place; returns the values in their new order. */
  finish(codes: Uint32Array): Array<string | number> {
    const order = this.seen.map((_, i) => i).sort((x, y) => compareSqlValues(this.seen[x] as string | number, this.seen[y] as string | number));
    const renumber = new Uint32Array(order.length);
    order.forEach((old, at) => (renumber[old] = at));
    for (let r = 0; r < codes.length; r++) codes[r] = renumber[codes[r] as number] as number;
    return order.map((old) => this.seen[old] as string | number);
  }
}

function readGroups(found: IndexGroupRow[], rowById: Int32Array, firstId: number, group: Uint32Array): Groups {
  const count = found.length;
  const size = new Int32Array(count);
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const isRemote = new Uint8Array(count);
  const interners = Array.from({ length: 6 }, () => new Interner());
  const codes = interners.map(() => new Uint32Array(count));
  const marker = new Uint32Array(count);
  const markerKeys = new Map<string, number>();
  const markers: Groups['markers'] = [];
  found.forEach(({ department, employment_type: type, city, country, is_remote: remote, lat: y, lng: x, location_name: place, ids: members }, g) => {
    [department, type, city, country, remote, place].forEach((value, c) => ((codes[c] as Uint32Array)[g] = (interners[c] as Interner).code(value)));
    lat[g] = y;
    lng[g] = x;
    isRemote[g] = remote === 1 ? 1 : 0;
    // GROUP BY lat, lng, is_remote: String(-0) is "0", as SQLite groups -0.0 with 0.0.
    const key = `${y},${x},${remote}`;
    let m = markerKeys.get(key);
    if (m === undefined) {
      m = markers.length;
      markerKeys.set(key, m);
      markers.push({ lat: y, lng: x, isRemote: remote });
    }
    marker[g] = m;
    forEachId(members, (id) => {
      const row = rowById[id - firstId] ?? -1;
      if (row < 0) return;
      group[row] = g;
      size[g] = (size[g] as number) + 1;
    });
  });
  const column = (c: number): Column => ({ values: (interners[c] as Interner).finish(codes[c] as Uint32Array), codes: codes[c] as Uint32Array });
  return {
    count,
    size,
    lat,
    lng,
    isRemote,
    department: column(0),
    employment_type: column(1),
    city: column(2),
    country: column(3),
    is_remote: column(4),
    place: column(5),
    marker,
    markers,
  };
}

// A generation is version * EXPIRED_SLOTS + the number of expired positions: exact in a double up to
// 2^31 versions of a company with up to 4 million positions expired at once.
const EXPIRED_SLOTS = 2 ** 22;

function build(rows: IndexRows): SearchIndex {
  const expired = new Set<number>();
  forEachId(rows.expiredIds ?? '', (id) => expired.add(id));
  const ids = expired.size ? idsOf(rows.order).filter((id) => !expired.has(id)) : idsOf(rows.order);
  const size = ids.length;
  let firstId = size ? Infinity : 0;
  let lastId = size ? -Infinity : -1;
  for (const id of ids) {
    if (id < firstId) firstId = id;
    if (id > lastId) lastId = id;
  }
  const rowById = new Int32Array(lastId - firstId + 1).fill(-1);
  ids.forEach((id, row) => (rowById[id - firstId] = row));
  const group = new Uint32Array(size);
  // An expired position's row is -1 like an archived one's: titles and skills skip it as they are read, and
  // groups left with no open position are not groups.
  const groups = readGroups(expired.size ? rows.groups.filter((g) => hasRow(g.ids, rowById, firstId)) : rows.groups, rowById, firstId, group);
  const index: SearchIndex = {
    version: rows.version,
    generation: rows.version * EXPIRED_SLOTS + expired.size,
    openFrom: rows.expiredThrough ? Date.parse(rows.expiredThrough) : -Infinity,
    openUntil: rows.nextExpiry ? Date.parse(rows.nextExpiry) : Infinity,
    size,
    ids,
    group,
    groups,
    skill: { values: [], starts: new Int32Array(size + 1), codes: new Uint32Array(0) },
    title: { values: [], codes: new Uint32Array(size) },
    rowById,
    firstId,
  };
  index.skill = readSkills(rows.skills, index);
  index.title = readTitles(rows.titles, index);
  return index;
}

/** For tests that rank or count over an index of their own, without a database. */
export { build as buildSearchIndex };

/** Whether any of the ids ("9,5,1") has a row. */
function hasRow(list: string, rowById: Int32Array, firstId: number): boolean {
  let found = false;
  forEachId(list, (id) => {
    if ((rowById[id - firstId] ?? -1) >= 0) found = true;
  });
  return found;
}

/** "9,5,1" as numbers, in their order. */
function idsOf(list: string): Int32Array {
  let count = list.length ? 1 : 0;
  for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44) count += 1;
  const ids = new Int32Array(count);
  let at = 0;
  forEachId(list, (id) => (ids[at++] = id));
  return ids;
}

/** Decimal ids separated by commas (group_concat), without allocating a string per id. */
export function forEachId(list: string, visit: (id: number) => void): void {
  let value = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      visit(value);
      value = 0;
    } else value = value * 10 + (c - 48);
  }
  if (list.length > 0) visit(value);
}

// One row per title with the ids of its positions: a few thousand rows at 100,000 positions.
function readTitles(found: IndexRows['titles'], index: SearchIndex): Column {
  const interner = new Interner();
  const codes = new Uint32Array(index.size);
  for (const { title, ids } of found) {
    const code = interner.code(title);
    forEachId(ids, (id) => {
      const row = rowOf(index, id);
      if (row >= 0) codes[row] = code;
    });
  }
  return { values: interner.finish(codes), codes };
}

// One row per skill with the ids of its positions: a few hundred rows instead of half a million.
function readSkills(found: IndexRows['skills'], index: SearchIndex): ListColumn {
  const groups = [...found].sort((a, b) => compareSqlValues(a.skill, b.skill));
  const starts = new Int32Array(index.size + 1);
  for (const { ids } of groups) {
    forEachId(ids, (id) => {
      const row = rowOf(index, id);
      if (row >= 0) starts[row + 1] = (starts[row + 1] as number) + 1;
    });
  }
  for (let r = 0; r < index.size; r++) starts[r + 1] = (starts[r + 1] as number) + (starts[r] as number);
  const codes = new Uint32Array(starts[index.size] as number);
  const fill = starts.slice(0, index.size);
  // Groups are in skill order, so each row's codes end up sorted too.
  groups.forEach(({ ids }, code) => {
    forEachId(ids, (id) => {
      const row = rowOf(index, id);
      if (row >= 0) {
        codes[fill[row] as number] = code;
        fill[row] = (fill[row] as number) + 1;
      }
    });
  });
  return { values: groups.map((g) => g.skill), starts, codes };
}

// Per database and company: the newest index, or the build under way (concurrent searches of a
// changed company wait for one build instead of each starting its own). `ready` once built: most searches
// (cached answers) then take it without waiting on a promise.
interface Entry {
  version: number;
  index: Promise<SearchIndex>;
  ready: SearchIndex | null;
}
const cache = new WeakMap<Db, Map<string, Entry>>();

/** Whether `index` lists the positions open at `now`: no position expired since it was read, and the clock is not before that. */
function holdsAt(index: SearchIndex, now: number): boolean {
  return index.openFrom <= now && now < index.openUntil;
}

function startBuild(db: Db, perDomain: Map<string, Entry>, domain: string, version: number, now: number): Promise<SearchIndex> {
  const entry: Entry = { version, index: searchStoreOf(db).readIndex(domain, new Date(now).toISOString()).then(build), ready: null };
  perDomain.set(domain, entry);
  entry.index.then(
    (index) => {
      // Rows may have been read at a newer version than asked for: searches at that one need no build.
      entry.version = index.version;
      entry.ready = index;
    },
    () => perDomain.get(domain) === entry && perDomain.delete(domain),
  );
  return entry.index;
}

/**
 * The index of the company's open positions at `now` (ms, the server's clock), at search_version
 * `version` or newer: built now if positions changed since the last one, here or through any other process
 * or instance (search_version tells), or if one of them expired since (its valid_through passed: no row
 * changes, so the version does not tell; the index knows its next expiry). Its `generation` keys every
 * cached answer, so an expired position leaves the answers at once too.
 */
export function searchIndexAt(db: Db, domain: string, version: number, now: number): SearchIndex | Promise<SearchIndex> {
  const ready = cache.get(db)?.get(domain)?.ready;
  if (ready && ready.version >= version && holdsAt(ready, now)) return ready;
  return indexAt(db, domain, version, now);
}

async function indexAt(db: Db, domain: string, version: number, now: number): Promise<SearchIndex> {
  let perDomain = cache.get(db);
  if (!perDomain) {
    perDomain = new Map();
    cache.set(db, perDomain);
  }
  for (;;) {
    const hit = perDomain.get(domain);
    if (!hit || hit.version < version) return startBuild(db, perDomain, domain, version, now);
    const index = await hit.index;
    if (holdsAt(index, now)) return index;
    // Another search may have started the next build while this one waited: wait for that one instead.
    if (perDomain.get(domain) === hit) return startBuild(db, perDomain, domain, version, now);
  }
}
