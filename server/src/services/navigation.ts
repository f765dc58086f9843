/** Where to send someone after login/logout. */
export const DEFAULT_NEXT = '/careers';

/**
 * Only same-origin relative paths are accepted as return addresses: a single leading '/', not
 * '//' or '/\' (both mean another host to browsers), no control characters. Anything else → /careers.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return DEFAULT_NEXT;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_NEXT;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return DEFAULT_NEXT;
  return value;
}
