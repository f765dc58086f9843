/** Where to send someone after login/logout. */
const DEFAULT_NEXT = '/careers';

const MAX_LENGTH = 2000;
// Any origin will do: only what stays on it is kept.
const BASE = 'http://next.invalid';

/**
 * Only same-origin relative paths are accepted as return addresses: a single leading '/', not
 * '//' or '/\' (both mean another host to browsers), no control characters. Anything else → /careers.
 * The result is normalised the way browsers read it and percent-encoded, so it can go into a
 * Location header as is (a raw '/中' there makes Node throw, and the request would never be answered).
 */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return DEFAULT_NEXT;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_NEXT;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_NEXT;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_NEXT;
  }
  if (url.origin !== BASE) return DEFAULT_NEXT;
  const next = url.pathname + url.search + url.hash;
  // Dot segments can leave a '//' start ('/.//evil.test' → '//evil.test'): another host again.
  if (next.startsWith('//') || next.length > MAX_LENGTH) return DEFAULT_NEXT;
  return next;
}
