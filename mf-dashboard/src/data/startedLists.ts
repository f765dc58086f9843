import { DASHBOARD_LIST_PATHS, takeFirstAnswer } from '@careers/shared/boot';
import { createStartedCalls, type Transport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';
import type { DashboardList } from './useDashboard';

/** The first view's list calls (issue 27): started when the remote starts (app.tsx), each taken once by useDashboardList. */
export const startedLists = createStartedCalls();

/** The key a list's started call waits under. */
export const startedListKey = (list: DashboardList, domain: string) => `${list}\n${domain}`;

/**
 * Starts the calls of `lists` now, through the shell's transport, for the first SWR fetch of each to take; a
 * list whose answer the server put in the page (its first answers) is taken from there, without a request.
 */
export function startLists(transport: Transport, domain: string, lists: readonly DashboardList[]): void {
  for (const list of lists) {
    startedLists.start(startedListKey(list, domain), () => takeFirstAnswer(DASHBOARD_LIST_PATHS[list], domain) ?? dashboardApi[list](transport, domain));
  }
}
