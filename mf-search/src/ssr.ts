// mf-search's server-side entry (built for Node into dist-ssr/render.cjs, see webpack.config.js): what the server
// asks of this remote's own code while it makes a page (issue 27 "First paint").
import { registerEveryLocale } from '@careers/shared/ssr';
import { allLocales } from './i18n/allLocales';

// The server answers in any of the product's languages: every catalogue is registered at once.
registerEveryLocale('mf-search', allLocales);

export { buildId, renderJob } from './features/job/renderJob';
export { firstSearchOf } from './features/search/firstSearchOf';
export { renderSearch } from './features/search/renderSearch';
