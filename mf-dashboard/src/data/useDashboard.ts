import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';

export type DashboardList = keyof typeof dashboardApi;
/** The answer of each list's call. */
export type DashboardListData = { [K in DashboardList]: Awaited<ReturnType<(typeof dashboardApi)[K]>> };

/** The SWR key of one dashboard list: the dashboard and the list pages share it, so a change shows on both. */
export const dashboardKey = (list: DashboardList, domain: string) => ['dashboard', list, domain] as const;

/** One dashboard list of the logged-in candidate (typed by the contract of its call). */
export function useDashboardList<L extends DashboardList>(list: L) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  return useSWR<DashboardListData[L]>(dashboardKey(list, domain), () => dashboardApi[list](transport, domain) as Promise<DashboardListData[L]>, {
    revalidateOnFocus: true,
  });
}
