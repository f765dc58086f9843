import { matchesMedia } from './matchesMedia';

/**
 * The visitor's wish for less motion (WCAG 2.3.3), read once. `fallback` answers where the browser cannot say
 * (no `window.matchMedia`): false unless the caller would rather not move then.
 * @example if (!prefersReducedMotion()) celebrate();
 */
export function prefersReducedMotion(fallback = false): boolean {
  return matchesMedia('(prefers-reduced-motion: reduce)', fallback);
}
