import { DASHBOARD_LIST_PATHS, takeFirstAnswer } from '@careers/shared/boot';
import { sessionStore } from '@careers/shared/state';
import { browserTimezone, createStartedCalls, type Transport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';
import type { DashboardList } from './useDashboard';

/** The first view's list calls (issue 27): started when the remote starts (app.tsx), each taken once by useDashboardList. */
export const startedLists = createStartedCalls();

/** The key a list's started call waits under. */
export const startedListKey = (list: DashboardList, domain: string) => `${list}\n${domain}`;

// Lists whose times the server wrote in the zone it drew the page in (the careers_tz cookie's, boot.timeZone): the
// first render draws them as the server did, and the page's answer is kept only if the browser is still in that zone
// (a candidate who travelled since gets them asked for again, in the zone they are in now).
const WRITTEN_IN_ZONE: ReadonlySet<DashboardList> = new Set(['interviews', 'events']);

function fromPage(list: DashboardList, domain: string): Promise<unknown> | undefined {
  if (WRITTEN_IN_ZONE.has(list) && sessionStore.timeZone !== browserTimezone()) return undefined;
  return takeFirstAnswer(DASHBOARD_LIST_PATHS[list], domain);
}

/**
 * Starts the calls of `lists` now, through the shell's transport, for the first SWR fetch of each to take; a
 * list whose answer the server put in the page (its first answers) is taken from there, without a request.
 */
export function startLists(transport: Transport, domain: string, lists: readonly DashboardList[]): void {
  for (const list of lists) {
    startedLists.start(startedListKey(list, domain), () => fromPage(list, domain) ?? dashboardApi[list](transport, domain));
  }
}
