import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Thai texts (th), every feature's: loaded only for a visitor shown Thai (loadLocale).
 * Register: polite and neutral, addressing the candidate as คุณ with กรุณา for requests and no gendered particles
 * (ครับ/ค่ะ), as Thai careers and job sites write their interface. Spaces only between phrases and around numbers
 * and Latin words. Terms: shared/src/i18n/glossaries/th.json (ข้อเสนองาน, ใบสมัคร, การค้นหาที่บันทึกไว้, การแจ้งเตือนงาน).
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'การแจ้งเตือน',
  'bell.button': 'การแจ้งเตือน',
  'bell.buttonWithCount': 'การแจ้งเตือน ใหม่ %(shown)s รายการ',
  'bell.announce': '{count, plural, other {การแจ้งเตือนใหม่ # รายการ}}',
  'bell.arrived': 'การแจ้งเตือนใหม่: {message}',
  'bell.tabs': 'ประเภทการแจ้งเตือน',
  'bell.tab.all': 'ทั้งหมด',
  'bell.tab.actionRequired': 'ต้องดำเนินการ',
  'bell.empty': 'คุณดูครบทุกรายการแล้ว',
  'bell.close': 'ปิดการแจ้งเตือน',
  'bell.loading': 'กำลังโหลดการแจ้งเตือน',
  'bell.actionRequired': 'ต้องดำเนินการ',
  'bell.unread': 'ใหม่',
  'bell.unavailable': 'โหลดการแจ้งเตือนไม่สำเร็จ ลองอีกครั้ง',
} satisfies Messages;
