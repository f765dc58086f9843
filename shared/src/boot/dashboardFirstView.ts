// What the dashboard's first view reads (issue 27): plain data, no browser API, so the server that writes the
// page's first answers into its HTML (server/src/routes/firstAnswers.ts) and mf-dashboard, which waits for
// them, follow one list.

/** The dashboard's list calls (spec §7 "Candidate and dashboard"), each by the path it reads. */
export const DASHBOARD_LIST_PATHS = {
  applications: '/api/pcsx/dashboard/applications',
  interviews: '/api/pcsx/dashboard/interviews',
  events: '/api/pcsx/dashboard/events',
  referrals: '/api/pcsx/dashboard/referrals',
  nudges: '/api/pcsx/dashboard/nudges',
  offers: '/api/pcsx/dashboard/offers',
  drafts: '/api/pcsx/dashboard/drafts',
  nextSteps: '/api/pcsx/dashboard/next_steps',
  savedPositions: '/api/pcsx/positions/saved',
} as const;

/** One of the dashboard's list calls. */
export type DashboardListName = keyof typeof DASHBOARD_LIST_PATHS;

/** What the sections depend on in the company's config (the session store's snapshot is read-only). */
interface TabsConfig {
  readonly gates?: { readonly referralWithCandidateApplicationGate?: boolean } | null;
  readonly pcsxConfig: { readonly dashboardConfig: { readonly tabs: readonly string[] } };
}

/** Which list call each section of `dashboardConfig.tabs` reads (spec §3). */
export const SECTION_LISTS: Record<string, DashboardListName> = {
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

// The v1 tab in the address (`?tab=events`), so links ('See events'), reloads and Back open it.
// Short names where the config's are long; the config's own name is accepted too.
const SLUG: Record<string, string> = { draft_applications: 'drafts', saved_positions: 'saved', inactive_applications: 'inactive' };

/** The `tab` value of a section named in `dashboardConfig.tabs`. */
export const slugOfTab = (name: string) => SLUG[name] ?? name;

/** The section of `tabs` the address names (by `?tab=`), or null. */
export function tabFromHref(href: string, tabs: readonly string[]): string | null {
  const wanted = new URLSearchParams(href.split('?')[1]?.split('#')[0] ?? '').get('tab');
  if (!wanted) return null;
  return tabs.find((name) => name === wanted || slugOfTab(name) === wanted) ?? null;
}

/**
 * The calls the dashboard's first view waits for (DashboardPage's loading state): the first-run steps, the
 * nudges, and the list of the tab the address opens (v1) or of the first card (v2).
 */
export function firstViewLists(href: string, tabs: readonly string[]): DashboardListName[] {
  const first = SECTION_LISTS[tabFromHref(href, tabs) ?? tabs[0] ?? ''];
  return first ? ['nextSteps', 'nudges', first] : ['nextSteps', 'nudges'];
}
