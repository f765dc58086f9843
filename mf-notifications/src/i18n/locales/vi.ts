import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Vietnamese texts (vi), every feature's: loaded only for a visitor shown Vietnamese (loadLocale).
 * Register: polite "bạn" with "Vui lòng" for requests, as Vietnamese careers and job sites (VietnamWorks, TopCV)
 * address candidates. Terms: shared/src/i18n/glossaries/vi.json (lời mời nhận việc, đơn ứng tuyển, tìm kiếm đã lưu,
 * thông báo việc làm; CV for a resume, hồ sơ for the profile).
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Thông báo',
  'bell.button': 'Thông báo',
  'bell.buttonWithCount': 'Thông báo, %(shown)s mới',
  'bell.announce': '{count, plural, other {# thông báo mới}}',
  'bell.arrived': 'Thông báo mới: {message}',
  'bell.tabs': 'Loại thông báo',
  'bell.tab.all': 'Tất cả',
  'bell.tab.actionRequired': 'Cần xử lý',
  'bell.empty': 'Bạn đã xem hết thông báo!',
  'bell.close': 'Đóng thông báo',
  'bell.loading': 'Đang tải thông báo',
  'bell.actionRequired': 'Cần xử lý',
  'bell.unread': 'Mới',
  'bell.unavailable': 'Không tải được thông báo. Thử lại',
} satisfies Messages;
