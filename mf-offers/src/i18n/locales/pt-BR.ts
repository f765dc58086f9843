import type { Messages } from '@careers/shared/i18n';

/** mf-offers's Brazilian Portuguese texts (pt-BR), every feature's: loaded only for a visitor shown Brazilian Portuguese (loadLocale). */
export default {} satisfies Messages;
