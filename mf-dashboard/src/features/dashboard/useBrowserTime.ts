import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * Whether this render may use the browser's time zone and clock: false on the server and in the render that
 * hydrates the server's markup (a page request carries neither, issue 27), true otherwise. React renders
 * again at once after hydrating, so what depends on them is drawn the browser's way right after.
 */
export function useBrowserTime(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}
