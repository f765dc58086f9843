import { createLifecycles } from '@careers/shared/mf';
import { loadPage } from './formsPageLoaders';
import { pageOf } from './routing/pageOf';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the chunk of
// the page the address names (issue 27), so that page renders in the root's first render.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-forms',
  // A page chunk that fails is asked for again by FormsRoutes, whose error boundary shows the failure.
  loadRoot: () =>
    Promise.all([
      import(/* webpackChunkName: "root" */ './Root'),
      loadPage(pageOf(`${window.location.pathname}${window.location.search}`).kind).catch(() => undefined),
    ]).then(([root]) => root),
});
