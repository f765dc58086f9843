import { registerCatalogue } from '@careers/shared/i18n';

/** The bell's texts (spec §2 Notifications). Registered on import. */
export const bellMessages = {
  en: {
    'bell.title': 'Notifications',
    'bell.button': 'Notifications',
    // `shown` is the badge's text ('99+' past 99); `count` picks the form.
    'bell.buttonWithCount': 'Notifications, %(shown)s new',
    'bell.announce': '{count, plural, one {# new notification} other {# new notifications}}',
    'bell.tabs': 'Notification types',
    'bell.tab.all': 'All',
    'bell.tab.actionRequired': 'Action required',
    'bell.empty': "You're all caught up!",
    'bell.close': 'Close notifications',
    'bell.loading': 'Loading notifications',
    'bell.actionRequired': 'Action required',
    'bell.unread': 'New',
    'bell.unavailable': 'Notifications did not load. Retry',
  },
  es: {
    'bell.title': 'Notificaciones',
    'bell.button': 'Notificaciones',
    'bell.buttonWithCount': '{count, plural, one {Notificaciones, %(shown)s nueva} other {Notificaciones, %(shown)s nuevas}}',
    'bell.announce': '{count, plural, one {# notificación nueva} many {# de notificaciones nuevas} other {# notificaciones nuevas}}',
    'bell.tabs': 'Tipos de notificación',
    'bell.tab.all': 'Todas',
    'bell.tab.actionRequired': 'Acción necesaria',
    'bell.empty': '¡Estás al día!',
    'bell.close': 'Cerrar notificaciones',
    'bell.loading': 'Cargando notificaciones',
    'bell.actionRequired': 'Acción necesaria',
    'bell.unread': 'Nueva',
    'bell.unavailable': 'Las notificaciones no se cargaron. Reintentar',
  },
} as const;

for (const [locale, messages] of Object.entries(bellMessages)) registerCatalogue(locale, messages);
