// mf-dashboard on its own (`npm run dev -- mf-dashboard`): its lifecycles on the candidate's pages.
import { startDevPage } from '@careers/shared/dev';
import * as app from '../src/app';

void startDevPage({
  remoteName: 'mf-dashboard',
  app,
  pages: [
    { href: '/careers/dashboard', label: 'Dashboard' },
    { href: '/careers/applications', label: 'Applications' },
    { href: '/careers/saved-jobs', label: 'Saved jobs' },
    { href: '/careers/interviews', label: 'Interviews' },
    { href: '/careers/profile', label: 'Profile' },
    { href: '/careers/settings', label: 'Settings' },
  ],
});
