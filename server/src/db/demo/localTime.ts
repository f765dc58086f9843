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
export function atLocalTime(day: Date, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = new Date(wallClockAsUtc(day, timeZone));
  const wanted = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes);
  // Offset at the wanted hour (not at `day`'s), so a day on which the clocks change still gets the right hour.
  const guess = new Date(wanted - (wallClockAsUtc(new Date(wanted), timeZone) - wanted));
  return new Date(wanted - (wallClockAsUtc(guess, timeZone) - guess.getTime()));
}
