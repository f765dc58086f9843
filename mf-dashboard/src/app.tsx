import { createLifecycles } from '@careers/shared/mf';
import { loadPage } from './dashboardPageLoaders';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the
// chunk of the page the address names, so that page renders in the root's first render.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-dashboard',
  // A page chunk that fails is asked for again by DashboardPages, whose error boundary shows the failure.
  loadRoot: () => Promise.all([import('./Root'), loadPage(window.location.pathname).catch(() => undefined)]).then(([root]) => root),
});
