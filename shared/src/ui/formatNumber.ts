import { daysUntil } from './daysUntil';

/**
 * Numbers, amounts of money, relative times and the names of regions in the page's language, through Intl (the site's
 * one formatter with formatDate.ts, ARCHITECTURE §3 rule 11; useFormat gives them all for the page's locale). Like
 * formatDate, one cached Intl object per language and options for the page's life, and English rather than nothing
 * for a tag Intl refuses.
 */

const FORMATTERS_MAX = 256;
const cache = new Map<string, unknown>();

/** The page's one Intl object of `kind` for `locale` and `options` (the least recently used leaves past 256). */
function cached<T>(kind: string, locale: string, options: object, make: (locale: string) => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let made = cache.get(key) as T | undefined;
  if (made !== undefined) {
    cache.delete(key);
  } else {
    try {
      made = make(locale || 'en');
    } catch {
      made = make('en');
    }
    if (cache.size >= FORMATTERS_MAX) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, made);
  return made;
}

/**
 * A number in `locale`: its digits, grouping and decimal sign ('1,234.5'; '1234,5' in Spanish, '١٬٢٣٤٫٥' in Arabic).
 * @example formatNumber(1234.5, 'de') // '1.234,5'
 */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', locale, options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * An amount of `currency` (ISO 4217) in `locale`, without cents unless it has them ('$85,000'; '85.000 US$' in
 * Spanish). A currency code Intl does not know is written beside the number.
 * @example formatCurrency(85000, 'EUR', 'fr') // '85 000 €'
 */
export function formatCurrency(value: number, currency: string, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const whole = Number.isInteger(value) ? { maximumFractionDigits: 0 } : {};
  try {
    return cached('currency', locale, { currency, ...whole, ...options }, (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency, ...whole, ...options })).format(value);
  } catch {
    return `${formatNumber(value, locale, options)} ${currency}`;
  }
}

/**
 * `value` `unit`s from now in `locale`, in words where the language has them: -1 day is 'yesterday' ('ayer', 'أمس'),
 * 3 days 'in 3 days' ('dentro de 3 días', '3 日後').
 * @example formatRelativeTime(-1, 'day', 'es') // 'ayer'
 */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string, options: Intl.RelativeTimeFormatOptions = {}): string {
  const chosen: Intl.RelativeTimeFormatOptions = { numeric: 'auto', ...options };
  return cached('relative', locale, chosen, (tag) => new Intl.RelativeTimeFormat(tag, chosen)).format(value, unit);
}

/**
 * How far the calendar day of `iso` is from today's, in words ('today', 'tomorrow', 'in 5 days', '2 days ago'), both
 * days as `timeZone` reads them (the browser's own when not given); empty for a value that is not a date.
 * @example formatRelativeDay('2026-12-02T08:00:00Z', 'en', { now: new Date('2026-11-27T20:00:00Z'), timeZone: 'UTC' }) // 'in 5 days'
 */
export function formatRelativeDay(iso: string, locale: string, { now = new Date(), timeZone }: { now?: Date; timeZone?: string } = {}): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  // daysUntil counts forwards only: a past day is counted from it to now.
  const days = moment >= now ? (daysUntil(iso, now, timeZone) ?? 0) : -(daysUntil(now.toISOString(), moment, timeZone) ?? 0);
  return formatRelativeTime(days, 'day', locale);
}

/**
 * The name of a region (ISO 3166 alpha-2) or a language (BCP 47) in `locale`, else the code itself.
 * @example displayName('DE', 'region', 'es') // 'Alemania'
 */
export function displayName(code: string, type: 'region' | 'language', locale: string): string {
  try {
    return cached(`names-${type}`, locale, {}, (tag) => new Intl.DisplayNames([tag, 'en'], { type })).of(code) ?? code;
  } catch {
    return code;
  }
}
