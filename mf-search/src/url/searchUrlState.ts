// The search page's URL state (spec §2 "Search page URL state"): a pure parse/serialise pair, so
// the address is the one source of truth for what the page shows and Back/Forward restore it.
import type { SortBy } from '@careers/shared/contracts';

/** The search API's sort orders (its contract), as the address carries them. */
export type { SortBy };

/** Query parameters carried along unchanged from page to page (spec §2), plus the transport's `debug`. */
export const CARRIED_PARAMS = ['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token', 'debug'] as const;
type CarriedParam = (typeof CARRIED_PARAMS)[number];

export interface SearchUrlState {
  query: string;
  location: string;
  /** Offset of the first result (page size 10). */
  start: number;
  /** The position the visitor chose, when they chose one. */
  pid: number | null;
  sortBy: SortBy | null;
  /** Filter key → option values (keys, never display names or labels). */
  filters: Record<string, string[]>;
  tab: string | null;
  showLoginModal: boolean;
  domain: string | null;
  carried: Partial<Record<CarriedParam, string>>;
}

/** How the company names its filters: keys, display names and option labels (spec §3 Config). */
export interface FilterNaming {
  /** searchConfig.allFilters. */
  keys: readonly string[];
  /** Filter key → display name (searchOptionsMap[key].displayName). */
  displayNames: Readonly<Record<string, string>>;
  /** Filter key → option value → label (searchOptionsMap[key].options.labelMap). */
  labelMaps: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** behaviourFlags.enableCommaInFilterValues: one value per repeated parameter instead of comma lists. */
  commaInValues: boolean;
}

export const SEARCH_PATH = '/careers/search';

/** Spec §9 page size; the server pages in tens and refuses a start beyond MAX_START (400). */
export const PAGE_SIZE = 10;
const MAX_START = 10_000;
/** What the server accepts (server/src/routes/search.ts): longer input is a 400, so the address is cut to fit. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_LOCATION_LENGTH = 300;
const MAX_FILTER_VALUE_LENGTH = 200;
const MAX_FILTER_VALUES = 50;

/** The start of the last page the server serves for `count` results. */
export const lastStartOf = (count: number): number => clampStart(Math.max(0, count - 1));

/** A start the server answers: 0..MAX_START, on a page boundary (start=99999 or 15 would be a 400 or a half page). */
const clampStart = (start: number): number =>
  Math.min(MAX_START, Math.max(0, Math.floor((Number.isFinite(start) ? start : 0) / PAGE_SIZE) * PAGE_SIZE));

export const emptySearchState = (): SearchUrlState => ({
  query: '',
  location: '',
  start: 0,
  pid: null,
  sortBy: null,
  filters: {},
  tab: null,
  showLoginModal: false,
  domain: null,
  carried: {},
});

// Path segments that belong to other pages: /careers/<segment> is never a search query.
const RESERVED_FIRST_SEGMENTS = new Set(['search', 'job']);

/** '/careers/software-engineer/new_york' → ['software engineer', 'new york'] (spec §2: hyphens or underscores for spaces). */
function pathTerms(pathname: string): { query: string; location: string } {
  const segments = pathname.replace(/^\/careers\/?/, '').split('/').filter(Boolean);
  if (segments.length === 0 || RESERVED_FIRST_SEGMENTS.has(segments[0] as string)) return { query: '', location: '' };
  const words = (segment: string | undefined) => {
    if (!segment) return '';
    let text = segment;
    try {
      text = decodeURIComponent(segment);
    } catch {
      // A malformed escape is kept as typed rather than breaking the page.
    }
    return oneLineOf(text).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  };
  return { query: words(segments[0]), location: words(segments[1]) };
}

function filterKeyOf(name: string, naming: FilterNaming): string | null {
  const lower = name.toLowerCase();
  const byKey = naming.keys.find((key) => key.toLowerCase() === lower);
  if (byKey) return byKey;
  return naming.keys.find((key) => naming.displayNames[key]?.toLowerCase() === lower) ?? null;
}

function valueOf(given: string, labelMap: Readonly<Record<string, string>> | undefined): string {
  if (!labelMap || Object.hasOwn(labelMap, given)) return given;
  const lower = given.toLowerCase();
  const found = Object.entries(labelMap).find(([, label]) => label.toLowerCase() === lower);
  return found ? found[0] : given;
}

