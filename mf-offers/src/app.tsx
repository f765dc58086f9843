import { createLifecycles, type RemoteProps } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { forgetPrimedOffers } from './data/primedOffers';
import { startedOffers, startOffers } from './data/startedOffers';
import { isServerDrawnOffers } from './isServerDrawnOffers';
import { offersPageOf } from './navigation/offersPage';
import { localeLoaders } from './i18n/localeLoaders';

/** On the offers list and an offer's page, their one call goes out at bootstrap, beside the root's chunk (issue 27). */
function startFirstCall(props: RemoteProps) {
  const page = offersPageOf(window.location.pathname);
  if (page.name === 'list' || page.name === 'offer') startOffers(props.transport, sessionStore.domain);
}

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them (a stable chunk name: the
// server names the root's files in the HTML, remotePreloads.ts). An offer page or list the server drew is
// hydrated, so the keyboard focus and the scroll stay where the visitor put them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-offers',
  locales: localeLoaders,
  loadRoot: () => import(/* webpackChunkName: "root" */ './Root'),
  serverDrawn: (slot) => isServerDrawnOffers(slot, window.location.pathname),
  // The answer the page was drawn with serves its first render only: a later mount asks the server afresh.
  firstCalls: {
    calls: {
      drop: () => {
        startedOffers.drop();
        forgetPrimedOffers();
      },
    },
    start: startFirstCall,
  },
});
