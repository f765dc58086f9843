import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { HydrationSettledContext } from './hydrationSettled';

/**
 * Gives `useHydrated` below it its answer. A root that hydrates the server's markup (`hydrating`) answers false
 * while it hydrates, then true in a transition, so the switch of every server-drawn control from 'Getting ready'
 * to its working self (the search page's filters and tools, a form's widgets: hundreds of components) is rendered
 * in slices of about 5 ms. React's own signal, a `useSyncExternalStore` whose server snapshot differs, re-renders
 * them at sync priority in one task: 0.2 s at 4x CPU on the search page, after hydration had been sliced (issue 27).
 * A root that renders afresh answers true from its first render: nothing was drawn to wait for.
 * @example <HydrationSettles hydrating={serverDrew}><Page /></HydrationSettles>
 */
export function HydrationSettles({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [settled, setSettled] = useState(!hydrating);
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return <HydrationSettledContext.Provider value={settled}>{children}</HydrationSettledContext.Provider>;
}
