import type { DashboardList } from '../../data/useDashboard';
import { tabFromHref } from './tabInAddress';

/** What the sections depend on in the company's config (the session store's snapshot is read-only). */
interface TabsConfig {
  readonly gates?: { readonly referralWithCandidateApplicationGate?: boolean } | null;
  readonly pcsxConfig: { readonly dashboardConfig: { readonly tabs: readonly string[] } };
}

/**
 * Which list call each section of `dashboardConfig.tabs` reads (spec §3). Plain data, apart from the page's
 * components, so the remote's entry can start the first calls before the page's chunk has arrived.
 */
export const SECTION_LISTS: Record<string, DashboardList> = {
  applications: 'applications',
  inactive_applications: 'applications',
  interviews: 'interviews',
  saved_positions: 'savedPositions',
  events: 'events',
  offers: 'offers',
  draft_applications: 'drafts',
  referrals: 'referrals',
};

/** The sections the company's config names, in its order; unknown names are left out. */
export function dashboardTabs(configs: TabsConfig | null | undefined): string[] {
  const gate = configs?.gates?.referralWithCandidateApplicationGate;
  const tabs = (configs?.pcsxConfig.dashboardConfig.tabs ?? ['applications']).filter((name) => name in SECTION_LISTS);
  // Referrals show only when the company's gate allows them beside the candidate's applications.
  return tabs.filter((name) => name !== 'referrals' || gate !== false);
}

/**
 * The calls the dashboard's first view waits for (DashboardPage's loading state): the first-run steps, the
 * nudges, and the list of the tab the address opens (v1) or of the first card (v2).
 */
export function firstViewLists(href: string, tabs: readonly string[]): DashboardList[] {
  const first = SECTION_LISTS[tabFromHref(href, tabs) ?? tabs[0] ?? ''];
  return first ? ['nextSteps', 'nudges', first] : ['nextSteps', 'nudges'];
}
