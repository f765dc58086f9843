import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Spanish texts, every feature's: loaded only for a visitor shown Spanish (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notificaciones',
  'bell.button': 'Notificaciones',
  'bell.buttonWithCount': '{count, plural, one {Notificaciones, %(shown)s nueva} other {Notificaciones, %(shown)s nuevas}}',
  'bell.announce': '{count, plural, one {# notificación nueva} many {# de notificaciones nuevas} other {# notificaciones nuevas}}',
  'bell.arrived': 'Nueva notificación: {message}',
  'bell.tabs': 'Tipos de notificación',
  'bell.tab.all': 'Todas',
  'bell.tab.actionRequired': 'Acción necesaria',
  'bell.empty': '¡Estás al día!',
  'bell.close': 'Cerrar notificaciones',
  'bell.loading': 'Cargando notificaciones',
  'bell.actionRequired': 'Acción necesaria',
  'bell.unread': 'Nueva',
  'bell.unavailable': 'Las notificaciones no se cargaron. Reintentar',
} satisfies Messages;
