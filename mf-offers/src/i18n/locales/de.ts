import type { Messages } from '@careers/shared/i18n';

/** mf-offers's German texts (de), every feature's: loaded only for a visitor shown German (loadLocale). */
export default {} satisfies Messages;
