import type { Messages } from '@careers/shared/i18n';

/** mf-forms's Spanish texts (es), every feature's: loaded only for a visitor shown Spanish (loadLocale). */
export default {} satisfies Messages;
