import { loadLazyWidgets } from '@careers/shared/forms';
import { createLifecycles } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { forgetPrimedApplyForm, primedApplyForm } from './data/primedApplyForm';
import { loadApplyFormPart } from './features/apply/useApplyFormPart';
import { isServerDrawnApply } from './isServerDrawnApply';
import { loadPage } from './formsPageLoaders';
import { pageOf } from './routing/pageOf';
import { localeLoaders } from './i18n/localeLoaders';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them, together with the chunk of
// the page the address names (issue 27), so that page renders in the root's first render. The apply page the
// server drew is hydrated (its nodes, the focus and the text typed stay): its first render must be the form, so
// the form's toolkit chunk comes before it too (only then: drawn in the browser, the heading and the form's call
// go first, the toolkit beside the call).
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-forms',
  locales: localeLoaders,
  // A page chunk that fails is asked for again by FormsRoutes, whose error boundary shows the failure.
  loadRoot: () => {
    const page = pageOf(`${window.location.pathname}${window.location.search}`);
    return Promise.all([
      import(/* webpackChunkName: "root" */ './Root'),
      loadPage(page.kind).catch(() => undefined),
      page.kind === 'apply' && primedApplyForm(sessionStore.domain, window.location.pathname, page.pid) ? loadApplyFormPart().catch(() => undefined) : undefined,
      // A drawn phone question's widget too, or its boundary would be drawn anew and lose what was typed in it.
      page.kind === 'apply' && document.querySelector('#careers-root input[type="tel"]') ? loadLazyWidgets().catch(() => undefined) : undefined,
    ]).then(([root]) => root);
  },
  serverDrawn: (slot) => isServerDrawnApply(slot, window.location),
  // The answer the page was drawn with serves its first render only: a later mount asks the server afresh.
  firstCalls: { calls: { drop: forgetPrimedApplyForm }, start: () => undefined },
});
