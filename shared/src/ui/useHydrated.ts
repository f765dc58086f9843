import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and in the render that hydrates the server's markup (the two must match), true right
 * after and in every render the browser draws on its own. Controls whose handlers only exist once the remote
 * runs use it to say they are not ready yet (issue 27: clicks before the scripts arrived were lost silently);
 * what depends on the browser's time zone or clock, which a page request does not carry, waits for it too.
 * @example const hydrated = useHydrated(); return <time>{hydrated ? localDay(iso) : utcDay(iso)}</time>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
