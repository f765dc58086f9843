import { useSyncExternalStore } from 'react';
import { currentHref, serverHref, subscribe } from './locationStore';

/** The current path + query string; re-renders on every change of address (Back/Forward included). */
export function useHref(): string {
  return useSyncExternalStore(subscribe, currentHref, serverHref);
}
