import type { RawRow, RowProblem } from './importFile';

// The columns of an import file (CSV header, or JSON keys), one format for both. Rules, row by row:
// an open position needs everything a job page and search show; a closed one only its external id.

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY'] as const;
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const COLUMNS = [
  'external_id', 'status', 'title', 'department', 'description', 'employment_type', 'skills',
  'city', 'region', 'country', 'location_name', 'lat', 'lng', 'remote',
  'salary_min', 'salary_max', 'salary_currency', 'posted_at', 'valid_through',
] as const;
const KNOWN = new Set<string>(COLUMNS);

const MAX = { external_id: 100, title: 200, department: 100, description: 20_000, city: 100, region: 100, location_name: 300, skill: 60, skills: 50 } as const;

/** What an open row sets on its position. */
export interface OpenPosition {
  title: string;
  department: string;
  description: string;
  skills_json: string;
  employment_type: EmploymentType;
  location_name: string;
  city: string;
  region: string | null;
  country: string;
  lat: number;
  lng: number;
  is_remote: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  /** Null: the import's time for a new position, unchanged for a known one. */
  posted_at: string | null;
  valid_through: string | null;
}

export type PositionRow =
  | { line: number; externalId: string; status: 'open'; position: OpenPosition }
  | { line: number; externalId: string; status: 'closed' };

/** What checking needs to know about the company and the moment. */
export interface RowRules {
  /** The company's departments; null when it has declared none (any name is then accepted). */
  departments: ReadonlySet<string> | null;
  now: Date;
}

const text = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
};

// Control characters have no place in a job ad: a description may break lines and hold tabs (a line
// break may be CR LF), every other field (ids, title, city …) is one line of plain text.
// Unicode's invisible format characters (category Cf: bidirectional overrides such as U+202E that
// show a title reversed, zero-width spaces and joiners, U+2060, U+FEFF …) and its line and paragraph
// separators (U+2028, U+2029) are refused everywhere too: they make a title look unlike what it
// says, or break it in one view and not in another. A job title needs none of them; the price is
// that an emoji built with a zero-width joiner (U+200D) is refused as well (README "The file").
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}]|\r(?!\n)/u;
const CONTROL_IN_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

// Characters that are not format characters yet show nothing, so a title of them looks blank, or
// two ids that look the same differ: Unicode's default-ignorable code points outside Cf (Hangul
// fillers U+115F, U+1160, U+3164, U+FFA0, the combining grapheme joiner U+034F, Khmer's invisible
// vowels U+17B4–U+17B5, Mongolian and other variation selectors), plus the braille blank U+2800 and
// the musical null notehead U+1D159, which draw as an empty cell. Real Korean text is untouched (its
// syllables and visible jamo are other code points). The one ignorable a job ad does use is kept:
// a single emoji presentation selector, U+FE0F (or the text one, U+FE0E), right after an emoji (❤️,
// ✈️, ™️, 1️⃣). Every other variation selector is refused, also after an emoji: a run of them after
// one emoji hides arbitrary bytes, and the ideographic ones (U+E0100–U+E01EF, a CJK glyph variant)
// change nothing a reader needs (README "The file").
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;
const EMOJI = /\p{Emoji}/u;

/** The first blank-looking character of `value` that is not a control or format character, or undefined. */
function invisibleIn(value: string): string | undefined {
  for (const match of value.matchAll(INVISIBLE)) {
    const [found] = match;
    if (/\p{Cf}/u.test(found)) continue; // named as a formatting character instead
    const before = value.codePointAt(match.index - 1) ?? 0;
    // codePointAt on the low half of a surrogate pair gives that half: step back to the emoji's start.
    const base = before >= 0xdc00 && before <= 0xdfff ? (value.codePointAt(match.index - 2) ?? 0) : before;
    if ((found === '\uFE0F' || found === '\uFE0E') && EMOJI.test(String.fromCodePoint(base)) && !/[\uFE0E\uFE0F]/.test(String.fromCodePoint(base))) continue;
    return found;
  }
  return undefined;
}

