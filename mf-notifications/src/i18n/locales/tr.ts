import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Turkish texts (tr), every feature's: loaded only for a visitor shown Turkish.
 * Formal 'siz' in sentences ('Lütfen tekrar deneyin', 'Başvurunuz gönderildi'), as Turkish careers sites address a
 * candidate; buttons in the short imperative Turkish interfaces use ('Kaydet', 'Giriş yap'). A suffix never follows a
 * placeholder (its vowel harmony is unknown): a noun carries it ('%(position)s pozisyonuna').
 * Terms (teklif, başvuru, kayıtlı arama, iş alarmı, ilan, özgeçmiş, mülakat): shared/src/i18n/glossaries/tr.json.
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Bildirimler',
  'bell.button': 'Bildirimler',
  'bell.buttonWithCount': 'Bildirimler, %(shown)s yeni',
  'bell.announce': '{count, plural, one {# yeni bildirim} other {# yeni bildirim}}',
  'bell.arrived': 'Yeni bildirim: {message}',
  'bell.tabs': 'Bildirim türleri',
  'bell.tab.all': 'Tümü',
  'bell.tab.actionRequired': 'İşlem gerekiyor',
  'bell.empty': 'Tüm bildirimleri gördünüz!',
  'bell.close': 'Bildirimleri kapat',
  'bell.loading': 'Bildirimler yükleniyor',
  'bell.actionRequired': 'İşlem gerekiyor',
  'bell.unread': 'Yeni',
  'bell.unavailable': 'Bildirimler yüklenemedi. Tekrar dene',
} satisfies Messages;
