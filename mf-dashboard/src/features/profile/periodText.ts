import { formatDate } from '@careers/shared/ui';

/**
 * '2021-03' → 'Mar 2021' in English, 'mar 2021' in Spanish (the site's date formatter, Intl in the page's language);
 * '2019' stays. In UTC: the value is a month, not an instant, and the browser's zone would move '2021-03' (midnight
 * UTC on the 1st) into February west of Greenwich.
 */
function dateText(value: string | null, locale: string): string {
  if (!value) return '';
  return value.includes('-') ? formatDate(value, locale, { style: 'month', timeZone: 'UTC' }) || value : value;
}

/**
 * 'Mar 2021 – Present'; '' when neither date is known. Its callers pass the page's language and the catalogue's word
 * for an ongoing period (profile.period.present).
 * @example periodText('2021-03', null, 'es', 'Present') // 'mar 2021 – Present'
 */
export const periodText = (start: string | null, end: string | null, locale: string, present: string) =>
  start || end ? `${dateText(start, locale) || '?'} – ${end ? dateText(end, locale) : present}` : '';
