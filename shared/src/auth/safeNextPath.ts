/**
 * The return address after login, if it stays on this site: resolved against `origin`, it must
 * keep that origin (so `//evil.com`, `/\evil.com` and `/%09/evil.com` are refused), and its path must not
 * start with '//' once dot segments are resolved (`/.//evil.com`). Returns the
 * path, query and hash, percent-encoded; `fallback` otherwise.
 * @example safeNextPath('/careers/offers?x=1', location.origin, '/careers') // '/careers/offers?x=1'
 */
export function safeNextPath(next: string | null | undefined, origin: string, fallback: string): string {
  if (!next || !next.startsWith('/')) return fallback;
  try {
    const url = new URL(next, origin);
    if (url.origin !== new URL(origin).origin) return fallback;
    // Dot segments resolve to a path that a browser reads as another host: '/.//evil.com' and
    // '/careers/..//evil.com' keep the origin here but give the path '//evil.com'.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
