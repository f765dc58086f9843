import { createLifecycles, type RemoteProps } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { dropStartedOffersCall, startOffersCall } from './data/startedOffersCall';
import { offersPageOf } from './navigation/offersPage';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them.
const lifecycles = createLifecycles({
  remoteName: 'mf-offers',
  // A stable name: the server names the root's files in the HTML (remotePreloads.ts).
  loadRoot: () => import(/* webpackChunkName: "root" */ './Root'),
});

/** On the offers list and an offer's page, their one call goes out now, beside the root's chunk (issue 27). */
function startFirstCall(props: RemoteProps) {
  const page = offersPageOf(window.location.pathname);
  if (page.name === 'list' || page.name === 'offer') startOffersCall(props.transport, sessionStore.domain);
}

export const bootstrap = (props: RemoteProps) => {
  startFirstCall(props);
  return lifecycles.bootstrap(props);
};
export const mount = lifecycles.mount;
export const unmount = (props: RemoteProps) => {
  dropStartedOffersCall();
  return lifecycles.unmount(props);
};
