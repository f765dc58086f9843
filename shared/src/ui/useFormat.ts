import { useMemo } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { formatTime, type DateStyle } from './formatDate';
import { displayName, formatCurrency, formatNumber, formatRelativeDay, formatRelativeTime } from './formatNumber';
import { useFormatDate, type DateFormatters } from './useFormatDate';

export interface Formatters extends DateFormatters {
  /** The time of day in the language's own clock ('9:05 AM'; '9:05' in Spanish). */
  time: (iso: string) => string;
  /** A number with the language's digits and separators ('1,234.5'; '1234,5'). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** An amount of money in an ISO 4217 currency ('$85,000'; '85.000 US$'). */
  currency: (value: number, currency: string, options?: Intl.NumberFormatOptions) => string;
  /** `value` units from now in words ('yesterday', 'in 3 days'). */
  relativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) => string;
  /** How far the day of `iso` is from today ('tomorrow', '2 days ago'), after hydrating in the browser's zone. */
  relativeDay: (iso: string, now?: Date) => string;
  /** A region's or a language's name ('Alemania' for DE in Spanish). */
  name: (code: string, type: 'region' | 'language') => string;
}

/**
 * The site's one formatter (ARCHITECTURE §3 rule 11): dates, times, numbers, currencies, relative times and names, all
 * in the page's locale (`useI18n().locale`, so a change of language redraws them) and the session's time zone as
 * useFormatDate explains (the server's zone until hydrated, then the browser's).
 * @example const f = useFormat(); return <p>{f.currency(85000, 'USD')} · {f.relativeDay(deadline)}</p>;
 */
export function useFormat(style: DateStyle = 'medium'): Formatters {
  const { locale } = useI18n();
  const dates = useFormatDate(style);
  const { timeZone } = dates;
  return useMemo(
    () => ({
      ...dates,
      time: (iso: string) => formatTime(iso, locale, { timeZone }),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      currency: (value: number, currency: string, options?: Intl.NumberFormatOptions) => formatCurrency(value, currency, locale, options),
      relativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) => formatRelativeTime(value, unit, locale),
      relativeDay: (iso: string, now?: Date) => formatRelativeDay(iso, locale, { now, timeZone }),
      name: (code: string, type: 'region' | 'language') => displayName(code, type, locale),
    }),
    [dates, locale, timeZone],
  );
}
