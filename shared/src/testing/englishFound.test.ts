import { englishFound, GAP } from './englishFound';

// The rule without the parser: drawings given as englishDrawings makes them (GAP for a value, plurals for 1 and 7).
const drawings = [
  { text: 'Dashboard', drawn: ['Dashboard'] },
  { text: 'Applied %(date)s', drawn: [`Applied ${GAP}`] },
  { text: '{count, plural, one {Expires in # day} other {Expires in # days}}', drawn: ['Expires in 1 day', 'Expires in 7 days'] },
  { text: 'Yes', drawn: ['Yes'] },
  { text: 'Open', drawn: ['Open'] },
  { text: '%(count)s', drawn: [GAP] },
];

test('finds a drawing in a text, its gaps and counts filled with any words, in the drawings’ order', () => {
  expect(englishFound(['Expires in 12 days', 'Applied 11/01/2026', 'Your Dashboard'], drawings)).toEqual(['Dashboard', 'Applied %(date)s', drawings[2]!.text]);
});

test('a short text only as a whole text, a text without fixed words never, and a word inside a longer word never', () => {
  expect(englishFound(['Yes we can', 'Dashboards team lead', '42', 'Solicitado 11/01/2026', 'Open-Source-Software für Karriereseiten'], drawings)).toEqual([]);
  expect(englishFound(['Yes', 'Open source'], drawings)).toEqual(['Yes', 'Open']);
});
