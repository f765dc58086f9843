import { useMemo } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { formatDate, formatDateTime, type DateStyle } from './formatDate';
import { useHydrated } from './useHydrated';

export interface DateFormatters {
  /** The day ('Nov 20, 2026'). */
  date: (iso: string) => string;
  /** The day and the time ('Nov 20, 2026 09:05'). */
  dateTime: (iso: string) => string;
}

/**
 * formatDate and formatDateTime in the page's language and the browser's time zone, except on the server and in
 * the render that hydrates its markup: there in UTC, the same on both sides (a page request has no time zone),
 * so the hydration matches; the browser's own day follows in the next render (it differs only near midnight).
 * @example const { date } = useFormatDate(); return <time dateTime={iso}>{date(iso)}</time>;
 */
export function useFormatDate(style: DateStyle = 'medium'): DateFormatters {
  const { locale } = useI18n();
  const timeZone = useHydrated() ? undefined : 'UTC';
  // The same functions while nothing changes: lists memoised on them do not draw again.
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, locale, { style, timeZone }),
      dateTime: (iso: string) => formatDateTime(iso, locale, { style, timeZone }),
    }),
    [locale, style, timeZone],
  );
}
