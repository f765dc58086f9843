import type { Messages } from '@careers/shared/i18n';

/** mf-notifications's Korean texts (ko), every feature's: loaded only for a visitor shown Korean (loadLocale). */
// Korean, formal polite style (합니다/하세요, 해 주세요): Korean careers sites and job boards address candidates
// politely and impersonally (회원님 where a subject is needed). Terms (shared/src/i18n/glossaries/ko.json): 채용 제안 (offer),
// 지원 (application), 저장한 검색 (saved search), 채용 알림 (job alert), 채용공고 (job), 마이페이지 (dashboard).
export default {
  // i18n/bellMessages.ts
  'bell.title': '알림',
  'bell.button': '알림',
  'bell.buttonWithCount': '알림, 새 알림 %(shown)s개',
  'bell.announce': '새 알림 {count}개',
  'bell.arrived': '새 알림: {message}',
  'bell.tabs': '알림 유형',
  'bell.tab.all': '전체',
  'bell.tab.actionRequired': '조치 필요',
  'bell.empty': '새 알림을 모두 확인했습니다!',
  'bell.close': '알림 닫기',
  'bell.loading': '알림을 불러오는 중',
  'bell.actionRequired': '조치 필요',
  'bell.unread': '새 알림',
  'bell.unavailable': '알림을 불러오지 못했습니다. 다시 시도',
} satisfies Messages;
