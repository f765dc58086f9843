import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec §9: results and details side by side from the desktop breakpoint (1024 px) up. */
export const TWO_PANE_QUERY = '(min-width: 1024px)';
