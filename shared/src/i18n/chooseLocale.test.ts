import { chooseLocale } from './chooseLocale';
import { localeFallbacks } from './localeFallbacks';

const supported = ['en', 'es', 'fr-CA', 'pt-BR'];

it.each<[string, Parameters<typeof chooseLocale>[0], string]>([
  ['window setting first', { windowSetting: 'es', browserLanguages: ['fr-CA'], supported }, 'es'],
  ['window setting by base language', { windowSetting: 'es-MX', supported }, 'es'],
  ['window setting with underscore and other case', { windowSetting: 'pt_br', supported }, 'pt-BR'],
  ['unsupported window setting falls through to the browser', { windowSetting: 'de', browserLanguages: ['fr-CA'], supported }, 'fr-CA'],
  ['browser exact tag', { browserLanguages: ['fr-CA', 'es'], supported }, 'fr-CA'],
  ['browser base language', { browserLanguages: ['de-DE', 'es-AR'], supported }, 'es'],
  ['a language without its region finds a region of it: pt → pt-BR', { browserLanguages: ['pt'], supported }, 'pt-BR'],
  ['another region of the language: pt-PT → pt-BR', { browserLanguages: ['pt-PT'], supported }, 'pt-BR'],
  ['Mexican Spanish reads Latin American Spanish before Spain’s', { browserLanguages: ['es-MX'], supported: ['en', 'es', 'es-419'] }, 'es-419'],
  ['Spain’s Spanish does not', { browserLanguages: ['es-ES'], supported: ['en', 'es', 'es-419'] }, 'es'],
  ['the browser’s order wins over a later exact tag', { browserLanguages: ['fr', 'es'], supported }, 'fr-CA'],
  ['English when nothing matches', { windowSetting: 'ja', browserLanguages: ['de'], supported }, 'en'],
  ['English with no hints at all', { supported: ['es'] }, 'en'],
])('%s', (_name, input, expected) => {
  expect(chooseLocale(input)).toBe(expected);
});

test('fallbacks: a tag, its CLDR parent, its base language', () => {
  expect(localeFallbacks('es-MX')).toEqual(['es-MX', 'es-419', 'es']);
  expect(localeFallbacks('es_ar')).toEqual(['es-ar', 'es-419', 'es']);
  expect(localeFallbacks('es-ES')).toEqual(['es-ES', 'es']);
  expect(localeFallbacks('pt-BR')).toEqual(['pt-BR', 'pt']);
  expect(localeFallbacks('zh-Hant-TW')).toEqual(['zh-Hant-TW', 'zh']);
  expect(localeFallbacks('de')).toEqual(['de']);
  expect(localeFallbacks('')).toEqual([]);
});
