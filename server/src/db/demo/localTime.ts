/** The wall-clock reading of `instant` in `timeZone`, as if it were UTC (so its difference to `instant` is the offset). */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/**
 * The instant at which it is `time` ('HH:MM') in `timeZone` on the local calendar day of `day`: demo interviews and
 * events start at hours a person would book (10:00, 14:30), not at whatever time of day the seed ran.
 * @example atLocalTime(new Date('2026-03-05T06:59:00Z'), '10:00', 'Europe/Berlin') // 2026-03-05T09:00:00.000Z
 */
function atLocalTime(day: Date, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = new Date(wallClockAsUtc(day, timeZone));
  const wanted = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes);
  // Offset at the wanted hour (not at `day`'s), so a day on which the clocks change still gets the right hour.
  const guess = new Date(wanted - (wallClockAsUtc(new Date(wanted), timeZone) - wanted));
  return new Date(wanted - (wallClockAsUtc(guess, timeZone) - guess.getTime()));
}

/**
 * `day` moved off a weekend in `timeZone`: demo interviews and events fall on working days (Mon–Fri). Upcoming
 * ones move forward to Monday, past ones back to Friday, so what was upcoming stays upcoming and past stays past.
 */
function onWorkday(day: Date, timeZone: string, direction: 'forward' | 'back'): Date {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(day);
  const shift = direction === 'forward' ? { Sat: 2, Sun: 1 } : { Sat: -1, Sun: -2 };
  const days = shift[weekday as keyof typeof shift] ?? 0;
  return new Date(day.getTime() + days * 86_400_000);
}

/** The instant it is `time` in `timeZone` on the working day `inDays` from `now` (see onWorkday). */
export function workdayAt(now: Date, inDays: number, time: string, timeZone: string): Date {
  const day = onWorkday(new Date(now.getTime() + inDays * 86_400_000), timeZone, inDays < 0 ? 'back' : 'forward');
  return atLocalTime(day, time, timeZone);
}