// Tabs and line breaks separate words, so a run of them reads as one space.
const LINE_BREAKS = /[\t\n\v\f\r\u0085]+/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
/**
 * The text of a one-line box (query, location) without control characters (C0, DEL, C1). A NUL from `?query=%00`
 * would otherwise be written raw into the server's HTML and shown as a box glyph after the takeover, while the
 * search reads it as no words.
 */
const oneLineOf = (text: string): string => text.replace(LINE_BREAKS, ' ').replace(CONTROLS, '');

const isSort = (value: string | null): value is SortBy => value === 'relevance' || value === 'newest';

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * Reads the search page state from a careers address (path + query string). Query parameters win
 * over the path's query and location; filters given under display names or option labels are
 * mapped back to keys; unknown filters are dropped, and sizes the server would refuse with a 400
 * (start, lengths, value counts) are brought within its limits.
 */
export function parseSearchUrl(pathAndSearch: string, naming: FilterNaming): SearchUrlState {
  const url = new URL(pathAndSearch, 'http://careers.invalid');
  const params = url.searchParams;
  const state = emptySearchState();
  const fromPath = pathTerms(url.pathname);
  state.query = oneLineOf(params.get('query') ?? fromPath.query).slice(0, MAX_QUERY_LENGTH);
  state.location = oneLineOf(params.get('location') ?? fromPath.location).slice(0, MAX_LOCATION_LENGTH);
  state.start = clampStart(Number.parseInt(params.get('start') ?? '0', 10) || 0);
  // /careers/job/private?pid= and the search page both name the position with pid.
  state.pid = positiveInt(params.get('pid'));
  const sort = params.get('sort_by');
  state.sortBy = isSort(sort) ? sort : null;
  state.tab = params.get('tab');
  const login = params.get('show_login_modal')?.toLowerCase();
  state.showLoginModal = login === '1' || login === 'true';
  state.domain = params.get('domain');
  for (const name of CARRIED_PARAMS) {
    const value = params.get(name);
    if (value !== null) state.carried[name] = value;
  }
  for (const [name, raw] of params) {
    if (!name.startsWith('filter_')) continue;
    const key = filterKeyOf(name.slice('filter_'.length), naming);
    if (!key) continue;
    const values = (naming.commaInValues ? [raw] : raw.split(','))
      .map((v) => v.trim())
      .filter((v) => v && v.length <= MAX_FILTER_VALUE_LENGTH)
      .map((v) => valueOf(v, naming.labelMaps[key]));
    const merged = [...new Set([...(state.filters[key] ?? []), ...values])].slice(0, MAX_FILTER_VALUES);
    if (merged.length) state.filters[key] = merged;
  }
  return state;
}

// Commas, colons and spaces-as-%20 stay readable in the address bar ('Map Location:::52.5,13.4').
const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3A/gi, ':');

/**
 * Writes the canonical address of a search state: always /careers/search with query parameters
 * (a path-style address is read, never written), empty values left out.
 */
export function serialiseSearchUrl(state: SearchUrlState, naming: Pick<FilterNaming, 'commaInValues'>): string {
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${encode(name)}=${encode(value)}`);
  if (state.query) add('query', state.query);
  if (state.location) add('location', state.location);
  if (state.start > 0) add('start', String(state.start));
  if (state.sortBy) add('sort_by', state.sortBy);
  for (const key of Object.keys(state.filters).sort()) {
    const values = state.filters[key] ?? [];
    if (values.length === 0) continue;
    if (naming.commaInValues) values.forEach((v) => add(`filter_${key}`, v));
    // Without the flag a comma separates values, so a comma inside one is not representable.
    else add(`filter_${key}`, values.join(','));
  }
  if (state.pid !== null) add('pid', String(state.pid));
  if (state.tab !== null) add('tab', state.tab);
  if (state.showLoginModal) add('show_login_modal', '1');
  if (state.domain !== null) add('domain', state.domain);
  for (const name of CARRIED_PARAMS) {
    const value = state.carried[name];
    if (value !== undefined) add(name, value);
  }
  return parts.length ? `${SEARCH_PATH}?${parts.join('&')}` : SEARCH_PATH;
}

/** The part of the state that names one result set: what the results cache is keyed by (spec §4 Search). */
export function resultsKeyOf(state: SearchUrlState): string {
  const filters = Object.keys(state.filters)
    .sort()
    .map((key) => [key, [...(state.filters[key] ?? [])].sort()]);
  return JSON.stringify([state.query, state.location, state.start, state.sortBy ?? 'relevance', filters]);
}
