import type { AppliedFilters, LocationScope, WayOn } from '@careers/shared/contracts/search';
import { editDistance } from './ftsQuery';
import { CITY_NAMES, normalPlace } from './gazetteer';
import type { MarkerCount } from './searchResults';
import { wordsOf, type Vocabulary } from './vocabulary';

/** At most this many ways on are sent (the contract's bound). */
const MAX_WAYS = 8;
/** At most this many other searches are run to find them: a search that found nothing stays cheap. */
const MAX_TRIES = 12;
const MAX_PLACES = 3;
const MAX_TITLES = 3;

/**
 * Titles for jargon no demo position uses: what a seeker typing it may be after. Only titles the
 * company has jobs under are offered (each is counted first).
 */
const RELATED_TITLES: Readonly<Record<string, readonly string[]>> = {
  devops: ['Site Reliability Engineer', 'Platform Engineer', 'Infrastructure Engineer'],
  sysops: ['Systems Administrator', 'Site Reliability Engineer'],
  cloud: ['Cloud Security Engineer', 'Platform Engineer', 'Infrastructure Engineer'],
  programmer: ['Software Engineer', 'Developer'],
  coder: ['Software Engineer', 'Developer'],
  webdev: ['Frontend Developer', 'Full-Stack Developer'],
  tester: ['Software Engineer', 'Support Engineer'],
  lawyer: ['Counsel', 'Paralegal'],
  attorney: ['Counsel', 'Paralegal'],
  bookkeeper: ['Accountant', 'Payroll Specialist'],
  salesperson: ['Account Executive', 'Sales Development Representative'],
  helpdesk: ['IT Support Specialist', 'Support Specialist'],
  statistician: ['Data Scientist', 'Analyst'],
};

/** One search a way on would run, as the search URL carries it. */
interface WayParams {
  query: string;
  location: string;
  filters: AppliedFilters;
}

export interface WaysOnInput {
  query: string;
  location: string;
  scope: LocationScope;
  filters: AppliedFilters;
  /** Display names and option labels of the company's filters. */
  filterLabel: (key: string, value: string) => string;
  vocabulary: Vocabulary;
  /** How many jobs a search finds (runs it without a page). */
  count: (params: WayParams) => Promise<number>;
  /** Where the search's words find jobs anywhere (its markers without place), for nearby places. */
  markersAnywhere: () => Promise<MarkerCount[]>;
}

const RADIUS_KM = 6371;
function kmBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The city of a "City, Region, Country" location name. */
const cityOf = (locationName: string) => locationName.split(',')[0]?.trim() ?? locationName;

/** Places with jobs for the search's words, nearest to the searched point (or area) first. */
async function nearbyPlaces(input: WaysOnInput): Promise<string[]> {
  const { scope } = input;
  const centre =
    scope.kind === 'near' ? { lat: scope.lat, lng: scope.lng } : scope.kind === 'box' ? { lat: (scope.south + scope.north) / 2, lng: (scope.west + scope.east) / 2 } : null;
  if (scope.kind === 'text') {
    // An unknown place: cities spelt alike ("Muncih", "Lisbonn").
    const typed = normalPlace(scope.label);
    const max = typed.length >= 8 ? 2 : 1;
    const alike = CITY_NAMES.filter((name) => editDistance(typed, normalPlace(name), max) <= max);
    const markers = await input.markersAnywhere();
    return alike.flatMap((name) => markers.filter((m) => cityOf(m.location) === name).slice(0, 1).map((m) => m.location));
  }
  if (!centre) return [];
  const byPlace = new Map<string, number>();
  for (const m of await input.markersAnywhere()) {
    if (m.is_remote === 1 && scope.kind === 'near') continue;
    const km = kmBetween(centre.lat, centre.lng, m.lat, m.lng);
    if (!byPlace.has(m.location) || (byPlace.get(m.location) as number) > km) byPlace.set(m.location, km);
  }
  return [...byPlace].sort((a, b) => a[1] - b[1]).map(([place]) => place);
}

/** Titles related to the query: for jargon the positions do not use, and the query's own words one by one. */
function relatedQueries(query: string, vocabulary: Vocabulary): Array<{ query: string; label: string }> {
  const words = wordsOf(query);
  const found: Array<{ query: string; label: string }> = [];
  for (const word of words) for (const title of RELATED_TITLES[word] ?? []) found.push({ query: title, label: title });
  // "Senior nurse engineer": the same search without each word the positions never use.
  if (words.length > 1) {
    for (const word of words) {
      if (vocabulary.words.has(word)) continue;
      const rest = words.filter((w) => w !== word).join(' ');
      found.push({ query: rest, label: rest });
    }
  }
  return found;
}

/**
 * Ways on from a search that found nothing (spec: a dead end is no answer): other searches that do
 * find jobs, best first: a related title or the query without an unknown word, the same search
 * without one filter value, nearby or similarly named places, remote jobs, anywhere, and the jobs
 * without the words. Each is counted by running it (at most MAX_TRIES searches), and only those
 * finding jobs are offered.
 */
export async function waysOn(input: WaysOnInput): Promise<WayOn[]> {
  const { query, location, filters, scope } = input;
  const candidates: Array<Omit<WayOn, 'count'>> = [];
  for (const related of relatedQueries(query, input.vocabulary).slice(0, MAX_TITLES)) {
    candidates.push({ kind: 'query', label: related.label, params: { query: related.query, location, filters } });
  }
  for (const [key, values] of Object.entries(filters)) {
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const without: AppliedFilters = { ...filters };
      if (rest.length) without[key] = rest;
      else delete without[key];
      candidates.push({ kind: 'drop_filter', label: input.filterLabel(key, value), params: { query, location, filters: without } });
    }
  }
  if (scope.kind !== 'none') {
    for (const place of (await nearbyPlaces(input)).slice(0, MAX_PLACES)) {
      candidates.push({ kind: 'place', label: cityOf(place), params: { query, location: place, filters } });
    }
    if (scope.kind !== 'remote') candidates.push({ kind: 'remote', label: 'Remote', params: { query, location: 'remote', filters } });
    candidates.push({ kind: 'drop_location', label: 'Anywhere', params: { query, location: '', filters } });
  }
  if (wordsOf(query).length > 0) candidates.push({ kind: 'query', label: 'All jobs', params: { query: '', location, filters } });

  const ways: WayOn[] = [];
  const seen = new Set<string>();
  let tries = 0;
  for (const candidate of candidates) {
    if (ways.length >= MAX_WAYS || tries >= MAX_TRIES) break;
    const key = JSON.stringify(candidate.params);
    if (seen.has(key)) continue;
    seen.add(key);
    tries += 1;
    const count = await input.count(candidate.params);
    if (count > 0) ways.push({ ...candidate, count });
  }
  return ways;
}
