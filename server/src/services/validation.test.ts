import { checkName, hasControlCharacter } from './validation';

test('checkName: required, at most `max` characters, no control characters (C0 or DEL)', () => {
  const fields: Record<string, string> = {};
  checkName(fields, 'a', 'Sam', 'first name');
  checkName(fields, 'b', 'Zoë Ångström-O’Neil', 'last name');
  expect(fields).toEqual({});
  checkName(fields, 'empty', '', 'first name');
  checkName(fields, 'long', 'x'.repeat(101), 'first name');
  for (const [i, value] of ['Sam\r\nBcc: x@evil.test', 'Sam\n', 'a\tb', 'nul\u0000', 'esc\u001b[31m', 'del\u007f'].entries()) checkName(fields, `c${i}`, value, 'first name');
  expect(fields).toEqual({
    empty: 'Enter your first name.',
    long: 'Use at most 100 characters for your first name.',
    ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`c${i}`, 'Remove the line breaks, tabs and other control characters from the first name.'])),
  });
});

test('hasControlCharacter: C0 and DEL only; other characters (spaces, accents, C1 excluded) pass', () => {
  expect(hasControlCharacter('plain name')).toBe(false);
  expect(hasControlCharacter('\u00a0nbsp é 中')).toBe(false);
  expect(hasControlCharacter('\u001f')).toBe(true);
  expect(hasControlCharacter('\u007f')).toBe(true);
});
