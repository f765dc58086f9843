import { createLifecycles, type RemoteProps } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { startedOffers, startOffers } from './data/startedOffers';
import { offersPageOf } from './navigation/offersPage';

/** On the offers list and an offer's page, their one call goes out at bootstrap, beside the root's chunk (issue 27). */
function startFirstCall(props: RemoteProps) {
  const page = offersPageOf(window.location.pathname);
  if (page.name === 'list' || page.name === 'offer') startOffers(props.transport, sessionStore.domain);
}

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-offers',
  loadRoot: () => import('./Root'),
  firstCalls: { calls: startedOffers, start: startFirstCall },
});
