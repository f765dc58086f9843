// The zones already checked: every page with the careers_tz cookie and every call with x-timezone asks, and building
// an Intl.DateTimeFormat each time was the cost of the answer. Kept by the name's ASCII lower case, as the runtime reads
// zone names ('eUrOpE/bErLiN' is Europe/Berlin): all spellings of a zone are one entry, so the map holds at most the
// runtime's few hundred zones and aliases, and a sender cannot fill it with spellings (at 2,000 of them every later
// zone was checked on every request again). KNOWN_ZONES_MAX only stops a runtime that would take more.
const KNOWN_ZONES_MAX = 2000;
const knownZones = new Map<string, string>();
// An IANA name's shape: 'Europe/Berlin', 'America/Port-au-Prince', 'Etc/GMT+5', 'EST5EDT'. Not an offset ('+14:00',
// '-0530'), which the runtime takes too but no browser names as its zone: 2,880 of them, each drawn by the pages' date
// formatters (kept per zone for the process's life in the server render) would have been thousands of formatters that
// any visitor could add with a cookie. Nor control characters, spaces, dots or anything outside ASCII.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The candidate's time zone from the `x-timezone` header (or the careers_tz cookie): an IANA name the runtime knows, else 'UTC'. */
export function timeZoneOf(header: unknown): string {
  if (typeof header !== 'string' || !ZONE_NAME.test(header)) return 'UTC';
  // ASCII only (the pattern): toLowerCase cannot turn another character into a letter of a zone's name (K, the Kelvin sign).
  const key = header.toLowerCase();
  const known = knownZones.get(key);
  if (known) return known;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: header }).resolvedOptions().timeZone;
    if (knownZones.size < KNOWN_ZONES_MAX) knownZones.set(key, zone);
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
