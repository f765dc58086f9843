import { formatterOf } from './formatDate';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** The calendar day `moment` falls on in `timeZone`, as a count of days since 1970-01-01 (so two can be subtracted). */
function dayNumber(moment: Date, timeZone: string | undefined): number {
  const parts = formatterOf('en-US', DAY_PARTS, timeZone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * Calendar days from today to the day of `iso`, both days as `timeZone` (the browser's own when not given) reads
 * them: the zone the deadline's date beside the countdown is drawn in, so 'Expires in 1 day' always sits next to
 * tomorrow's date (24-hour blocks rounded up read 'in 2 days' for 23:00 tomorrow seen at 01:00 today). 0 for a
 * moment still ahead today; null when it has passed or cannot be read. Of the browser's clock: drawn after hydrating.
 * @example daysUntil('2026-12-02T08:00:00Z', new Date('2026-11-27T20:00:00Z'), 'UTC') // 5
 */
export function daysUntil(iso: string, now: Date, timeZone?: string): number | null {
  const deadline = new Date(iso);
  if (Number.isNaN(deadline.getTime()) || deadline.getTime() <= now.getTime()) return null;
  return dayNumber(deadline, timeZone) - dayNumber(now, timeZone);
}
