import { createLifecycles } from '@careers/shared/mf';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-forms',
  loadRoot: () => import('./Root'),
});
