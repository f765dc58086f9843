
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

/** A position as the search page lists it (spec §3 Position), before the visitor's own flags. */
export interface SearchPosition {
  id: number;
  name: string;
  department: string;
  location: string;
  locations: Array<{ name: string; city: string; region: string | null; country: string; lat: number; lng: number }>;
  is_remote: boolean;
  employment_type: string;
  posted_at: string;
  snippet: string;
  skills: string[];
  archived_at: string | null;
  /** Kilometres from the searched place, when the search had one. */
  distance_km?: number;
}

const SNIPPET_LENGTH = 180;

/**
 * About SNIPPET_LENGTH characters of the description around the first searched word, cut at word
 * boundaries; the start of the description when no word is found.
 */
export function snippetOf(description: string, words: string[]): string {
  const flat = description.replace(/\s+/g, ' ').replace(/ - /g, ' ').trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const lower = flat.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u'));
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  let begin = at < 0 ? 0 : Math.max(0, at - 40);
  if (begin > 0) begin = flat.indexOf(' ', begin) + 1;
  let end = Math.min(flat.length, begin + SNIPPET_LENGTH);
  if (end < flat.length) end = flat.lastIndexOf(' ', end);
  return `${begin > 0 ? '…' : ''}${flat.slice(begin, end)}${end < flat.length ? '…' : ''}`;
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

