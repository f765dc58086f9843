import { countCategories, missingPluralForms } from './pluralForms';

test("a count's plural forms are the language's: Polish three (its other is fractions'), Slovenian's dual, Czech without its fractions' many, Japanese one", () => {
  expect(countCategories('pl')).toEqual(['one', 'few', 'many']);
  expect(countCategories('sl')).toEqual(['one', 'two', 'few', 'other']);
  expect(countCategories('cs')).toEqual(['one', 'few', 'other']);
  expect(countCategories('ja')).toEqual(['other']);
});

test('a plural without one of them is found, inside a select too; an exact =1 writes a one that only 1 takes', () => {
  const englishShaped = '{count, plural, one {# oferta} other {# ofert}}';
  expect(missingPluralForms(englishShaped, 'pl')).toEqual(['few', 'many']);
  expect(missingPluralForms('{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}', 'pl')).toEqual([]);
  expect(missingPluralForms(`{kind, select, job {${englishShaped}} other {}}`, 'pl')).toEqual(['few', 'many']);
  expect(missingPluralForms('{total, plural, =1 {die eine Fähigkeit} other {alle # Fähigkeiten}}', 'de')).toEqual([]);
  // French's one is 0 and 1: '=1' leaves 0 to the plural.
  expect(missingPluralForms('{total, plural, =1 {la compétence} other {les # compétences}}', 'fr')).toEqual(['one']);
  expect(missingPluralForms('%(count)s jobs', 'pl')).toEqual([]);
});
