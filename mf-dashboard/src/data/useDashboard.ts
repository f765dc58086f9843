import { useDeferredValue } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio/react';
import { useHref } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';
import { primedList } from './primedLists';
import { startedListKey, startedLists } from './startedLists';

export type DashboardList = keyof typeof dashboardApi;
/** The answer of each list's call. */
export type DashboardListData = { [K in DashboardList]: Awaited<ReturnType<(typeof dashboardApi)[K]>> };

/** The SWR key of one dashboard list: the dashboard and the list pages share it, so a change shows on both. */
export const dashboardKey = (list: DashboardList, domain: string) => ['dashboard', list, domain] as const;

/**
 * One dashboard list of the logged-in candidate (typed by the contract of its call). Its first answer reaches
 * the components as a deferred value (issue 27): SWR hands an answer to React as an urgent update, which React
 * renders in one piece, and the cards, timelines and buttons of a list took 150-200 ms of one main-thread task
 * each at 390 px with 4x CPU throttling. Deferred, they render in a transition React interrupts every few
 * milliseconds, and the lists that answered together show in the same commit (one deferred render), so the
 * page's loading state still gives way to all of them at once. Later answers (the candidate's own change, its
 * optimistic data and rollback, a revalidation) show at once: focus moves with them.
 * The answer the page was drawn with (its first answers) is there from the first render, as the server renderer
 * drew it, so the remote hydrates the server's markup; its revalidation at mount takes the started call, which
 * holds that same answer, so it costs no request.
 */
export function useDashboardList<L extends DashboardList>(list: L) {
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const pathname = useHref().split(/[?#]/)[0] ?? '';
  const result = useSWR<DashboardListData[L]>(
    dashboardKey(list, domain),
    () => (startedLists.take(startedListKey(list, domain)) ?? dashboardApi[list](transport, domain)) as Promise<DashboardListData[L]>,
    { revalidateOnFocus: true, fallbackData: primedList(list, domain, pathname) as DashboardListData[L] | undefined },
  );
  const firstData = useDeferredValue(result.data);
  const firstError = useDeferredValue(result.error);
  const shown = firstData !== undefined || firstError !== undefined;
  return { data: shown ? result.data : undefined, error: shown ? result.error : undefined, mutate: result.mutate };
}
