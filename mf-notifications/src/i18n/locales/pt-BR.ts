import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Brazilian Portuguese texts (pt-BR), every feature's: loaded only for a visitor shown Brazilian Portuguese (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notificações',
  'bell.button': 'Notificações',
  'bell.buttonWithCount': '{count, plural, one {Notificações, %(shown)s nova} other {Notificações, %(shown)s novas}}',
  'bell.announce': '{count, plural, one {# notificação nova} other {# notificações novas}}',
  'bell.arrived': 'Nova notificação: {message}',
  'bell.tabs': 'Tipos de notificação',
  'bell.tab.all': 'Todas',
  'bell.tab.actionRequired': 'Ação necessária',
  'bell.empty': 'Você está em dia!',
  'bell.close': 'Fechar notificações',
  'bell.loading': 'Carregando notificações',
  'bell.actionRequired': 'Ação necessária',
  'bell.unread': 'Nova',
  'bell.unavailable': 'As notificações não carregaram. Tentar novamente',
} satisfies Messages;
