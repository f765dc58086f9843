import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's European Portuguese texts (pt-PT), every feature's: loaded only for a visitor shown European Portuguese.
 * Portugal's usage, not Brazil's (ficheiro, ecrã, palavra-passe, guardar, transferir). Formal register with no 'tu':
 * the third person and the polite imperative ('Introduza o seu e-mail'), as Portuguese careers sites address a candidate.
 * Terms (proposta, candidatura, pesquisa guardada, alerta de emprego, vaga, CV): shared/src/i18n/glossaries/pt-PT.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notificações',
  'bell.button': 'Notificações',
  'bell.buttonWithCount': 'Notificações, %(shown)s novas',
  'bell.announce': '{count, plural, one {# notificação nova} many {# notificações novas} other {# notificações novas}}',
  'bell.arrived': 'Nova notificação: {message}',
  'bell.tabs': 'Tipos de notificação',
  'bell.tab.all': 'Todas',
  'bell.tab.actionRequired': 'Ação necessária',
  'bell.empty': 'Está tudo em dia!',
  'bell.close': 'Fechar notificações',
  'bell.loading': 'A carregar notificações',
  'bell.actionRequired': 'Ação necessária',
  'bell.unread': 'Nova',
  'bell.unavailable': 'As notificações não foram carregadas. Tentar novamente',
} satisfies Messages;
