import type { Messages } from '@careers/shared/i18n';

/** mf-dashboard's French texts (fr), every feature's: loaded only for a visitor shown French (loadLocale). */
export default {} satisfies Messages;
