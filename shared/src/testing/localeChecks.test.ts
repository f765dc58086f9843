import { localeGaps, messageArguments } from './localeChecks';

test('arguments of a message: placeholders of both kinds, ICU plurals and selects by name and kind', () => {
  expect(messageArguments('Hello %(name)s')).toEqual(['name']);
  expect(messageArguments('{count, plural, one {# job at {company}} other {# jobs}}')).toEqual(['company', 'count:plural']);
  expect(messageArguments('{filters, select, none {} other { ({filters})}} at %(company)s')).toEqual(['company', 'filters', 'filters:select']);
  expect(messageArguments('No arguments')).toEqual([]);
});

test('the gaps of a locale: a missing key, an unknown key, a lost placeholder, a plural made plain, a broken text', () => {
  const english = { a: 'Hello %(name)s', b: '{count, plural, one {# job} other {# jobs}}', c: 'Plain', d: 'Dear {name}' };
  expect(localeGaps(english, { a: 'Hola %(name)s', b: '{count, plural, one {# empleo} other {# empleos}}', c: 'Sencillo', d: 'Hola {name}' })).toEqual([]);
  // A count a language counts by where English needs none, and a plural plain in a language without plurals, are fine.
  expect(localeGaps({ ...english, f: 'Notifications, %(shown)s new' }, { f: 'Notificaciones, {count, plural, one {# nueva} other {%(shown)s nuevas}}', b: '{count}件' }, { complete: false })).toEqual([]);
  expect(localeGaps(english, { a: 'Hola', b: '{total} empleos', d: 'Hola {name', e: 'Extra' })).toEqual([
    'missing c',
    'a: arguments (none) instead of name',
    'b: arguments total instead of count',
    expect.stringMatching(/^d: does not parse/),
    'unknown e',
  ]);
  // A locale still being written: only what it has is checked.
  expect(localeGaps(english, { a: 'Hola %(name)s' }, { complete: false })).toEqual([]);
});
