import { LINEAR_GROWTH, workGrowth } from '../../testing/workGrowth';
import { validateItem } from './fullValidation';
import { parseRegexRule } from './parseRegexRule';
import type { FormItem } from './types';

// The server runs these checks on every submitted answer (rules/index.ts, with libphonenumber-js). Each row
// is the worst case of one pattern a question type or rule uses, far longer than any real answer: the work
// must grow with the answer's length, not with its square.
const LINKEDIN = '/^https:\\/\\/([a-z]+\\.)?linkedin\\.com\\/.+$/i'; // the demo forms' regex rule

const rows: Array<[string, Partial<FormItem>, (n: number) => unknown]> = [
  ['email: labels that end in a bad character', { type: 'email' }, (n) => `a@${'a.'.repeat(n / 2)}!`],
  ['email: a local part without @', { type: 'email' }, (n) => 'a.'.repeat(n / 2)],
  ['email rule on a text question', { type: 'text', rules: [{ type: 'email' }] }, (n) => `a@${'a-'.repeat(n / 2)}`],
  ['phone text: digits and spaces, then a letter', { type: 'phone' }, (n) => `+${'1 '.repeat(n / 2)}x`],
  ['phone with country: a long number', { type: 'phone' }, (n) => ({ callingCode: '+1', number: `${'1'.repeat(n)}x`, country: 'US' })],
  ['phoneWithCountry rule on text', { type: 'text', rules: [{ type: 'phoneWithCountry' }] }, (n) => `+${'1'.repeat(n)}`],
  ['ssn: digits only', { type: 'ssn' }, (n) => '1'.repeat(n)],
  ['sin: dashes only', { type: 'sin' }, (n) => '-'.repeat(n)],
  ['date: digits only', { type: 'date' }, (n) => '1'.repeat(n)],
  ['date range: long dates', { type: 'dateRange' }, (n) => ({ startDate: '1'.repeat(n), endDate: `${'1'.repeat(n)}/` })],
  ['number: digits, then a letter', { type: 'number' }, (n) => `${'1'.repeat(n)}x`],
  ['regex rule of the demo forms', { type: 'text', rules: [{ type: 'regex', value: LINKEDIN }] }, (n) => `https://${'a'.repeat(n)}`],
  ['length rules', { type: 'textarea', rules: [{ type: 'minLength', value: 1 }, { type: 'maxLength', value: 10 }] }, (n) => 'a'.repeat(n)],
  ['file names', { type: 'file_upload' }, (n) => [{ name: `${'a.'.repeat(n / 2)}exe`, size: 1 }]],
  ['choices', { type: 'radio', options: [{ value: 'a', label: 'A' }] }, (n) => 'a'.repeat(n)],
];

test.each(rows)('%s', (_label, item, valueOf) => {
  const question = { name: 'q', label: 'Question', ...item } as FormItem;
  const values = new Map<string, unknown>();
  // workGrowth hands over a length marker; the value itself may be an object.
  const check = (marker: string) => validateItem(question, values.get(marker), {});
  const markerOf = (n: number) => {
    const marker = String(n);
    values.set(marker, valueOf(n));
    return marker;
  };
  expect(workGrowth(check, markerOf)).toBeLessThan(LINEAR_GROWTH);
});

test('a regex rule value is read in linear time, however many slashes it has', () => {
  expect(workGrowth(parseRegexRule, (n) => `/${'a/'.repeat(n / 2)}!`)).toBeLessThan(LINEAR_GROWTH);
});
