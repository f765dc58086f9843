// mf-search on its own (`npm run dev -- mf-search`): its lifecycles on the pages the route table gives it.
import { startDevPage } from '@careers/shared/dev';
import * as app from '../src/app';

void startDevPage({
  remoteName: 'mf-search',
  app,
  pages: [
    { href: '/careers/search', label: 'Search' },
    { href: '/careers/search?query=nurse', label: 'Search for "nurse"' },
    { href: '/careers/job/1', label: 'A job' },
  ],
});
