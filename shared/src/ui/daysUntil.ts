const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until `iso`, rounded up: an offer expiring in five hours still has "1 day" to decide (never
 * "0 days"); null when the moment has passed or cannot be read. Of the browser's clock: drawn after hydrating.
 * @example daysUntil('2026-12-02T12:00:00Z', new Date('2026-11-27T12:00:00Z')) // 5
 */
export function daysUntil(iso: string, now: Date): number | null {
  const left = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return null;
  return Math.ceil(left / DAY_MS);
}
