import { matchRoute } from '@careers/shared/location';
import type { DevEntry } from './DevEntry';

/** Whether the dev page mounts the remote at `pathname`, or what it tells the developer instead. */
export type DevMountDecision = { mount: true } | { mount: false; notice: string };

/**
 * The shell's decision, cut down to one remote: a routed remote mounts on the pages the route table gives it; a
 * protected page waits for a login (the shell would draw its login page there; the server's login page,
 * /careers/login, works without the shell). Pages of other remotes keep the server's markup only: their code is
 * not in this dev bundle. A remote with a chrome slot (`mountInto` a selector) mounts on every page.
 */
export function devMountDecision(entry: Pick<DevEntry, 'remoteName' | 'mountInto'>, pathname: string, loggedIn: boolean): DevMountDecision {
  if (entry.mountInto && entry.mountInto !== 'routes') return { mount: true };
  const route = matchRoute(pathname);
  if (!route) return { mount: false, notice: `${pathname} is not a careers page.` };
  if (route.owner !== entry.remoteName) {
    return { mount: false, notice: `This page belongs to ${route.owner}: only the server's markup is shown here. Open it on the product server to use it.` };
  }
  if (route.access === 'protected' && !loggedIn) return { mount: false, notice: 'This page needs a login: log in at /careers/login (demo logins in README), then come back.' };
  return { mount: true };
}
