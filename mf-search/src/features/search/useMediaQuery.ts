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

/** Spec §9 screen classes: below 600 px is a phone. */
export const TABLET_UP_QUERY = '(min-width: 600px)';

/** Spec §9: results and details side by side from the desktop breakpoint (1024 px) up. */
export const TWO_PANE_MIN_PX = 1024;
export const TWO_PANE_QUERY = `(min-width: ${TWO_PANE_MIN_PX}px)`;

/**
 * Side by side needs 1024 px for the page itself: with the chat panel beside it (which takes
 * `chatWidth` px from the page above 992 px), the window must be that much wider.
 */
export const twoPaneQuery = (chatWidth: number): string => (chatWidth > 0 ? `(min-width: ${TWO_PANE_MIN_PX + chatWidth}px)` : TWO_PANE_QUERY);
