/** The candidate's time zone from the `x-timezone` header: an IANA name the runtime knows, else 'UTC'. */
export function timeZoneOf(header: unknown): string {
  if (typeof header !== 'string' || !header || header.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** 'Thu, Nov 26, 2026, 4:00 PM GMT+1': a moment as the candidate's clock shows it, zone named. */
export function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(new Date(iso));
}
