import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Czech texts (cs), every feature's: loaded only for a visitor shown Czech (loadLocale). Register: formal
 * "vy" (vykání), as Czech career sites address candidates; terms: shared/src/i18n/glossaries/cs.json. */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Oznámení',
  'bell.button': 'Oznámení',
  'bell.buttonWithCount': 'Oznámení, nová: %(shown)s',
  'bell.announce':
    '{count, plural, one {# nové oznámení} few {# nová oznámení} many {# nového oznámení} other {# nových oznámení}}',
  'bell.arrived': 'Nové oznámení: {message}',
  'bell.tabs': 'Typy oznámení',
  'bell.tab.all': 'Vše',
  'bell.tab.actionRequired': 'Vyžaduje akci',
  'bell.empty': 'Vše máte přečtené!',
  'bell.close': 'Zavřít oznámení',
  'bell.loading': 'Načítání oznámení',
  'bell.actionRequired': 'Vyžaduje akci',
  'bell.unread': 'Nové',
  'bell.unavailable': 'Oznámení se nenačetla. Zkusit znovu',
} satisfies Messages;
