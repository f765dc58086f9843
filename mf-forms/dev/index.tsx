// mf-forms on its own (`npm run dev -- mf-forms`): its lifecycles on the forms pages (an apply page is reached
// from a job's page, which is mf-search's: open one on the product server and take its address here).
import { startDevPage } from '@careers/shared/dev';
import * as app from '../src/app';

void startDevPage({
  remoteName: 'mf-forms',
  app,
  pages: [
    { href: '/careers/forms/center', label: 'Forms center' },
    { href: '/careers/onboarding', label: 'Onboarding' },
  ],
});
