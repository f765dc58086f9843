import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Croatian texts (hr), every feature's: loaded only for a visitor shown Croatian (loadLocale). Formal "vi"
 * (lower-case, as Croatian careers sites and job boards address candidates in their interface); terms as in
 * shared/src/i18n/glossaries/hr.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Obavijesti',
  'bell.button': 'Obavijesti',
  'bell.buttonWithCount': 'Obavijesti, novih: %(shown)s',
  'bell.announce': '{count, plural, one {# nova obavijest} few {# nove obavijesti} other {# novih obavijesti}}',
  'bell.arrived': 'Nova obavijest: {message}',
  'bell.tabs': 'Vrste obavijesti',
  'bell.tab.all': 'Sve',
  'bell.tab.actionRequired': 'Potrebna radnja',
  'bell.empty': 'Sve ste pročitali!',
  'bell.close': 'Zatvori obavijesti',
  'bell.loading': 'Učitavanje obavijesti',
  'bell.actionRequired': 'Potrebna je radnja',
  'bell.unread': 'Novo',
  'bell.unavailable': 'Obavijesti se nisu učitale. Pokušaj ponovno',
} satisfies Messages;
