import type { Transport } from '@careers/shared/transport';
import { dashboardApi } from './dashboardApi';
import type { DashboardList } from './useDashboard';

// Calls the remote's entry started before the page could render (issue 27: the dashboard's first view waited
// for the remote's entry, then its root and page chunks, then React's first render, and only then asked for
// its data; now the data and the chunks travel together). Each is handed to the first SWR fetch of its list
// and forgotten; one nobody took is dropped when the remote unmounts, so a later mount asks afresh.
const started = new Map<string, Promise<unknown>>();
const keyOf = (list: DashboardList, domain: string) => `${list}\n${domain}`;

/** Starts the calls of `lists` now, through the shell's transport, for the first SWR fetch of each to take. */
export function startCalls(transport: Transport, domain: string, lists: readonly DashboardList[]): void {
  for (const list of lists) {
    const key = keyOf(list, domain);
    if (started.has(key)) continue;
    const call = dashboardApi[list](transport, domain);
    // A failure belongs to whoever takes the call (SWR shows it); one nobody takes must not be reported unhandled.
    call.catch(() => undefined);
    started.set(key, call);
  }
}

/** The started call of `list`, once (the next fetch asks the server again), or undefined. */
export function takeStartedCall(list: DashboardList, domain: string): Promise<unknown> | undefined {
  const key = keyOf(list, domain);
  const call = started.get(key);
  started.delete(key);
  return call;
}

/** Forgets the calls nobody took. */
export function dropStartedCalls(): void {
  started.clear();
}
