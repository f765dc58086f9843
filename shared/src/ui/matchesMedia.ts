/** A query as matchMedia takes it: the theme's `mq` entries carry the `@media ` that CSS objects need. */
export const bareQuery = (query: string): string => query.replace(/^@media\s+/, '');

/**
 * Whether a CSS media query matches now, read once. `query` is bare (`(min-width: 1024px)`) or one of the
 * theme's `mq` entries. Where the browser cannot say (the server, jsdom: no `window.matchMedia`) it answers
 * `fallback`, false unless the caller says otherwise: each caller picks the layout or motion that is safe
 * when the answer is unknown.
 * @example matchesMedia(mq.phone) // true in a window narrower than 600 px
 */
export function matchesMedia(query: string, fallback = false): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return fallback;
  return window.matchMedia(bareQuery(query)).matches;
}
