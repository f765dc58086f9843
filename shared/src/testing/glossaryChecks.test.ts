import { MESSAGE_LOCALES } from '@careers/shared/i18n/messageLocales';
import { localeFallbacks } from '@careers/shared/i18n/localeFallbacks';
import { GLOSSARY_TERMS, glossaries, glossaryGaps, type Glossary } from './glossaryChecks';

const polish: Glossary = {
  locale: 'pl',
  terms: [
    { en: 'offer', term: 'oferta', forms: ['ofert'] },
    { en: 'application', term: 'aplikacja', forms: ['aplikac'] },
    { en: 'saved search', term: 'zapisane wyszukiwanie', forms: ['zapisane wyszukiwan', 'zapisanego wyszukiwan', 'zapisanych wyszukiwa'] },
    { en: 'job alert', term: 'alert o ofertach pracy', forms: ['alert'] },
  ],
  except: { 'offers.verb': 'English offers as a verb ("we offer")' },
};

test("a text whose English names a term must name it as the glossary does, in any of its forms and case", () => {
  const english = {
    'offers.title': 'Your offers',
    'offers.count': '{count, plural, one {# offer} other {# offers}}',
    'offers.offered': 'Offered on %(date)s',
    'offers.verb': 'What we offer',
    'alerts.title': 'Job alerts',
  };
  const translated = {
    'offers.title': 'Twoje propozycje',
    'offers.count': '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}',
    'offers.offered': 'Złożona %(date)s',
    'offers.verb': 'Co proponujemy',
    'alerts.title': 'Alerty o ofertach pracy',
  };
  expect(glossaryGaps(english, translated, polish)).toEqual(['offers.title: "Twoje propozycje" lacks offer (ofert)']);
  // ICU's own words are not the text: 'offer' as an argument name does not count.
  expect(glossaryGaps({ a: 'Due {offer}' }, { a: 'Termin {offer}' }, polish)).toEqual([]);
});

test("a glossary names every one of the product's terms", () => {
  expect(glossaryGaps({}, {}, { locale: 'pl', terms: polish.terms.slice(1) })).toEqual(["glossary has no 'offer'"]);
  for (const [locale, glossary] of Object.entries(glossaries())) {
    expect([locale, GLOSSARY_TERMS.filter((term) => !glossary.terms.some((entry) => entry.en === term))]).toEqual([locale, []]);
    expect(glossary.locale).toBe(locale);
  }
});

test('every language offered has its glossary (a regional one may use its language’s)', () => {
  const found = glossaries();
  const without = MESSAGE_LOCALES.filter((locale) => !localeFallbacks(locale).some((tag) => tag === 'en' || found[tag]));
  expect(without).toEqual([]);
});
