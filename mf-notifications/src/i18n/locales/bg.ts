import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Bulgarian texts (bg), every feature's: loaded only for a visitor shown Bulgarian (loadLocale). Formal "вие"
 * (lower-case, as Bulgarian careers sites and job boards address candidates in their interface); terms as in
 * shared/src/i18n/glossaries/bg.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Известия',
  'bell.button': 'Известия',
  'bell.buttonWithCount': 'Известия, нови: %(shown)s',
  'bell.announce': '{count, plural, one {# ново известие} other {# нови известия}}',
  'bell.arrived': 'Ново известие: {message}',
  'bell.tabs': 'Видове известия',
  'bell.tab.all': 'Всички',
  'bell.tab.actionRequired': 'Изискват действие',
  'bell.empty': 'Нямате нови известия!',
  'bell.close': 'Затваряне на известията',
  'bell.loading': 'Зареждане на известията',
  'bell.actionRequired': 'Изисква действие',
  'bell.unread': 'Ново',
  'bell.unavailable': 'Известията не се заредиха. Нов опит',
} satisfies Messages;
