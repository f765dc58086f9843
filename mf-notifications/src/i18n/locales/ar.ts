import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Arabic texts (ar), every feature's: loaded only for a visitor shown Arabic (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'الإشعارات',
  'bell.button': 'الإشعارات',
  'bell.buttonWithCount': 'الإشعارات، الجديدة: %(shown)s',
  'bell.announce':
    '{count, plural, zero {لا توجد إشعارات جديدة} one {إشعار جديد واحد} two {إشعاران جديدان} few {# إشعارات جديدة} many {# إشعارًا جديدًا} other {# إشعار جديد}}',
  'bell.arrived': 'إشعار جديد: {message}',
  'bell.tabs': 'أنواع الإشعارات',
  'bell.tab.all': 'الكل',
  'bell.tab.actionRequired': 'إجراء مطلوب',
  'bell.empty': 'لا جديد، لقد اطّلعت على كل شيء!',
  'bell.close': 'إغلاق الإشعارات',
  'bell.loading': 'جارٍ تحميل الإشعارات',
  'bell.actionRequired': 'إجراء مطلوب',
  'bell.unread': 'جديد',
  'bell.unavailable': 'تعذّر تحميل الإشعارات. إعادة المحاولة',
} satisfies Messages;
