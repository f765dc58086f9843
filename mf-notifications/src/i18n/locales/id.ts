import type { Messages } from '@careers/shared/i18n';

/**
 * mf-notifications's Indonesian texts (id), every feature's: loaded only for a visitor shown Indonesian (loadLocale).
 * Register: formal "Anda" with "Silakan"/"Mohon" for requests, as Indonesian careers and job sites (Jobstreet,
 * LinkedIn, Kalibrr) address candidates. Terms: shared/src/i18n/glossaries/id.json (penawaran kerja, lamaran,
 * pencarian tersimpan, peringatan lowongan; CV for a resume).
 */
export default {
  // i18n/bellMessages.ts
  'bell.title': 'Notifikasi',
  'bell.button': 'Notifikasi',
  'bell.buttonWithCount': 'Notifikasi, %(shown)s baru',
  'bell.announce': '{count, plural, other {# notifikasi baru}}',
  'bell.arrived': 'Notifikasi baru: {message}',
  'bell.tabs': 'Jenis notifikasi',
  'bell.tab.all': 'Semua',
  'bell.tab.actionRequired': 'Perlu tindakan',
  'bell.empty': 'Tidak ada notifikasi baru!',
  'bell.close': 'Tutup notifikasi',
  'bell.loading': 'Memuat notifikasi',
  'bell.actionRequired': 'Perlu tindakan',
  'bell.unread': 'Baru',
  'bell.unavailable': 'Notifikasi gagal dimuat. Coba lagi',
} satisfies Messages;
