import { createLifecycles, type RemoteProps } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { startedOffers, startOffers } from './data/startedOffers';
import { offersPageOf } from './navigation/offersPage';

/** On the offers list and an offer's page, their one call goes out at bootstrap, beside the root's chunk (issue 27). */
function startFirstCall(props: RemoteProps) {
  const page = offersPageOf(window.location.pathname);
  if (page.name === 'list' || page.name === 'offer') startOffers(props.transport, sessionStore.domain);
}

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them (a stable chunk name: the
// server names the root's files in the HTML, remotePreloads.ts).
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-offers',
  loadRoot: () => import(/* webpackChunkName: "root" */ './Root'),
  firstCalls: { calls: startedOffers, start: startFirstCall },
});
