// mf-offers on its own (`npm run dev -- mf-offers`): its lifecycles on the offers pages, and its widget as the
// demo intranet embeds it.
import { startDevPage } from '@careers/shared/dev';
import * as app from '../src/app';

void startDevPage({
  remoteName: 'mf-offers',
  app,
  widgets: { offers: () => import('../src/widget') },
  pages: [{ href: '/careers/offers', label: 'Offers (alex@demo.test has some)' }],
});
