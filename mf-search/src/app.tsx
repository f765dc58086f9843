import { createLifecycles } from '@careers/shared/mf';
import { isServerDrawnSearchPage } from './features/search/isServerDrawnSearchPage';
import { isServerDrawnJobPage } from './routing/isServerDrawnJobPage';
import { loadFirstPage } from './routing/searchPageLoaders';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the
// chunk of the page the address names, so that page renders in the root's first render. A job's page or the
// search page's first view the server drew is hydrated, so the keyboard focus, what was typed and the scroll
// stay where the visitor put them.
const here = () => window.location.pathname + window.location.search;
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-search',
  loadRoot: () => Promise.all([import('./Root'), loadFirstPage(here())]).then(([root]) => root),
  serverDrawn: (slot) => isServerDrawnJobPage(slot, here()) || isServerDrawnSearchPage(slot, here()),
});
