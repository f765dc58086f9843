import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's French texts (fr), every feature's: loaded only for a visitor shown French (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notifications',
  'bell.button': 'Notifications',
  'bell.buttonWithCount': '{count, plural, one {Notifications, %(shown)s nouvelle} other {Notifications, %(shown)s nouvelles}}',
  'bell.announce': '{count, plural, one {# nouvelle notification} other {# nouvelles notifications}}',
  'bell.arrived': 'Nouvelle notification : {message}',
  'bell.tabs': 'Types de notifications',
  'bell.tab.all': 'Toutes',
  'bell.tab.actionRequired': 'Action requise',
  'bell.empty': 'Vous êtes à jour !',
  'bell.close': 'Fermer les notifications',
  'bell.loading': 'Chargement des notifications',
  'bell.actionRequired': 'Action requise',
  'bell.unread': 'Nouveau',
  'bell.unavailable': 'Les notifications ne se sont pas chargées. Réessayer',
} satisfies Messages;
