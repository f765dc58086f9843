import { DASHBOARD_LIST_PATHS, FIRST_ANSWERS_ID, type FirstAnswers } from '@careers/shared/boot';
import type { DashboardList } from './useDashboard';

// The dashboard's first answers as the server drew the page with them (issue 27, first paint): the server renderer
// sets them for its one synchronous render; in the browser they are read from the page's first answers block
// (which takeFirstAnswer hands to the started calls once). The first render then draws the lists the server drew,
// instead of a loading state, so the remote hydrates the server's markup node for node.

// undefined: not read yet; null: none (or forgotten once the remote unmounted).
let primed: FirstAnswers | null | undefined;

function readBlock(): FirstAnswers | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as FirstAnswers;
    return parsed && typeof parsed.answers === 'object' && parsed.answers !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
export function primeLists(value: FirstAnswers | null): void {
  primed = value;
}

/** The answer of `list` the page was drawn with, while the address is still the page it was drawn for. */
export function primedList(list: DashboardList, domain: string, pathname: string): unknown {
  if (primed === undefined) primed = readBlock();
  if (!primed || primed.domain !== domain || primed.pathname !== pathname) return undefined;
  return primed.answers[DASHBOARD_LIST_PATHS[list]];
}

/** Whether the page carries any first answers for `domain` and `pathname` (the server drew its first view with them). */
export function hasPrimedLists(domain: string, pathname: string): boolean {
  if (primed === undefined) primed = readBlock();
  return Boolean(primed && primed.domain === domain && primed.pathname === pathname && Object.keys(primed.answers).length > 0);
}

/** At unmount: a later visit of the dashboard (the remote mounted again) asks the server afresh. */
export function forgetPrimedLists(): void {
  primed = null;
}
