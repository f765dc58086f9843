import { isBlank } from './isBlank';
import { isEmail } from './isEmail';
import { isRequiredFilled } from './isRequiredFilled';
import { isUrl } from './isUrl';
import { LINEAR_GROWTH, workGrowth } from '../testing/workGrowth';

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true, true],
    ['Ada.Lovelace+jobs@Mail.Example.CO.UK', true, true],
    ['first_last%x-y@sub-domain.example.org', true, true],
    ['ada@example.c', false, true],
    ['ada@localhost', false, false],
    ["o'brien@example.com", false, true],
    ['ünïcode@example.com', false, true],
    ['ada@example', false, false],
    ['ada example@example.com', false, false],
    ['@example.com', false, false],
    ['', false, false],
  ])('%s → strict %s, loose %s', (value, strict, loose) => {
    expect(isEmail(value, { strict: true })).toBe(strict);
    expect(isEmail(value, { strict: false })).toBe(loose);
    expect(isEmail(value)).toBe(loose);
  });
});

describe('isUrl', () => {
  it.each([
    ['https://careers.acme.example/jobs?x=1', true],
    ['http://localhost:3000', true],
    ['ftp://acme.example', false],
    ['javascript:alert(1)', false],
    ['acme.example/jobs', false],
    ['https://has space.example', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });

  it('accepts a missing scheme when asked, if the host has a dot', () => {
    expect(isUrl('linkedin.com/in/ada', { requireProtocol: false })).toBe(true);
    expect(isUrl('just-words', { requireProtocol: false })).toBe(false);
  });
});

it.each([
  [null, true],
  [undefined, true],
  ['', true],
  ['   ', true],
  ['x', false],
  [0, false],
])('isBlank(%p) → %s', (value, expected) => {
  expect(isBlank(value)).toBe(expected);
});

it.each([
  [null, false],
  [undefined, false],
  ['', false],
  [[], false],
  ['x', true],
  [0, true],
  [false, true],
  [['a'], true],
])('isRequiredFilled(%p) → %s', (value, expected) => {
  expect(isRequiredFilled(value)).toBe(expected);
});

// Each check is run on long hostile text, the worst case of its pattern; its work must grow with the
// text's length, not with its square (a backtracking pattern spends seconds on 100 KB).
describe('linear work on hostile input', () => {
  it.each([
    ['loose email, dots that never reach a valid end', (n: number) => `a@${'.'.repeat(n)}@`],
    ['loose email, dots before a space', (n: number) => `a@a${'.'.repeat(n)} `],
    ['loose email, no @', (n: number) => 'a'.repeat(n)],
  ])('isEmail: %s', (_label, inputOf) => {
    expect(workGrowth((value) => isEmail(value), inputOf)).toBeLessThan(LINEAR_GROWTH);
  });

  it.each([
    ['labels that end in a bad character', (n: number) => `a@${'a.'.repeat(n / 2)}!`],
    ['a long local part without @', (n: number) => `${'a.'.repeat(n / 2)}`],
  ])('isEmail strict: %s', (_label, inputOf) => {
    expect(workGrowth((value) => isEmail(value, { strict: true }), inputOf)).toBeLessThan(LINEAR_GROWTH);
  });

  it.each([
    ['a long scheme', (n: number) => `${'a'.repeat(n)}:x`],
    ['a long host without a scheme', (n: number) => `${'a.'.repeat(n / 2)}`],
  ])('isUrl: %s', (_label, inputOf) => {
    expect(workGrowth((value) => isUrl(value, { requireProtocol: false }), inputOf)).toBeLessThan(LINEAR_GROWTH);
  });
});
