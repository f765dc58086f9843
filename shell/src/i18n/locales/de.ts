import type { Messages } from '@careers/shared/i18n';

/** shell's German texts (de), every feature's: loaded only for a visitor shown German (loadLocale). */
export default {} satisfies Messages;
