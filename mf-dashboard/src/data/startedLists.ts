import { createStartedCalls, type Transport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';
import type { DashboardList } from './useDashboard';

/** The first view's list calls (issue 27): started when the remote starts (app.tsx), each taken once by useDashboardList. */
export const startedLists = createStartedCalls();

/** The key a list's started call waits under. */
export const startedListKey = (list: DashboardList, domain: string) => `${list}\n${domain}`;

/** Starts the calls of `lists` now, through the shell's transport, for the first SWR fetch of each to take. */
export function startLists(transport: Transport, domain: string, lists: readonly DashboardList[]): void {
  for (const list of lists) startedLists.start(startedListKey(list, domain), () => dashboardApi[list](transport, domain));
}
