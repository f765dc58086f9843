import type { Messages } from '@careers/shared/i18n';

/**
 * mf-offers's British English texts (en-GB), every feature's: loaded only for a visitor shown British English.
 * Only the texts where British English differs from English (the English catalogue, read through for every other
 * key): 'CV' for the résumé, 'cancelled', 'centre', a job 'basket', 'hyphens' and 'brackets', 'recruitment team'.
 * The same plain, direct register as the English. Terms as in shared/src/i18n/glossaries/en-GB.json.
 */
export default {
  // i18n/offersMessages.ts
  'offers.status.Canceled': 'Cancelled',
  'offers.offer.canceled': 'The offer for %(position)s has been cancelled.',
  'offers.document.offerCanceled': 'Offer cancelled %(date)s',

  // features/document/documentMessages.ts
  'offers.documentPage.notActionable.Canceled': 'The company cancelled this offer. You can still view and download the document.',
} satisfies Messages;
