import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Russian texts (ru), every feature's: loaded only for a visitor shown Russian (loadLocale). Formal "вы"
 * (lower-case, as Russian careers sites and job boards address candidates); terms as in shared/src/i18n/glossaries/ru.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Уведомления',
  'bell.button': 'Уведомления',
  'bell.buttonWithCount': 'Уведомления, новых: %(shown)s',
  'bell.announce':
    '{count, plural, one {# новое уведомление} few {# новых уведомления} many {# новых уведомлений} other {# нового уведомления}}',
  'bell.arrived': 'Новое уведомление: {message}',
  'bell.tabs': 'Типы уведомлений',
  'bell.tab.all': 'Все',
  'bell.tab.actionRequired': 'Требуют действия',
  'bell.empty': 'Новых уведомлений нет!',
  'bell.close': 'Закрыть уведомления',
  'bell.loading': 'Загрузка уведомлений',
  'bell.actionRequired': 'Требуется действие',
  'bell.unread': 'Новое',
  'bell.unavailable': 'Уведомления не загрузились. Повторить',
} satisfies Messages;
