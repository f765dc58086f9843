import { createI18n } from '@careers/shared/i18n';
import { bellMessages } from './bellMessages';
import spanish from './locales/es';

const catalogues = { en: { ...bellMessages.en }, es: spanish };

test('the bell counts in the singular for one, in English and Spanish (issue 24 item 12)', () => {
  const en = createI18n({ locale: 'en', catalogues });
  const es = createI18n({ locale: 'es', catalogues });
  expect(en.t('bell.announce', { count: 1 })).toBe('1 new notification');
  expect(en.t('bell.announce', { count: 2 })).toBe('2 new notifications');
  expect(en.t('bell.buttonWithCount', { count: 150, shown: '99+' })).toBe('Notifications, 99+ new');
  expect(es.t('bell.buttonWithCount', { count: 1, shown: 1 })).toBe('Notificaciones, 1 nueva');
  expect(es.t('bell.buttonWithCount', { count: 3, shown: 3 })).toBe('Notificaciones, 3 nuevas');
  expect(es.t('bell.buttonWithCount', { count: 150, shown: '99+' })).toBe('Notificaciones, 99+ nuevas');
  expect(es.t('bell.announce', { count: 1 })).toBe('1 notificación nueva');
  expect(es.t('bell.announce', { count: 4 })).toBe('4 notificaciones nuevas');
});
