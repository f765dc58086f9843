import { catalogueI18n } from './catalogueI18n';
import { chooseLocale } from './chooseLocale';
import { formatMessage } from './formatMessage';
import { localeFallbacks } from './localeFallbacks';
import { pseudoText } from './pseudoLocale';
import { shownLocale } from './shownLocale';
import { textDirection } from './textDirection';

describe('the pseudo-locales', () => {
  it('accent the words of a %(name)s text, keep its placeholders and make it ~30 % longer in brackets', () => {
    expect(pseudoText('Hello %(name)s', 'en-XA')).toBe('[Ĥéļļö %(name)s ōñ]');
    expect(formatMessage('Search jobs near %(place)s', { place: 'Austin' }, 'en-XA')).toBe('[Šéåŕçĥ ĵöƀš ñéåŕ Austin ōñé ţŵ]');
  });

  it('keep ICU plurals valid: only the literal words change', () => {
    const icu = '{count, plural, one {# job} other {# jobs}} near %(place)s';
    expect(formatMessage(icu, { count: 1, place: 'Austin' }, 'en-XA')).toMatch(/^\[1 ĵöƀ ñéåŕ Austin .+\]$/);
    expect(formatMessage(icu, { count: 3, place: 'Austin' }, 'en-XA')).toMatch(/^\[3 ĵöƀš ñéåŕ Austin .+\]$/);
  });

  it('ar-XB draws the English words right to left, and reads no Arabic catalogue', () => {
    const i18n = catalogueI18n({ locale: 'ar-XB', catalogues: { en: { hi: 'Hi' }, ar: { hi: 'مرحبا' } } });
    expect(i18n.t('hi')).toBe('[\u202EHi\u202C\u202E ōñ\u202C]');
    expect(textDirection('ar-XB')).toBe('rtl');
    expect(localeFallbacks('ar-XB')).toEqual(['ar-XB', 'en']);
  });

  it('are chosen only when asked for by name, and named in <html lang>', () => {
    expect(chooseLocale({ windowSetting: 'en-XA', supported: ['en', 'es', 'en-XA'] })).toBe('en-XA');
    expect(chooseLocale({ browserLanguages: ['ar'], supported: ['en', 'ar-XB'] })).toBe('en');
    expect(shownLocale('en-XA')).toBe('en-XA');
  });
});
