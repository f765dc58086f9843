import { sessionStore } from '@careers/shared/state';
import { hasPrimedLists } from './data/primedLists';
import { loadedPage } from './dashboardPageLoaders';
import { dashboardLayoutOf } from './features/dashboard/dashboardLayoutOf';

/**
 * Whether `slot` holds the dashboard the server drew (issue 27) for the address the browser shows now, so the
 * remote can hydrate it: the page carries the first answers it was drawn with and the page's chunk is in (its
 * first render then draws exactly the server's markup). A visitor who moved on before the remote mounted, or a
 * page drawn without them, gets a fresh render instead.
 */
export function isServerDrawnDashboard(slot: HTMLElement, pathname: string): boolean {
  if (!slot.hasChildNodes() || !dashboardLayoutOf(pathname, sessionStore.configs)) return false;
  return loadedPage(pathname) !== undefined && hasPrimedLists(sessionStore.domain, pathname);
}
