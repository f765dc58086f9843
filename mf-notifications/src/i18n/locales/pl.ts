import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Polish texts (pl), every feature's: loaded only for a visitor shown Polish (loadLocale). Register: informal
 * "Ty" with the imperative, as Polish job boards and career sites address candidates; terms: shared/src/i18n/glossaries/pl.json. */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Powiadomienia',
  'bell.button': 'Powiadomienia',
  'bell.buttonWithCount': 'Powiadomienia, nowe: %(shown)s',
  'bell.announce':
    '{count, plural, one {# nowe powiadomienie} few {# nowe powiadomienia} many {# nowych powiadomień} other {# nowego powiadomienia}}',
  'bell.arrived': 'Nowe powiadomienie: {message}',
  'bell.tabs': 'Rodzaje powiadomień',
  'bell.tab.all': 'Wszystkie',
  'bell.tab.actionRequired': 'Wymagają działania',
  'bell.empty': 'Jesteś na bieżąco!',
  'bell.close': 'Zamknij powiadomienia',
  'bell.loading': 'Wczytywanie powiadomień',
  'bell.actionRequired': 'Wymaga działania',
  'bell.unread': 'Nowe',
  'bell.unavailable': 'Nie udało się wczytać powiadomień. Ponów',
} satisfies Messages;
