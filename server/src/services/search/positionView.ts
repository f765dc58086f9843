import type { SearchPosition } from '@careers/shared/contracts/search';

/** The columns of `positions` a search result shows. */
export interface PositionRow {
  id: number;
  title: string;
  department: string;
  description: string;
  skills_json: string;
  employment_type: string;
  location_name: string;
  city: string;
  region: string | null;
  country: string;
  lat: number;
  lng: number;
  is_remote: number;
  posted_at: string;
  archived_at: string | null;
}

export const POSITION_COLUMNS = [
  'id', 'title', 'department', 'description', 'skills_json', 'employment_type', 'location_name', 'city', 'region', 'country', 'lat', 'lng',
  'is_remote', 'posted_at', 'archived_at',
] as const satisfies ReadonlyArray<keyof PositionRow>;

const SNIPPET_LENGTH = 180;

/** The description with runs of spaces and lone dashes made one space, trimmed: what a snippet is cut from. */
const flatOf = (text: string) => text.replace(/\s+/g, ' ').replace(/ - /g, ' ').trim();

const wordPattern = (word: string, flags: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[^\p{L}\p{N}]/gu, '')}`, flags);

/**
 * About SNIPPET_LENGTH characters of the description around the first searched word, cut at word
 * boundaries; the start of the description when no word is found.
 */
export function snippetOf(description: string, words: string[]): string {
  return snippetOfPrefix(description, words) ?? snippetIn(flatOf(description), words);
}

function snippetIn(flat: string, words: string[]): string {
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const lower = flat.toLowerCase();
  const at = firstWordAt(lower, words);
  let begin = at < 0 ? 0 : Math.max(0, at - 40);
  if (begin > 0) begin = flat.indexOf(' ', begin) + 1;
  let end = Math.min(flat.length, begin + SNIPPET_LENGTH);
  if (end < flat.length) end = flat.lastIndexOf(' ', end);
  return `${begin > 0 ? '…' : ''}${flat.slice(begin, end)}${end < flat.length ? '…' : ''}`;
}

// Letters that search differently case-blind than lowercased: 'İ' lowercases to two letters, and a
// case-blind search takes 'ſ' for 's' and 'K' (Kelvin) for 'k' (lowercasing also turns the Kelvin sign into 'k').
const CASE_APART = /[\u0130\u017f\u212a]/;
const ASCII_WORD = /^[a-z0-9]*$/;
const ALNUM = /[a-zA-Z0-9]/;

/**
 * The same snippet, flattening only the start of the description up to a little past the first word:
 * descriptions run to several KB, and flattening and lowercasing each whole was a fifth of a search's
 * garbage. Only for words of lowercase ASCII letters and digits and descriptions without the letters of
 * CASE_APART (there a case-blind search of the description finds a word where the lowercased flat text
 * has it first: flattening changes only spaces and dashes), and cut between two ASCII letters or digits
 * (so the flat start is the flat text's start); null otherwise, or when the start is too short to tell.
 */
function snippetOfPrefix(description: string, words: string[]): string | null {
  if (description.length < 4 * SNIPPET_LENGTH || CASE_APART.test(description)) return null;
  let first = -1;
  for (const word of words) {
    if (!ASCII_WORD.test(word.replace(/[^\p{L}\p{N}]/gu, ''))) return null;
    const found = description.search(wordPattern(word, 'iu'));
    if (found >= 0 && (first < 0 || found < first)) first = found;
  }
  let cut = Math.max(0, first) + 2 * SNIPPET_LENGTH;
  while (cut < description.length && !(ALNUM.test(description[cut - 1] as string) && ALNUM.test(description[cut] as string))) cut += 1;
  if (cut >= description.length) return null;
  const flat = flatOf(description.slice(0, cut));
  const lower = flat.toLowerCase();
  const at = firstWordAt(lower, words);
  let begin = at < 0 ? 0 : Math.max(0, at - 40);
  if (begin > 0) {
    const space = flat.indexOf(' ', begin);
    // The space may lie past this start: the whole text decides.
    if (space < 0) return null;
    begin = space + 1;
  }
  // The flat text goes on past this start: the snippet must end inside it.
  if (begin + SNIPPET_LENGTH >= flat.length) return null;
  const end = flat.lastIndexOf(' ', begin + SNIPPET_LENGTH);
  return `${begin > 0 ? '…' : ''}${flat.slice(begin, end)}…`;
}

function skillsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function toSearchPosition(row: PositionRow, words: string[], distanceKm: number | null): SearchPosition {
  const position: SearchPosition = {
    id: row.id,
    name: row.title,
    department: row.department,
    location: row.location_name,
    locations: [{ name: row.location_name, city: row.city, region: row.region, country: row.country, lat: row.lat, lng: row.lng }],
    is_remote: row.is_remote === 1,
    employment_type: row.employment_type,
    posted_at: row.posted_at,
    snippet: snippetOf(row.description, words),
    skills: skillsOf(row.skills_json),
    archived_at: row.archived_at,
  };
  if (distanceKm !== null) position.distance_km = Math.round(distanceKm * 10) / 10;
  return position;
}

/** Where the first of the searched words starts in lower-cased text, or -1 when none is there. */
function firstWordAt(lower: string, words: string[]): number {
  let at = -1;
  for (const word of words) {
    const found = lower.search(wordPattern(word, 'u'));
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  return at;
}
