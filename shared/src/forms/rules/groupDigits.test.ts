import { groupDigits } from './groupDigits';

test('digits fall into their groups as they are typed, with a dash only before a digit', () => {
  expect(['1', '123', '1234', '12345', '123456', '1234567890'].map((typed) => groupDigits(typed, [3, 2, 4]))).toEqual(['1', '123', '123-4', '123-45', '123-45-6', '123-45-6789']);
});

test('anything but digits is dropped, and nothing is left of text without any', () => {
  expect(groupDigits('12a-3 45.6', [3, 3, 3])).toBe('123-456');
  expect(groupDigits('abc', [3, 3, 3])).toBe('');
});
