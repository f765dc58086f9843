import { useMemo } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { sessionStore } from '@careers/shared/state';
import { formatDate, formatDateTime, type DateStyle } from './formatDate';
import { useHydrated } from './useHydrated';

export interface DateFormatters {
  /** The day ('Nov 20, 2026'). */
  date: (iso: string) => string;
  /** The day and the time ('Nov 20, 2026 09:05'). */
  dateTime: (iso: string) => string;
  /** The zone they are drawn in (undefined: the browser's own), for useFormat's times. */
  timeZone: string | undefined;
}

/**
 * formatDate and formatDateTime in the page's language and the browser's time zone, except on the server and in
 * the render that hydrates its markup: there in the zone the server drew the page in (the session's timeZone: the
 * browser's own, remembered in a cookie, else UTC), the same on both sides, so the hydration matches. The browser's
 * zone follows in the next render, which changes nothing unless the page was drawn in UTC (a browser's first page)
 * or the device moved to another zone since.
 * @example const { date } = useFormatDate(); return <time dateTime={iso}>{date(iso)}</time>;
 */
export function useFormatDate(style: DateStyle = 'medium'): DateFormatters {
  const { locale } = useI18n();
  // Read once per render, not subscribed: the session's zone is set with the boot data, before any render.
  const timeZone = useHydrated() ? undefined : sessionStore.timeZone;
  // The same functions while nothing changes: lists memoised on them do not draw again.
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, locale, { style, timeZone }),
      dateTime: (iso: string) => formatDateTime(iso, locale, { style, timeZone }),
      timeZone,
    }),
    [locale, style, timeZone],
  );
}
