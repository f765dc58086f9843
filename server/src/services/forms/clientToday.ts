/**
 * "Now" as the candidate's wall clock shows it, for the date rules (enableFrom 0 = start of *their*
 * today). The shared rules read dates in the process's local time, so this returns a Date whose local
 * fields are the wall-clock time in `timeZone` (the transport's `x-timezone` header). Without a usable
 * time zone it is simply `now`, so a browser late in the evening west of the server is not refused
 * a date its own calendar offered.
 */
export function clientToday(timeZone: unknown, now = new Date()): Date {
  if (typeof timeZone !== 'string' || !timeZone || timeZone.length > 64) return now;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    return now; // not an IANA zone name
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Number.isNaN(local.getTime()) ? now : local;
}
