import { createI18n } from '@careers/shared/i18n';
import { cartMessages } from './cartMessages';
import spanish from '../i18n/locales/es';

const en = createI18n({ locale: 'en', catalogues: { en: cartMessages.en } });
const es = createI18n({ locale: 'es', catalogues: { en: cartMessages.en, es: spanish } });

test("the word after the cart toggle's count reads in the singular for one, in English and Spanish (issue 24 item 12)", () => {
  expect(en.t('cart.toggleCountWord', { count: 1 })).toBe('item');
  expect(en.t('cart.toggleCountWord', { count: 2 })).toBe('items');
  expect(es.t('cart.toggleCountWord', { count: 1 })).toBe('elemento');
  expect(es.t('cart.toggleCountWord', { count: 2 })).toBe('elementos');
});
