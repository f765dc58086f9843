// mf-notifications on its own (`npm run dev -- mf-notifications`): the bell in the navbar's slot on every page
// (for a logged-in candidate of a company with in-app notifications on), and its widget as the demo intranet
// embeds it.
import { startDevPage } from '@careers/shared/dev';
import * as app from '../src/app';

void startDevPage({
  remoteName: 'mf-notifications',
  app,
  mountInto: '#careers-notification-slot',
  widgets: { notifications: () => import('../src/widget') },
  pages: [{ href: '/careers/dashboard', label: 'Dashboard, with the bell' }],
});
