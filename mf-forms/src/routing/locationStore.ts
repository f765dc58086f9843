import { useSyncExternalStore } from 'react';

// A router of a few lines on window.location and history instead of react-router (~20 KB gzip
// more on /careers/apply, whose download counts). Five pages told apart by path and query need
// no more than this.
//
// Under single-spa, history.pushState/replaceState fire a popstate event; without it (tests)
// `navigateWithin` tells the subscribers itself.

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', notify);
    window.addEventListener('single-spa:routing-event', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('single-spa:routing-event', notify);
    }
  };
}

/** The current address as path + query string, e.g. '/careers/apply?pid=12'. */
export const currentHref = () => window.location.pathname + window.location.search;

/** The current path + query string; re-renders on every change of address (Back/Forward included). */
export function useHref(): string {
  return useSyncExternalStore(subscribe, currentHref, currentHref);
}

/** Moves to another page of this remote without a reload; `replace` rewrites the current entry. */
export function navigateWithin(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (href === currentHref()) return;
  if (replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(null, '', href);
  notify();
}
