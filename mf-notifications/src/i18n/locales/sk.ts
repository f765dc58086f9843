import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Slovak texts (sk), every feature's: loaded only for a visitor shown Slovak (loadLocale). Register: formal
 * "vy" (vykanie), as Slovak career sites address candidates; terms: shared/src/i18n/glossaries/sk.json. */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Oznámenia',
  'bell.button': 'Oznámenia',
  'bell.buttonWithCount': 'Oznámenia, nové: %(shown)s',
  'bell.announce':
    '{count, plural, one {# nové oznámenie} few {# nové oznámenia} many {# nového oznámenia} other {# nových oznámení}}',
  'bell.arrived': 'Nové upozornenie: {message}',
  'bell.tabs': 'Typy oznámení',
  'bell.tab.all': 'Všetky',
  'bell.tab.actionRequired': 'Vyžaduje akciu',
  'bell.empty': 'Všetko máte prečítané!',
  'bell.close': 'Zavrieť oznámenia',
  'bell.loading': 'Načítavajú sa oznámenia',
  'bell.actionRequired': 'Vyžaduje akciu',
  'bell.unread': 'Nové',
  'bell.unavailable': 'Oznámenia sa nenačítali. Skúsiť znova',
} satisfies Messages;
