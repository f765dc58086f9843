// The zones already checked, by the name the browser sent: every page with the careers_tz cookie and every call with
// x-timezone asks, and building an Intl.DateTimeFormat each time was the cost of the answer. Only names the runtime
// knows are kept, and at most KNOWN_ZONES_MAX of them: a few hundred zones and aliases are real, but the runtime
// takes any spelling of their case ('eUrOpE/bErLiN'), so a sender could otherwise grow the map without end.
const KNOWN_ZONES_MAX = 2000;
const knownZones = new Map<string, string>();

/** The candidate's time zone from the `x-timezone` header (or the careers_tz cookie): an IANA name the runtime knows, else 'UTC'. */
export function timeZoneOf(header: unknown): string {
  if (typeof header !== 'string' || !header || header.length > 64) return 'UTC';
  const known = knownZones.get(header);
  if (known) return known;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
    if (knownZones.size < KNOWN_ZONES_MAX) knownZones.set(header, zone);
    return zone;
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
