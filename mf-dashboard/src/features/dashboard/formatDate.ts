/** 'Nov 20, 2026' in the page's language, in `timeZone` (the browser's own when not given). */
export function formatDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleDateString(locale || 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  } catch {
    return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  }
}
