import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Simplified Chinese texts (zh-CN), every feature's: loaded only for a visitor shown Simplified Chinese (loadLocale). */
// Simplified Chinese (mainland China), formal 您: mainland careers sites and recruiting systems address candidates
// with 您. Terms (shared/src/i18n/glossaries/zh-CN.json): 录用通知 (offer), 申请 (application), 已保存的搜索 (saved search),
// 职位提醒 (job alert), 收藏 (saving a job). Full-width punctuation, “” quotes.
export default {
  // i18n/bellMessages.ts
  'bell.title': '通知',
  'bell.button': '通知',
  'bell.buttonWithCount': '通知，%(shown)s 条新通知',
  'bell.announce': '{count} 条新通知',
  'bell.arrived': '新通知：{message}',
  'bell.tabs': '通知类型',
  'bell.tab.all': '全部',
  'bell.tab.actionRequired': '需要处理',
  'bell.empty': '您已查看所有通知！',
  'bell.close': '关闭通知',
  'bell.loading': '正在加载通知',
  'bell.actionRequired': '需要处理',
  'bell.unread': '新',
  'bell.unavailable': '通知未能加载。重试',
} satisfies Messages;
