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
  expect(localeFallbacks('zh-Hant-TW')).toEqual(['zh-Hant-TW', 'zh-TW', 'zh']);
  expect(localeFallbacks('en-AU')).toEqual(['en-AU', 'en-GB', 'en']);
  expect(localeFallbacks('en-US')).toEqual(['en-US', 'en']);
  expect(localeFallbacks('nn-NO')).toEqual(['nn-NO', 'nn', 'no', 'nb']);
  expect(localeFallbacks('de')).toEqual(['de']);
  expect(localeFallbacks('')).toEqual([]);
});

// Issue 31: the languages a browser may send, and the locale a person expects, among the product's 38 locales and
// among fewer (a company that offers some of them).
const ALL_38 = 'en en-GB es es-419 de fr fr-CA pt-BR pt-PT ja ar he bg cs da el et fi hr hu id it ko lt lv ms nl no pl ro ru sk sl sr sv th tr uk vi zh-CN zh-TW'.split(' ');
it.each<[string, readonly string[], string]>([
  ['fr-CA', ALL_38, 'fr-CA'],
  ['fr-CH', ALL_38, 'fr'],
  ['fr-CA', ['en', 'fr'], 'fr'],
  ['fr-FR', ['en', 'fr-CA'], 'fr-CA'],
  ['pt-PT', ALL_38, 'pt-PT'],
  ['pt-PT', ['en', 'pt-BR'], 'pt-BR'],
  ['pt-BR', ['en', 'pt-PT'], 'pt-PT'],
  ['pt-AO', ALL_38, 'pt-PT'],
  ['pt', ALL_38, 'pt-BR'],
  ['zh-HK', ALL_38, 'zh-TW'],
  ['zh-MO', ALL_38, 'zh-TW'],
  ['zh-Hant', ALL_38, 'zh-TW'],
  ['zh-SG', ALL_38, 'zh-CN'],
  ['zh', ALL_38, 'zh-CN'],
  ['zh-Hans-HK', ALL_38, 'zh-CN'],
  ['zh-HK', ['en', 'zh-CN'], 'zh-CN'],
  ['nb', ALL_38, 'no'],
  ['nb-NO', ALL_38, 'no'],
  ['nn-NO', ALL_38, 'no'],
  ['no', ['en', 'nb'], 'nb'],
  ['es-MX', ALL_38, 'es-419'],
  ['es-AR', ['en', 'es'], 'es'],
  ['es-ES', ALL_38, 'es'],
  ['en-AU', ALL_38, 'en-GB'],
  ['en-IN', ALL_38, 'en-GB'],
  ['en-US', ALL_38, 'en'],
  ['en-AU', ['en', 'de'], 'en'],
  ['sv-FI', ALL_38, 'sv'],
  ['sr-Latn-RS', ALL_38, 'sr'],
  ['ko-KR', ALL_38, 'ko'],
  ['ga-IE', ALL_38, 'en'],
])('a browser asking for %s among %j reads %s', (browser, supported, expected) => {
  expect(chooseLocale({ browserLanguages: [browser], supported })).toBe(expected);
});
