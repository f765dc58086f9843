import type { Messages } from '@careers/shared/i18n';

/** mf-forms's Japanese texts (ja), every feature's: loaded only for a visitor shown Japanese (loadLocale). */
export default {} satisfies Messages;
