import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Arabic texts (ar), every feature's: loaded only for a visitor shown Arabic (loadLocale). */
export default {} satisfies Messages;
