import { useCallback, useSyncExternalStore } from 'react';
import { bareQuery, matchesMedia } from './matchesMedia';

const noSubscription = () => undefined;

/**
 * Whether a CSS media query matches; the component redraws when the answer changes (a resize, a rotated phone,
 * a changed system setting). `query` is bare or one of the theme's `mq` entries. `fallback` (false by default)
 * is the answer where the browser cannot say: with no `window.matchMedia` (jsdom), on the server and so also in
 * the render that hydrates the server's markup (the two must match; React reads the browser's answer right
 * after).
 * @example const desktop = useMediaQuery(mq.desktopUp, true);
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return noSubscription;
      const list = window.matchMedia(bareQuery(query));
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query, fallback),
    () => fallback,
  );
}
