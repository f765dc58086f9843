import { useState } from 'react';
import { useDashboardList } from '../../data/useDashboard';
import { dashboardTabs, SECTION_LISTS, tabFromHref } from '@careers/shared/boot';
import { useSnapshot } from 'valtio/react';
import { useHref } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { mq } from '@careers/shared/theme';
import { useHydrated } from '@careers/shared/ui';
import { SavedSearchesPanel } from '../savedSearches/SavedSearchesPanel';
import { FirstRunSteps } from './FirstRunSteps';
import { ShowWhenSettled } from './ShowWhenSettled';
import { CompactEmpty } from './useListView';
import { NudgesList } from './DashboardLists';
import { SECTIONS } from './dashboardSections';
import { pageColumn, pageHeading, textLink } from './dashboardStyles';
import { DashboardTab } from './DashboardTab';
import { DashboardTabPanel } from './DashboardTabPanel';
import { seeAllText } from './seeAllText';
import { useDashboardI18n } from './useDashboardI18n';
import { useTabKeys } from './useTabKeys';

function useTabs(): string[] {
  const { configs } = useSnapshot(sessionStore);
  return dashboardTabs(configs).filter((name) => name in SECTIONS);
}

function ProfileTeaser() {
  const { t } = useDashboardI18n();
  return (
    <p css={(theme) => ({ margin: `0 0 ${theme.spacing.md}px`, padding: theme.spacing.md, borderRadius: theme.radii.md, background: theme.colors.surface })}>
      {t('dashboard.profileTeaser')}{' '}
      <a href="/careers/profile" css={textLink}>
        {t('dashboard.profileLink')}
      </a>
    </p>
  );
}

/**
 * v1: one section at a time under keyboard-operable tabs (arrow keys, Home, End). Each tab is a link to its own
 * address (`?tab=`), which the server draws: a press before mf-dashboard has taken the server's page over, or
 * without scripts, opens the tab by a page load (issue 27: a button tab did nothing then); once hydrated a press
 * switches in place, as before.
 */
function TabbedDashboard({ tabs }: { tabs: string[] }) {
  const { t } = useDashboardI18n();
  // The selected tab lives in the address (`?tab=`), not in component state: links, reloads and Back open it.
  const href = useHref();
  const current = tabFromHref(href, tabs) ?? tabs[0] ?? '';
  const { refOf, onKeyDown } = useTabKeys(tabs);
  // The roving tab stop (one tab in the Tab order, arrows between them) only once the arrows have a handler: on
  // the server's page, before the takeover or without scripts, each tab is a link the keyboard must reach by Tab.
  const hydrated = useHydrated();
  const section = SECTIONS[current];
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('dashboard.tabs')}
        // Wrapped, not scrolled sideways: on a phone a scrolling strip hid half the tabs with no cue.
        css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.xs, borderBottom: `1px solid ${theme.colors.border}`, paddingBottom: 2 })}
      >
        {tabs.map((name, index) => (
          <DashboardTab
            key={name}
            name={name}
            href={href}
            selected={name === current}
            tabIndex={hydrated ? (name === current ? 0 : -1) : undefined}
            tabRef={refOf(name)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
        ))}
      </div>
      {section && <DashboardTabPanel name={current} section={section} />}
    </div>
  );
}

/** v2: every section at once, as cards in a grid (one column on phones). */
function GridDashboard({ tabs }: { tabs: string[] }) {
  const i18n = useDashboardI18n();
  return (
    <div css={(theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing.lg, [mq.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } })}>
      {tabs.map((name) => {
        const section = SECTIONS[name];
        if (!section) return null;
        return (
          <div key={name} data-section={name} css={(theme) => ({ minWidth: 0, padding: theme.spacing.md, borderRadius: theme.radii.lg, background: theme.colors.surface })}>
            {section.render(2)}
            {section.page && (
              <p css={{ marginBottom: 0 }}>
                <a href={section.page} css={textLink}>
                  {seeAllText(i18n, name)}
                </a>
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The saved searches, except on a first run without any: then its only content would be an empty box, and
 * the 'Get started' box already asks for a job alert. Shown once next_steps has answered (or failed), so it
 * does not appear and then vanish.
 */
function SavedSearchesUnlessFirstRun() {
  const { data, error } = useDashboardList('nextSteps');
  if (!data && !error) return null;
  if (data?.data.first_run && data.data.needs_job_alert) return null;
  return <SavedSearchesPanel />;
}

/**
 * /careers/dashboard (v1: tabs) and /careers/dashboardv2 (v2: every section on one page): two layouts of
 * the same data (the same calls and SWR keys). The sections are the ones `dashboardConfig.tabs` names,
 * in its order; a profile teaser, the first-run steps, nudges and the saved searches sit around them.
 */
export function DashboardPage({ layout }: { layout: 'v1' | 'v2' }) {
  const { t } = useDashboardI18n();
  const tabs = useTabs();
  // The first-run steps and the nudges sit above the sections, and the first section's list above the
  // 'See all' link and the saved searches; their sizes are known only once these calls answer. Until then
  // the sections wait under one loading state rather than being pushed down one by one. Once shown they
  // stay: a later tab's list loads in its own panel, after the candidate's click.
  const nextSteps = useDashboardList('nextSteps');
  const nudges = useDashboardList('nudges');
  const firstSection = useDashboardList(SECTION_LISTS[tabFromHref(useHref(), tabs) ?? tabs[0] ?? ''] ?? 'nudges');
  const answered = (list: { data?: unknown; error?: unknown }) => list.data !== undefined || list.error !== undefined;
  const [topSettled, setTopSettled] = useState(false);
  const hydrated = useHydrated();
  // On the server (and in the render that hydrates its markup) an open tab whose list the page does not carry (only
  // the interviews' and events': their times are written in the browser's zone) does not hold the sections back: they are drawn
  // with that list's own loading state. Waiting for it drew one 'These lists need JavaScript' instead of the tabs,
  // and a visitor without scripts who opened such a tab could reach no other (found by an e2e test of the tab links).
  if (!topSettled && answered(nextSteps) && answered(nudges) && (answered(firstSection) || !hydrated)) setTopSettled(true);
  // Busy only where scripts run to end it: the server's markup says so once hydrated (a browser without scripts
  // would be told to wait forever: StateScreen's withoutScripts).
  const busy = hydrated && !topSettled;
  const tabbed = layout === 'v1';
  return (
    // Empty lists say so in one line each (useListView), not a box each, on both layouts: a new account's
    // dashboard was a wall of 'No data found' boxes (issue 24). The list pages keep the full state box.
    <CompactEmpty.Provider value>
      <div css={pageColumn} data-layout={layout} aria-busy={busy || undefined}>
        <h1 tabIndex={-1} css={pageHeading}>
          {t('dashboard.heading')}
        </h1>
        {/* Above the parts that wait for calls: it needs none, so it shows at once and nothing lands above it. */}
        <ProfileTeaser />
        <ShowWhenSettled settled={topSettled}>
          <FirstRunSteps />
          <NudgesList />
          {tabbed ? <TabbedDashboard tabs={tabs} /> : <GridDashboard tabs={tabs} />}
          <SavedSearchesUnlessFirstRun />
        </ShowWhenSettled>
      </div>
    </CompactEmpty.Provider>
  );
}
