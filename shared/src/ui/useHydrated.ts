import { useContext, useSyncExternalStore } from 'react';
import { HydrationSettledContext } from './hydrationSettled';

const neverChanges = () => () => undefined;

/**
 * False on the server and in the render that hydrates the server's markup (the two must match), true right
 * after and in every render the browser draws on its own. Controls whose handlers only exist once the remote
 * runs use it to say they are not ready yet (issue 27: clicks before the scripts arrived were lost silently);
 * what depends on the browser's time zone or clock, which a page request does not carry, waits for it too.
 * Under a remote's root (`HydrationSettles`, given by `createLifecycles`) the switch after hydration is a
 * transition, rendered in slices; elsewhere React's own signal answers, whose switch is one sync render.
 * @example const hydrated = useHydrated(); return <time>{hydrated ? localDay(iso) : utcDay(iso)}</time>;
 */
export function useHydrated(): boolean {
  const settled = useContext(HydrationSettledContext);
  // Called either way (a hook's order never changes). Under a root that answers, its browser snapshot is the root's
  // answer, equal to the server's (false) while hydrating, so React schedules no sync re-render of its own.
  const fromReact = useSyncExternalStore(
    neverChanges,
    () => settled ?? true,
    () => false,
  );
  return settled ?? fromReact;
}
