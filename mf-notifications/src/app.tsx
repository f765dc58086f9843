import { createLifecycles } from '@careers/shared/mf';
import { localeLoaders } from './i18n/localeLoaders';

// The './app' expose: single-spa lifecycles; the root is loaded lazily behind them.
export const { bootstrap, mount, unmount } = createLifecycles({
  remoteName: 'mf-notifications',
  locales: localeLoaders,
  loadRoot: () => import('./Root'),
});
