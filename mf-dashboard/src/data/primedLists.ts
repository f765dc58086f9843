import { DASHBOARD_LIST_PATHS, primedFirstAnswers } from '@careers/shared/boot';
import type { DashboardList } from './useDashboard';

// The dashboard's first answers as the server drew the page with them (issue 27, first paint): its renderer primes
// them, the browser reads the page's block; the first render then draws the lists the server drew.
const primed = primedFirstAnswers();

/** The server renderer sets the answers it renders with (one synchronous render per request); null after it. */
export const primeLists = primed.prime;

/** The answer of `list` the page was drawn with, while the address is still the page it was drawn for. */
export const primedList = (list: DashboardList, domain: string, pathname: string): unknown => primed.answer(DASHBOARD_LIST_PATHS[list], domain, pathname);

/** Whether the page carries any first answers for `domain` and `pathname` (the server drew its first view with them). */
export const hasPrimedLists = primed.has;

/** At unmount: a later visit of the dashboard (the remote mounted again) asks the server afresh. */
export const forgetPrimedLists = primed.forget;
