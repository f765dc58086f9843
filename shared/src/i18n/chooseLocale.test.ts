import { chooseLocale } from './chooseLocale';

const supported = ['en', 'es', 'fr-CA', 'pt-BR'];

it.each<[string, Parameters<typeof chooseLocale>[0], string]>([
  ['window setting first', { windowSetting: 'es', browserLanguages: ['fr-CA'], supported }, 'es'],
  ['window setting by base language', { windowSetting: 'es-MX', supported }, 'es'],
  ['window setting with underscore and other case', { windowSetting: 'pt_br', supported }, 'pt-BR'],
  ['unsupported window setting falls through to the browser', { windowSetting: 'de', browserLanguages: ['fr-CA'], supported }, 'fr-CA'],
  ['browser exact tag', { browserLanguages: ['fr-CA', 'es'], supported }, 'fr-CA'],
  ['browser base language', { browserLanguages: ['de-DE', 'es-AR'], supported }, 'es'],
  ['English when nothing matches', { windowSetting: 'ja', browserLanguages: ['de'], supported }, 'en'],
  ['English with no hints at all', { supported: ['es'] }, 'en'],
])('%s', (_name, input, expected) => {
  expect(chooseLocale(input)).toBe(expected);
});