/** The first character in `value` a field may not hold, named with its kind and U+XXXX; null when there is none. */
function controlIn(key: string, value: string): string | null {
  const control = (key === 'description' ? CONTROL_IN_TEXT : CONTROL_IN_LINE).exec(value);
  const invisible = invisibleIn(value.slice(0, control?.index));
  const found = invisible ?? control?.[0];
  if (!found) return null;
  const code = `U+${(found.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
  if (invisible) return `an invisible character (${code})`;
  if (/\p{Cc}/u.test(found)) return `a control character (${code})`;
  return /\p{Cf}/u.test(found) ? `an invisible formatting character (${code})` : `a line or paragraph separator (${code})`;
}

/** One row checked: the position it describes, or every problem found in it (not only the first). */
export function checkRow(raw: RawRow, rules: RowRules): { row: PositionRow } | { problems: RowProblem[] } {
  const problems: string[] = [];
  const { line, fields } = raw;
  if (fields.__notAnObject) return { problems: [{ line, message: 'a position must be an object' }] };
  for (const key of Object.keys(fields)) if (!KNOWN.has(key)) problems.push(`unknown column "${key.slice(0, 60)}"`);
  for (const [key, value] of Object.entries(fields)) {
    if (KNOWN.has(key) && value !== null && typeof value === 'object' && !(key === 'skills' && Array.isArray(value))) problems.push(`${key} must be text or a number`);
    const values = typeof value === 'string' ? [value] : key === 'skills' && Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    const control = values.map((v) => controlIn(key, v)).find((c) => c !== null);
    if (control) {
      const allowed = key === 'description' ? ' (only line breaks and tabs are allowed there)' : '';
      problems.push(`${key.replace('_', ' ')} contains ${control}${allowed}`);
    }
  }
  const get = (key: (typeof COLUMNS)[number]) => (typeof fields[key] === 'object' ? undefined : text(fields[key]));
  const required = (key: (typeof COLUMNS)[number], max: number): string => {
    const value = get(key);
    if (!value) problems.push(`${key.replace('_', ' ')} is required`);
    else if (value.length > max) problems.push(`${key.replace('_', ' ')} is longer than ${max} characters`);
    return value ?? '';
  };
  const optional = (key: (typeof COLUMNS)[number], max: number): string | null => {
    const value = get(key);
    if (value && value.length > max) problems.push(`${key.replace('_', ' ')} is longer than ${max} characters`);
    return value || null;
  };

  const externalId = required('external_id', MAX.external_id);
  const status = (get('status') || 'open').toLowerCase();
  if (status !== 'open' && status !== 'closed') problems.push(`status must be "open" or "closed" (got "${String(get('status')).slice(0, 40)}")`);
  if (status === 'closed') {
    return problems.length ? { problems: problems.map((message) => ({ line, message })) } : { row: { line, externalId, status: 'closed' } };
  }

  const title = required('title', MAX.title);
  const department = required('department', MAX.department);
  if (department && rules.departments && !rules.departments.has(department)) problems.push(`unknown department "${department}"`);
  const description = required('description', MAX.description);
  const employmentType = employmentTypeOf(get('employment_type'), problems);
  const city = required('city', MAX.city);
  const region = optional('region', MAX.region);
  const country = (get('country') ?? '').toUpperCase();
  if (!country) problems.push('country is required');
  else if (!/^[A-Z]{2}$/.test(country)) problems.push(`country must be a two-letter ISO code such as DE (got "${country.slice(0, 40)}")`);
  const lat = coordinate(fields.lat, 'lat', 90, problems);
  const lng = coordinate(fields.lng, 'lng', 180, problems);
  const locationName = optional('location_name', MAX.location_name) ?? [city, region, country].filter(Boolean).join(', ');
  const remote = flag(fields.remote, problems);
  const skills = skillsOf(fields.skills, problems);
  const salary = salaryOf(fields, problems);
  const postedAt = dateOf(get('posted_at'), 'posted_at', problems);
  const validThrough = dateOf(get('valid_through'), 'valid_through', problems);
  if (validThrough && Date.parse(validThrough) <= rules.now.getTime()) problems.push('valid through is in the past (close the position instead: status "closed")');
  if (validThrough && postedAt && Date.parse(validThrough) <= Date.parse(postedAt)) problems.push('valid through must be after posted at');

  if (problems.length) return { problems: problems.map((message) => ({ line, message })) };
  return {
    row: {
      line,
      externalId,
      status: 'open',
      position: {
        title, department, description, skills_json: JSON.stringify(skills), employment_type: employmentType as EmploymentType,
        location_name: locationName, city, region, country, lat: lat as number, lng: lng as number, is_remote: remote ? 1 : 0,
        ...salary, posted_at: postedAt, valid_through: validThrough,
      },
    },
  };
}

function employmentTypeOf(value: string | undefined, problems: string[]): EmploymentType | null {
  if (!value) {
    problems.push('employment type is required');
    return null;
  }
  // "Full-time", "full time" and FULL_TIME are the same type.
  const code = value.toUpperCase().replace(/[\s-]+/g, '_');
  if ((EMPLOYMENT_TYPES as readonly string[]).includes(code)) return code as EmploymentType;
  problems.push(`employment type must be one of ${EMPLOYMENT_TYPES.join(', ')} (got "${value.slice(0, 40)}")`);
  return null;
}

function coordinate(value: unknown, name: 'lat' | 'lng', limit: number, problems: string[]): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (raw === '') {
    problems.push(`${name} is required`);
    return null;
  }
  const number = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(number) || Math.abs(number) > limit) {
    problems.push(`bad coordinates: ${name} must be a number from -${limit} to ${limit} (got "${raw.slice(0, 40)}")`);
    return null;
  }
  return number;
}

function flag(value: unknown, problems: string[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(word)) return true;
  if (['0', 'false', 'no', 'n'].includes(word)) return false;
  problems.push(`remote must be true or false (got "${word.slice(0, 40)}")`);
  return false;
}

/** JSON: an array of strings; CSV: one text, skills separated by ";" or "|". */
function skillsOf(value: unknown, problems: string[]): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;|]/) : null;
  if (!list || list.some((s) => typeof s !== 'string')) {
    problems.push('skills must be a list of names');
    return [];
  }
  const skills = [...new Set((list as string[]).map((s) => s.trim()).filter(Boolean))];
  if (skills.length > MAX.skills) problems.push(`at most ${MAX.skills} skills`);
  if (skills.some((s) => s.length > MAX.skill)) problems.push(`a skill is longer than ${MAX.skill} characters`);
  return skills;
}

function wholeNumber(value: unknown, name: string, problems: string[]): number | null {
  if (value === undefined || value === null || value === '') return null;
  const raw = String(value).trim();
  if (!/^\d{1,12}$/.test(raw)) {
    problems.push(`${name} must be a whole number of at least 0 (got "${raw.slice(0, 40)}")`);
    return null;
  }
  const number = Number(raw);
  if (number > 2_147_483_647) {
    problems.push(`${name} is too large`);
    return null;
  }
  return number;
}

function salaryOf(fields: Record<string, unknown>, problems: string[]): Pick<OpenPosition, 'salary_min' | 'salary_max' | 'salary_currency'> {
  const min = wholeNumber(fields.salary_min, 'salary min', problems);
  const max = wholeNumber(fields.salary_max, 'salary max', problems);
  const currency = (text(fields.salary_currency) ?? '').toUpperCase() || null;
  const none = { salary_min: null, salary_max: null, salary_currency: null };
  if (min === null && max === null && currency === null) return none;
  if (min === null || max === null || currency === null) {
    problems.push('salary needs salary min, salary max and salary currency together');
    return none;
  }
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`salary currency must be a three-letter code such as EUR (got "${currency.slice(0, 40)}")`);
  if (min > max) problems.push('salary min is more than salary max');
  return { salary_min: min, salary_max: max, salary_currency: currency };
}

/** An ISO 8601 date or date-time, stored as the UTC time the rest of the schema uses. */
function dateOf(value: string | undefined, name: string, problems: string[]): string | null {
  if (!value) return null;
  const ok = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!ok) {
    problems.push(`${name.replace('_', ' ')} must be a date such as 2026-12-31 (got "${value.slice(0, 40)}")`);
    return null;
  }
  return new Date(value).toISOString();
}
