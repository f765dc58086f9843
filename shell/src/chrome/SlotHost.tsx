import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * The remotes' markup the server rendered into the slots (issue 27: a job's page), or none. Given only on
 * the server (shell/src/ssr/renderChrome.tsx).
 */
export const ServerSlotsContext = createContext<string>('');

// Stable, so React never rewrites the slots' content on a later render.
const EMPTY = { __html: '' };

/**
 * Places the element that holds the remotes' slots into the page. The element is created outside
 * React so single-spa can mount remotes into it before or after this renders, and React never
 * reconciles the remotes' DOM.
 */
export function SlotHost({ element }: { element?: HTMLElement }) {
  const serverSlots = useContext(ServerSlotsContext);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // None on the server: the slots arrive with the page's scripts, into this same div. When the server
    // drew a remote's page here, that element is the server's own #careers-remotes (bootstrap.tsx adopts
    // it), already in place.
    if (element && element.parentNode !== ref.current) ref.current?.appendChild(element);
  }, [element]);
  // Set as inner HTML rather than as children: hydration does not compare what is inside, so the server's
  // remote markup is neither a mismatch nor removed; the remote takes it over when it mounts.
  return <div ref={ref} dangerouslySetInnerHTML={serverSlots ? { __html: serverSlots } : EMPTY} suppressHydrationWarning />;
}
