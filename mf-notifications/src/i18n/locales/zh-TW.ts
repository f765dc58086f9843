import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Traditional Chinese texts (zh-TW), every feature's: loaded only for a visitor shown Traditional Chinese (loadLocale). */
// Traditional Chinese (Taiwan), formal 您: Taiwan's careers sites and job boards address candidates with 您.
// Taiwan's own vocabulary (職缺, 應徵, 履歷, 個人檔案, 登入, 檔案, 設定), not a conversion of zh-CN. Terms
// (shared/src/i18n/glossaries/zh-TW.json): 錄取通知 (offer), 應徵 (application), 已儲存的搜尋 (saved search),
// 職缺通知 (job alert). Full-width punctuation, 「」 quotes.
export default {
  // i18n/bellMessages.ts
  'bell.title': '通知',
  'bell.button': '通知',
  'bell.buttonWithCount': '通知，%(shown)s 則新通知',
  'bell.announce': '{count} 則新通知',
  'bell.arrived': '新通知：{message}',
  'bell.tabs': '通知類型',
  'bell.tab.all': '全部',
  'bell.tab.actionRequired': '需要處理',
  'bell.empty': '您已看完所有通知！',
  'bell.close': '關閉通知',
  'bell.loading': '正在載入通知',
  'bell.actionRequired': '需要處理',
  'bell.unread': '新',
  'bell.unavailable': '無法載入通知。重試',
} satisfies Messages;
