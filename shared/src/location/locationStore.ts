// A router of a few lines on window.location and history instead of react-router (~60 KB gzip),
// for remotes whose pages have a download budget (/careers/search must stay under 200 KB).
//
// Under single-spa, history.pushState/replaceState are patched to fire a popstate event, and the
// shell listens to single-spa's routing events; both reach the subscribers here. Without
// single-spa (tests, standalone) `navigateWithin` notifies them itself.

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Calls `listener` on every change of address; returns how to stop. */
export function subscribe(listener: () => void): () => void {
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

/** The current address as path + query string, e.g. '/careers/search?query=nurse'. */
export const currentHref = () => window.location.pathname + window.location.search;

// On the server there is no window: a server renderer (mf-dashboard/dist-ssr, issue 27) names the address it draws.
let drawnHref = '/';

/** On the server: the path + query the next synchronous render draws for (set per request by a server renderer). */
export function setServerHref(href: string): void {
  drawnHref = href;
}

/** The address as the server drew it: on the server the one set for its render, in a browser (hydrating) its own. */
export const serverHref = () => (typeof window === 'undefined' ? drawnHref : currentHref());

/**
 * Moves to another page of this remote without a reload. `replace` rewrites the current history
 * entry (a choice that should not cost the visitor a Back press).
 */
export function navigateWithin(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (href === currentHref()) return;
  if (replace) window.history.replaceState(window.history.state, '', href);
  else window.history.pushState(null, '', href);
  notify();
}
