type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The catalogue's text for `key`, else `fallback` (the translator answers a key it does not know with the key). */
export function knownText(t: Translate, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

/**
 * A status the server names by its English id ('In review', 'Expired') in the page's language
 * (`dashboard.status.in_review`); a status the product does not know stays as the server wrote it.
 * @example statusText(t, 'In review') // 'En revisión' in Spanish
 */
export const statusText = (t: Translate, status: string): string =>
  knownText(t, `dashboard.status.${status.toLowerCase().replace(/\s+/g, '_')}`, status);
