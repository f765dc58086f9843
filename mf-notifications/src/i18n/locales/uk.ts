import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Ukrainian texts (uk), every feature's: loaded only for a visitor shown Ukrainian (loadLocale). Formal "ви"
 * (lower-case, as Ukrainian careers sites and job boards address candidates); terms as in shared/src/i18n/glossaries/uk.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Сповіщення',
  'bell.button': 'Сповіщення',
  'bell.buttonWithCount': 'Сповіщення, нових: %(shown)s',
  'bell.announce':
    '{count, plural, one {# нове сповіщення} few {# нові сповіщення} many {# нових сповіщень} other {# нового сповіщення}}',
  'bell.arrived': 'Нове сповіщення: {message}',
  'bell.tabs': 'Типи сповіщень',
  'bell.tab.all': 'Усі',
  'bell.tab.actionRequired': 'Потребують дії',
  'bell.empty': 'Нових сповіщень немає!',
  'bell.close': 'Закрити сповіщення',
  'bell.loading': 'Завантаження сповіщень',
  'bell.actionRequired': 'Потрібна дія',
  'bell.unread': 'Нове',
  'bell.unavailable': 'Сповіщення не завантажилися. Повторити',
} satisfies Messages;
