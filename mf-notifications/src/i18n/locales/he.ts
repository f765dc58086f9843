import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Hebrew texts (he), every feature's: loaded only for a visitor shown Hebrew (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'התראות',
  'bell.button': 'התראות',
  'bell.buttonWithCount': 'התראות, %(shown)s חדשות',
  'bell.announce': '{count, plural, one {התראה חדשה אחת} two {שתי התראות חדשות} other {# התראות חדשות}}',
  'bell.arrived': 'התראה חדשה: {message}',
  'bell.tabs': 'סוגי התראות',
  'bell.tab.all': 'הכול',
  'bell.tab.actionRequired': 'נדרשת פעולה',
  'bell.empty': 'אין שום דבר חדש!',
  'bell.close': 'סגירת ההתראות',
  'bell.loading': 'טוען התראות',
  'bell.actionRequired': 'נדרשת פעולה',
  'bell.unread': 'חדש',
  'bell.unavailable': 'ההתראות לא נטענו. לנסות שוב',
} satisfies Messages;
