import { commonPasswordListLoads, isCommonPassword } from './commonPasswords';

test('the shipped list is read on first use, once', () => {
  expect(commonPasswordListLoads()).toBe(0);
  expect(isCommonPassword('qwertyuiop')).toBe(true);
  expect(isCommonPassword('QWERTYuiop')).toBe(true);
  expect(isCommonPassword('plum-kettle-42')).toBe(false);
  expect(commonPasswordListLoads()).toBe(1);
});
