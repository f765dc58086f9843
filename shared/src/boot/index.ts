export { readBoot } from './readBoot';
export { readCsrfMeta } from './readCsrfMeta';
export { readCspNonce } from './readCspNonce';
// The boot block's shape is an API contract (shared/src/contracts/boot); types only, as every contract reaches browsers.
export type * from '../contracts/boot/bootData';
export { takeFirstAnswer, forgetFirstAnswers } from './takeFirstAnswer';
export { FIRST_ANSWERS_ID, type FirstAnswers } from './firstAnswersBlock';
export { primedFirstAnswers, type PrimedFirstAnswers } from './primedFirstAnswers';
export { DASHBOARD_LIST_PATHS, SECTION_LISTS, dashboardTabs, firstViewLists, slugOfTab, tabFromHref, type DashboardListName } from './dashboardFirstView';
export { TIME_ZONE_COOKIE } from './timeZoneCookie';
