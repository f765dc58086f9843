import { createI18n } from './createI18n';
import { en } from './en';
import { loadLocale } from './localeLoading';
import es from './locales/es';
import './sharedLocales';
import { registerCatalogue } from './registry';

const catalogues = {
  en: { greeting: 'Hello %(name)s', onlyEnglish: 'Only in English' },
  es: { greeting: 'Hola %(name)s' },
};

it('translates and interpolates', () => {
  expect(createI18n({ locale: 'es', catalogues }).t('greeting', { name: 'Ana' })).toBe('Hola Ana');
});

it('falls back to the base language, then English, then the key', () => {
  const i18n = createI18n({ locale: 'es-MX', catalogues });
  expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hola Ana');
  expect(i18n.t('onlyEnglish')).toBe('Only in English');
  expect(i18n.t('missing.key')).toBe('missing.key');
});

it('ships the shared texts in English and Spanish, Spanish once loaded', async () => {
  await loadLocale('es');
  const english = createI18n({ locale: 'en' });
  expect(english.t('shared.state.error')).toBe('An error occurred while retrieving data');
  expect(english.t('shared.state.empty')).toBe('No data found');
  expect(english.t('shared.transport.session_timeout')).toBe('Session timed out.');
  expect(createI18n({ locale: 'es' }).t('shared.state.empty')).toBe('No se encontraron datos');
  // Spanish has every text of en.ts (and the form toolkit's, which locales.test.ts checks with the rest).
  expect(Object.keys(es)).toEqual(expect.arrayContaining(Object.keys(en)));
});

it('sees catalogues a remote registers later', async () => {
  await loadLocale('es');
  const i18n = createI18n({ locale: 'es' });
  registerCatalogue('es', { 'offers.title': 'Ofertas' });
  registerCatalogue('en', { 'offers.title': 'Offers', 'offers.empty': 'No offers found' });
  expect(i18n.t('offers.title')).toBe('Ofertas');
  expect(i18n.t('offers.empty')).toBe('No offers found');
  expect(i18n.t('shared.state.empty')).toBe('No se encontraron datos');
});
