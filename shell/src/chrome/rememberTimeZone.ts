import { TIME_ZONE_COOKIE } from '@careers/shared/boot';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the browser's IANA time zone in the careers_tz cookie (`TIME_ZONE_COOKIE`), from which the server draws the
 * next page's dates in the candidate's zone. Written only when the page was drawn in another zone (`drawnIn`, the
 * boot's timeZone: absent on a browser's first page, another one on a device that moved); returns whether it wrote.
 * @example rememberTimeZone(browserTimezone(), boot.timeZone)
 */
export function rememberTimeZone(zone: string, drawnIn: string | undefined, doc: Pick<Document, 'cookie'> = document, secure = location.protocol === 'https:'): boolean {
  if (!zone || zone === drawnIn) return false;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return true;
}
