import { createI18n } from './createI18n';
import { formatMessage } from './formatMessage';

const jobs = '{count, plural, one {# job found} other {# jobs found}}';

it.each<[string, number, string]>([
  ['en', 1, '1 job found'],
  ['en', 0, '0 jobs found'],
  ['en', 2, '2 jobs found'],
  ['en', 1234, '1,234 jobs found'],
])('%s, %s: %s', (locale, count, expected) => {
  expect(formatMessage(jobs, { count }, locale)).toBe(expected);
});

it('Spanish has its own forms, including "many" for a million', () => {
  const text = '{count, plural, one {# empleo encontrado} many {# de empleos encontrados} other {# empleos encontrados}}';
  expect(formatMessage(text, { count: 1 }, 'es')).toBe('1 empleo encontrado');
  expect(formatMessage(text, { count: 0 }, 'es')).toBe('0 empleos encontrados');
  expect(formatMessage(text, { count: 5 }, 'es')).toBe('5 empleos encontrados');
  expect(formatMessage(text, { count: 1_000_000 }, 'es')).toBe('1.000.000 de empleos encontrados');
});

it('Polish picks one, few and many by Intl.PluralRules', () => {
  const text = '{count, plural, one {# oferta} few {# oferty} many {# ofert} other {# oferty}}';
  expect([1, 2, 4, 5, 12, 22, 25].map((count) => formatMessage(text, { count }, 'pl'))).toEqual([
    '1 oferta', '2 oferty', '4 oferty', '5 ofert', '12 ofert', '22 oferty', '25 ofert',
  ]);
});

it('old %(name)s texts and ICU texts work side by side; texts without braces are left alone', () => {
  expect(formatMessage('%(count)s errors found', { count: 3 }, 'en')).toBe('3 errors found');
  expect(formatMessage("We're sorry", undefined, 'en')).toBe("We're sorry");
  expect(formatMessage('%(name)s has {count, plural, one {# skill} other {# skills}}', { name: 'Ana', count: 1 }, 'en')).toBe(
    'Ana has 1 skill',
  );
  // Values are shown as written, even with ICU's special characters in them.
  const found = '{count, plural, one {# job for “%(query)s”} other {# jobs for “%(query)s”}}';
  expect(formatMessage(found, { count: 2, query: "C# {O'Brien}" }, 'en')).toBe("2 jobs for “C# {O'Brien}”");
  expect(formatMessage(found, { count: 1 }, 'en')).toBe('1 job for “%(query)s”');
});

it('createI18n formats ICU entries in the locale, and an English fallback as English', () => {
  const catalogues = {
    en: { found: jobs, onlyEnglish: '{count, plural, one {# form} other {# forms}}' },
    es: { found: '{count, plural, one {# empleo encontrado} other {# empleos encontrados}}' },
  };
  const es = createI18n({ locale: 'es-MX', catalogues });
  expect(es.t('found', { count: 1 })).toBe('1 empleo encontrado');
  expect(es.t('found', { count: 3 })).toBe('3 empleos encontrados');
  expect(es.t('onlyEnglish', { count: 1 })).toBe('1 form');
  expect(createI18n({ locale: 'en', catalogues }).t('found', { count: 1 })).toBe('1 job found');
});
