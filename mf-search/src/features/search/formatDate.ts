const OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

// One formatter per language for the page's life: `toLocaleDateString` built a new one for every date, a
// tenth of the results list's first render at 4x CPU (issue 27 profile). Same text either way.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, OPTIONS);
    } catch {
      // A language tag the browser refuses: its own language, as toLocaleDateString(undefined) gave.
      formatter = new Intl.DateTimeFormat(undefined, OPTIONS);
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** A date the way the visitor's language writes it ('Mar 4, 2026'); empty for a bad value. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(locale).format(date);
}
