/** 'Nov 20, 2026' in the page's language. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleDateString(locale || 'en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  } catch {
    return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  }
}
