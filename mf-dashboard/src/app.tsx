import { dashboardTabs, firstViewLists } from '@careers/shared/boot';
import { createLifecycles, type RemoteProps } from '@careers/shared/mf';
import { matchesPage } from '@careers/shared/location';
import { sessionStore } from '@careers/shared/state';
import { forgetPrimedLists } from './data/primedLists';
import { startedLists, startLists } from './data/startedLists';
import { loadPage } from './dashboardPageLoaders';
import { isServerDrawnDashboard } from './isServerDrawnDashboard';
import { localeLoaders } from './i18n/localeLoaders';

/** On the dashboard, its first view's calls go out at bootstrap, beside the root's and the page's chunks (issue 27). */
function startDashboardCalls(props: RemoteProps) {
  const { pathname, search } = window.location;
  if (!matchesPage('/dashboard', pathname) && !matchesPage('/dashboardv2', pathname)) return;
  startLists(props.transport, sessionStore.domain, firstViewLists(`${pathname}${search}`, dashboardTabs(sessionStore.configs)));
}

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the
// chunk of the page the address names, so that page renders in the root's first render. A dashboard the server
// drew is hydrated, so the keyboard focus and the scroll stay where the visitor put them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-dashboard',
  locales: localeLoaders,
  // A page chunk that fails is asked for again by DashboardPages, whose error boundary shows the failure.
  loadRoot: () => Promise.all([import(/* webpackChunkName: "root" */ './Root'), loadPage(window.location.pathname).catch(() => undefined)]).then(([root]) => root),
  serverDrawn: (slot) => isServerDrawnDashboard(slot, window.location.pathname),
  // The answers the page was drawn with serve its first render only: a later mount asks the server afresh.
  firstCalls: { calls: {
      drop: () => {
        startedLists.drop();
        forgetPrimedLists();
      },
    }, start: startDashboardCalls },
});
