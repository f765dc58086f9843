import type { Messages } from '@careers/shared/i18n';

/**
 * mf-forms's British English texts (en-GB), every feature's: loaded only for a visitor shown British English.
 * Only the texts where British English differs from English (the English catalogue, read through for every other
 * key): 'CV' for the résumé, 'cancelled', 'centre', a job 'basket', 'hyphens' and 'brackets', 'recruitment team'.
 * The same plain, direct register as the English. Terms as in shared/src/i18n/glossaries/en-GB.json.
 */
export default {
  // i18n/formsMessages.ts
  'formsPage.center.heading': 'Forms centre',
  'formsPage.form.backToCenter': 'Back to the forms centre',
} satisfies Messages;
