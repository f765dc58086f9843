import { useEffect, useRef } from 'react';

/**
 * Places the element that holds the remotes' slots into the page. The element is created outside
 * React so single-spa can mount remotes into it before or after this renders, and React never
 * reconciles the remotes' DOM.
 */
export function SlotHost({ element }: { element?: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // None on the server: the slots arrive with the page's scripts, into this same empty div.
    if (element) ref.current?.appendChild(element);
  }, [element]);
  return <div ref={ref} />;
}
