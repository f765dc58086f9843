import { formatDate } from './formatDate';
import { useHydrated } from '@careers/shared/ui';
import { useDashboardI18n } from './useDashboardI18n';

/**
 * formatDate in the page's language and the browser's time zone, except on the server and in the render that
 * hydrates its markup: there the day in UTC, the same on both sides (a page request has no time zone), so the
 * hydration matches; the browser's own day follows in the next render (it differs only near midnight).
 */
export function useFormatDate(): (iso: string) => string {
  const { locale } = useDashboardI18n();
  const timeZone = useHydrated() ? undefined : 'UTC';
  return (iso) => formatDate(iso, locale, timeZone);
}
