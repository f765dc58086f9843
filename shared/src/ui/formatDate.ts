/**
 * The site's one date formatter (ARCHITECTURE §3 rule 11): a day in the page's language through Intl, never the
 * browser's default locale. 'medium' is 'Nov 20, 2026' in English; 'numeric' is MM/DD/YYYY in English (the
 * offers' and forms' format, spec §4 and §9: every offer date of every remote is drawn with it) and the language's
 * own order elsewhere (07/03/2026 in Spanish). 'month' is a month alone ('Mar 2021'; 'mar 2021' in Spanish): the
 * periods of the profile's jobs and education.
 */
export type DateStyle = 'medium' | 'numeric' | 'month';

export interface FormatDateOptions {
  /** 'medium' ('Nov 20, 2026') unless told. */
  style?: DateStyle;
  /** An IANA zone ('UTC'); the browser's own when not given. */
  timeZone?: string;
}

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { year: 'numeric', month: 'short', day: 'numeric' },
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  month: { year: 'numeric', month: 'short' },
};
// A 24-hour clock, as the forms' draft line always showed it ('09:05').
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// One Intl formatter per language, style and zone for the page's life: building one for every date was a tenth
// of the search results' first render at 4x CPU (issue 27 profile). Same text either way. At most FORMATTERS_MAX of
// them, the least recently used leaving first: in the server's render this module lives as long as the process, and
// every visitor's zone (careers_tz) and language add theirs; ~450 zones x 4 languages x 3 styles would have been
// 5,000+ formatters (about 120 MB) kept for good. A page uses a handful, so in a browser none ever leaves.
const FORMATTERS_MAX = 256;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The page's one cached formatter for a language, options and zone (daysUntil reads its days through it too). */
export function formatterOf(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter) {
    // Most recently used last (a Map keeps insertion order): the first key is the one to drop.
    formatters.delete(key);
  } else {
    try {
      formatter = new Intl.DateTimeFormat(locale || 'en-US', { ...options, timeZone });
    } catch {
      // A language tag or zone Intl refuses: the site's English in the browser's zone, rather than no date.
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    if (formatters.size >= FORMATTERS_MAX) formatters.delete(formatters.keys().next().value as string);
  }
  formatters.set(key, formatter);
  return formatter;
}

const dateOf = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A day in `locale`; empty for a value that is not a date.
 * @example formatDate('2026-11-20T10:00:00Z', 'en') // 'Nov 20, 2026'
 */
export function formatDate(iso: string, locale: string, { style = 'medium', timeZone }: FormatDateOptions = {}): string {
  const date = dateOf(iso);
  return date ? formatterOf(locale, DATE_OPTIONS[style], timeZone).format(date) : '';
}

// A time of day as the language writes it ('9:05 AM', '9:05', '9:05 ص').
const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * The time of day in `locale`'s own clock; empty for a value that is not a date.
 * @example formatTime('2026-03-07T09:05:00Z', 'en', { timeZone: 'UTC' }) // '9:05 AM'
 */
export function formatTime(iso: string, locale: string, { timeZone }: FormatDateOptions = {}): string {
  const date = dateOf(iso);
  return date ? formatterOf(locale, CLOCK_OPTIONS, timeZone).format(date) : '';
}

/**
 * The day and the time (24-hour clock): where the same day is not enough (when a draft was saved).
 * @example formatDateTime('2026-03-07T09:05:00Z', 'en', { style: 'numeric', timeZone: 'UTC' }) // '03/07/2026 09:05'
 */
export function formatDateTime(iso: string, locale: string, options: FormatDateOptions = {}): string {
  const date = dateOf(iso);
  return date ? `${formatDate(iso, locale, options)} ${formatterOf(locale, TIME_OPTIONS, options.timeZone).format(date)}` : '';
}
