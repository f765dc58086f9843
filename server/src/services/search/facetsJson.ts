import type { RankedFacets } from './searchResults';
import { MARKER_FILTERS } from './filters';
import type { Groups } from './searchIndex';

/** What the answer's filters are labelled with: the company's `searchConfig.allFilters` and `searchOptionsMap`. */
export interface FacetLabels {
  allFilters: readonly string[];
  optionsMap: Readonly<Record<string, { displayName?: string; options?: { labelMap?: Readonly<Record<string, unknown>> } } | undefined>>;
}

/**
 * The answer's `filterDef` as JSON, `{"allFilters":[{"filterName":…,"displayName":…,"options":[{"label":…,
 * "value":…,"count":…}, …]}, …]}`: the company's filters in its order, each option labelled from its
 * labelMap, else by place (MIN(location_name)), else by its value; then the map markers, not remote and
 * remote (spec §3 Map marker: label = count, value = 'location:::lat,lng').
 *
 * The same text JSON.stringify makes of those objects, written as bytes straight from the search's codes
 * and counts: with hundreds of places and up to 2,000 markers, the objects (an option and a count per
 * entry, a label, a value) were some 200 KB of garbage per search, and that garbage most of the
 * collector's work (its pauses were the slowest runs of otherwise fast searches). Each value's quoted
 * JSON is encoded once per index column. Synchronous from start to end: one output buffer serves every search.
 * Returns the JSON as UTF-8 bytes.
 */
export function facetsJson(ranked: RankedFacets, labels: FacetLabels): Buffer {
  const out = writer;
  out.at = 0;
  out.ascii('{"allFilters":[');
  let first = true;
  const byKey = new Map<string, RankedFacets['options'][number]>();
  for (const options of ranked.options) byKey.set(options.key, options);
  for (const key of labels.allFilters) {
    if (!first) out.byte(COMMA);
    first = false;
    const described = labels.optionsMap[key];
    out.ascii('{"filterName":');
    out.json(key);
    out.ascii(',"displayName":');
    out.json(described?.displayName ?? key);
    out.ascii(',"options":[');
    const options = byKey.get(key);
    if (options) writeOptions(out, options, described?.options?.labelMap ?? {}, ranked.groups);
    out.ascii(']}');
  }
  for (const [index, name] of MARKER_FILTERS.entries()) {
    if (!first) out.byte(COMMA);
    first = false;
    out.ascii('{"filterName":');
    out.json(name);
    out.ascii(',"displayName":');
    out.json(name);
    out.ascii(',"options":[');
    writeMarkers(out, ranked, index === 1 ? 1 : 0);
    out.ascii(']}');
  }
  out.ascii(']}');
  // Kept as UTF-8 bytes, copied out of the shared buffer: the answer is bytes. As a string (tried, README,
  // The slow 1-3 %) it was 80 KB more of the JS heap per search, whose quick collections then ran 70 % more
  // often and promoted enough to bring the full collections as soon as before.
  return Buffer.from(out.buf.subarray(0, out.at));
}

function writeOptions(out: Writer, { values, codes, counts, minPlace }: RankedFacets['options'][number], labelMap: Readonly<Record<string, unknown>>, groups: Groups): void {
  const valueJson = encodedOf(values, true);
  const places = groups.place.values;
  const placeJson = minPlace ? encodedOf(places, false) : null;
  const mapped = Object.keys(labelMap).length > 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (i > 0) out.byte(COMMA);
    out.ascii('{"label":');
    // (labelMap[value] when given) ?? place label ?? value, as the objects were labelled.
    const label = mapped && Object.hasOwn(labelMap, values[code] as string) ? labelMap[values[code] as string] : null;
    if (label !== null && label !== undefined) out.json(label);
    else if (minPlace && placeJson && places[minPlace[code] as number] != null) out.encoded(placeJson, minPlace[code] as number, 0);
    else out.encoded(valueJson, code, 0);
    out.ascii(',"value":');
    out.encoded(valueJson, code, 0);
    out.ascii(',"count":');
    out.int(counts[code] as number);
    out.byte(BRACE_CLOSE);
  }
}

