import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Hebrew texts (he), every feature's: loaded only for a visitor shown Hebrew (loadLocale). */
export default {} satisfies Messages;
