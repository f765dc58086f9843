import { createLifecycles } from '@careers/shared/mf';
import { isServerDrawnJobPage } from './routing/isServerDrawnJobPage';
import { loadFirstPage } from './routing/searchPageLoaders';
import { serverDrawnSearchHref } from './routing/serverDrawnSearchHref';
import { localeLoaders } from './i18n/localeLoaders';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the
// chunk of the page the address names, so that page renders in the root's first render. A job's page or a
// search page the server drew is hydrated, so the keyboard focus and the scroll stay where the visitor put them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-search',
  locales: localeLoaders,
  loadRoot: () => Promise.all([import('./Root'), loadFirstPage(window.location.pathname + window.location.search)]).then(([root]) => root),
  serverDrawn: (slot) => {
    const href = window.location.pathname + window.location.search;
    if (isServerDrawnJobPage(slot, href)) return true;
    const drawn = serverDrawnSearchHref(slot, href);
    // A page past the last one was drawn as the last page: the address follows before the first render reads it.
    if (drawn !== null && drawn !== href) window.history.replaceState(window.history.state, '', drawn);
    return drawn !== null;
  },
});
