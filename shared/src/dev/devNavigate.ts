import { devMountDecision } from './devMountDecision';
import type { DevEntry } from './DevEntry';

/**
 * The `navigate` prop on the dev page. The shell moves between pages with single-spa (pushState, then the remote
 * reads the address); here a page of the same remote moves the same way (a popstate event reaches the remote's
 * location store), and any other page is loaded, through the dev server, as a fresh page.
 */
export function devNavigate(entry: Pick<DevEntry, 'remoteName' | 'mountInto'>, loggedIn: () => boolean, loadPage = (href: string) => window.location.assign(href)) {
  return (url: string) => {
    const target = new URL(url, window.location.href);
    const staysHere = target.origin === window.location.origin && (!entry.mountInto || entry.mountInto === 'routes') && devMountDecision(entry, target.pathname, loggedIn()).mount;
    if (!staysHere) {
      loadPage(target.href);
      return;
    }
    window.history.pushState(null, '', target.pathname + target.search + target.hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
}
