// The browser's time zone, read once per page: making an Intl.DateTimeFormat for every call took
// 44–205 ms of the start-up of a page on a throttled phone (issue 27), for the same answer each time.
let knownTimezone: string | undefined;

/** The browser's IANA time zone (read once, then kept). */
export function browserTimezone(): string {
  knownTimezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return knownTimezone;
}
