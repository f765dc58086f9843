import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Greek texts (el), every feature's: loaded only for a visitor shown Greek.
 * Formal register, the polite plural ('Συνδεθείτε', 'Εισαγάγετε τον κωδικό σας'), as Greek careers sites address a
 * candidate; buttons as the noun of the action ('Αποθήκευση', 'Υποβολή'), as Greek interfaces write them. Greek
 * quotation marks « » and the Greek question mark (;).
 * Terms (πρόταση, αίτηση, αποθηκευμένη αναζήτηση, ειδοποίηση αγγελιών, θέση, βιογραφικό): shared/src/i18n/glossaries/el.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Ειδοποιήσεις',
  'bell.button': 'Ειδοποιήσεις',
  'bell.buttonWithCount': 'Ειδοποιήσεις, %(shown)s νέες',
  'bell.announce': '{count, plural, one {# νέα ειδοποίηση} other {# νέες ειδοποιήσεις}}',
  'bell.arrived': 'Νέα ειδοποίηση: {message}',
  'bell.tabs': 'Τύποι ειδοποιήσεων',
  'bell.tab.all': 'Όλες',
  'bell.tab.actionRequired': 'Απαιτείται ενέργεια',
  'bell.empty': 'Δεν έχετε νέες ειδοποιήσεις!',
  'bell.close': 'Κλείσιμο ειδοποιήσεων',
  'bell.loading': 'Φόρτωση ειδοποιήσεων',
  'bell.actionRequired': 'Απαιτείται ενέργεια',
  'bell.unread': 'Νέα',
  'bell.unavailable': 'Οι ειδοποιήσεις δεν φορτώθηκαν. Επανάληψη',
} satisfies Messages;
