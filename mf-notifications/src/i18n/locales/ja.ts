import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Japanese texts (ja), every feature's: loaded only for a visitor shown Japanese (loadLocale). */
export default {
  // i18n/bellMessages.ts
  'bell.title': '通知',
  'bell.button': '通知',
  'bell.buttonWithCount': '通知、新着%(shown)s件',
  'bell.announce': '新着通知が{count}件あります',
  'bell.arrived': '新しい通知：{message}',
  'bell.tabs': '通知の種類',
  'bell.tab.all': 'すべて',
  'bell.tab.actionRequired': '要対応',
  'bell.empty': '新しい通知はありません',
  'bell.close': '通知を閉じる',
  'bell.loading': '通知を読み込み中',
  'bell.actionRequired': '要対応',
  'bell.unread': '新着',
  'bell.unavailable': '通知を読み込めませんでした。再試行',
} satisfies Messages;
