/**
 * `https://Intranet.example.com:443/` → `https://intranet.example.com`: the form browsers send in
 * the Origin header, so allow-list entries compare as plain strings. Null for anything that is not
 * an http(s) origin (a path, a query, credentials or `*` are mistakes, not origins).
 */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}
