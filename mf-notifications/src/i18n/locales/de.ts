import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's German texts (de), every feature's: loaded only for a visitor shown German (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Benachrichtigungen',
  'bell.button': 'Benachrichtigungen',
  'bell.buttonWithCount': 'Benachrichtigungen, %(shown)s neu',
  'bell.announce': '{count, plural, one {# neue Benachrichtigung} other {# neue Benachrichtigungen}}',
  'bell.arrived': 'Neue Benachrichtigung: {message}',
  'bell.tabs': 'Benachrichtigungsarten',
  'bell.tab.all': 'Alle',
  'bell.tab.actionRequired': 'Aktion erforderlich',
  'bell.empty': 'Sie sind auf dem neuesten Stand!',
  'bell.close': 'Benachrichtigungen schließen',
  'bell.loading': 'Benachrichtigungen werden geladen',
  'bell.actionRequired': 'Aktion erforderlich',
  'bell.unread': 'Neu',
  'bell.unavailable': 'Benachrichtigungen wurden nicht geladen. Erneut versuchen',
} satisfies Messages;
