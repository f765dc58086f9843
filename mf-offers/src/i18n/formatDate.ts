const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, the offers' date format (spec §4, §9), in the visitor's time zone. Empty for unreadable input. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until `iso`, rounded up: an offer expiring in five hours still has "1 day" to decide
 * (never "0 days"); null when the moment has passed or cannot be read.
 */
export function daysUntil(iso: string, now: Date): number | null {
  const left = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return null;
  return Math.ceil(left / DAY_MS);
}