function writeMarkers(out: Writer, { markers, markerCounts, markerPlace, groups }: RankedFacets, remote: number): void {
  const placeJson = encodedOf(groups.place.values, false);
  const spots = spotsOf(groups.markers);
  let any = false;
  for (let i = 0; i < markers.length; i++) {
    const code = markers[i] as number;
    if ((groups.markers[code] as Groups['markers'][number]).isRemote !== remote) continue;
    if (any) out.byte(COMMA);
    any = true;
    const count = markerCounts[code] as number;
    out.ascii('{"label":"');
    out.int(count);
    out.ascii('","value":');
    const place = markerPlace[code] as number;
    if (typeof groups.place.values[place] === 'string') {
      // `"<place>:::<lat>,<lng>"`: the place's quoted JSON without its closing quote, then the spot's.
      out.encoded(placeJson, place, 1);
      out.encoded(spots, code, 0);
    } else {
      const { lat, lng } = groups.markers[code] as Groups['markers'][number];
      out.json(`${groups.place.values[place]}:::${lat},${lng}`);
    }
    out.ascii(',"count":');
    out.int(count);
    out.byte(BRACE_CLOSE);
  }
}

/** Quoted JSON texts, UTF-8: text i is bytes[starts[i] .. starts[i + 1]). */
interface Encoded {
  bytes: Uint8Array;
  starts: Int32Array;
}

function encode(texts: string[]): Encoded {
  const parts = texts.map((text) => Buffer.from(text, 'utf8'));
  const starts = new Int32Array(parts.length + 1);
  for (let i = 0; i < parts.length; i++) starts[i + 1] = (starts[i] as number) + (parts[i] as Buffer).length;
  return { bytes: Buffer.concat(parts), starts };
}

// Per column of an index (kept as long as the index): values as JSON strings (String(value)), or as they are (place labels).
const asStrings = new WeakMap<object, Encoded>();
const asValues = new WeakMap<object, Encoded>();

function encodedOf(values: ReadonlyArray<string | number>, stringify: boolean): Encoded {
  const cache = stringify ? asStrings : asValues;
  let found = cache.get(values);
  if (!found) {
    found = encode(values.map((value) => JSON.stringify(stringify ? String(value) : value) ?? 'null'));
    cache.set(values, found);
  }
  return found;
}

// Per index: each marker's `:::<lat>,<lng>"` (numbers need no escaping).
const spotCache = new WeakMap<object, Encoded>();

function spotsOf(markers: Groups['markers']): Encoded {
  let found = spotCache.get(markers);
  if (!found) {
    found = encode(markers.map(({ lat, lng }) => `:::${lat},${lng}"`));
    spotCache.set(markers, found);
  }
  return found;
}

const COMMA = 0x2c;
const BRACE_CLOSE = 0x7d;

/** A growing byte buffer, reused by every search (facetsJson runs without an await). */
class Writer {
  buf = Buffer.allocUnsafeSlow(1 << 16);
  at = 0;

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buf.length * 2, this.at + n));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.at++] = b;
  }

  /** A constant of the format (ASCII only). */
  ascii(text: string): void {
    this.room(text.length);
    const buf = this.buf;
    let at = this.at;
    for (let i = 0; i < text.length; i++) buf[at++] = text.charCodeAt(i);
    this.at = at;
  }

  /** Any value as JSON.stringify writes it (labels of the company's settings: few). */
  json(value: unknown): void {
    const text = JSON.stringify(value) ?? 'null';
    this.room(Buffer.byteLength(text, 'utf8'));
    this.at += this.buf.write(text, this.at, 'utf8');
  }

  /** Text `i` of `encoded`, less its last `trim` bytes. */
  encoded({ bytes, starts }: Encoded, i: number, trim: number): void {
    const from = starts[i] as number;
    const to = (starts[i + 1] as number) - trim;
    this.room(to - from);
    const buf = this.buf;
    let at = this.at;
    for (let k = from; k < to; k++) buf[at++] = bytes[k] as number;
    this.at = at;
  }

  /** A count: a whole number from 0. */
  int(n: number): void {
    this.room(10);
    const buf = this.buf;
    let digits = 1;
    for (let v = n; v >= 10; v = Math.floor(v / 10)) digits += 1;
    let at = this.at + digits;
    this.at = at;
    let v = n;
    do {
      buf[--at] = 0x30 + (v % 10);
      v = Math.floor(v / 10);
    } while (v > 0);
  }
}

const writer = new Writer();
