import { checkNewPassword } from './checkNewPassword';

const email = 'jordan.lee@example.com';
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const REPEATED = 'This password repeats a single character. Choose one that is harder to guess.';
const EMAIL = 'Your password cannot be your email address. Choose one that is harder to guess.';
const SHORT = 'Use at least 8 characters for your password.';

test.each([
  ['12345678', COMMON],
  ['password123', COMMON],
  // Letter case does not make a listed password any harder to guess.
  ['PassWord1', COMMON],
  ['iloveyou', COMMON],
  ['        ', REPEATED],
  ['aaaaaaaa', REPEATED],
  ['ZZZZZZZZZZZZ', REPEATED],
  ['jordan.lee@example.com', EMAIL],
  ['Jordan.Lee@Example.com', EMAIL],
  ['jordan.lee', EMAIL],
  ['1234567', SHORT],
  // Seven characters, however many UTF-16 units they take.
  ['😀😀😀😀abc', SHORT],
  ['', SHORT],
])('refuses %j', (password, message) => {
  expect(checkNewPassword(password, { email })).toBe(message);
});

test.each([
  'plum-kettle-42',
  // Eight characters of any kind, spaces included, with no composition rules.
  'violet m',
  'zqxwvpty',
  ' abcdefg',
  // Eight code points (two of them outside the BMP): long enough, though not for the browser's UTF-16 count.
  '😀😀ab·cdé',
])('accepts %j', (password) => {
  expect(checkNewPassword(password, { email })).toBeNull();
});

test('refuses passwords over 200 characters, counted as characters', () => {
  expect(checkNewPassword('ab'.repeat(100), { email })).toBeNull();
  expect(checkNewPassword('ab'.repeat(100) + 'c', { email })).toBe('Use at most 200 characters for your password.');
  // 200 emoji are 400 UTF-16 units but 200 characters.
  expect(checkNewPassword('😀😁'.repeat(100), { email })).toBeNull();
});

test('an email without an @ does not turn part of the password rule into nonsense', () => {
  expect(checkNewPassword('not-an-emai', { email: 'not-an-email' })).toBeNull();
});

test('the email with spaces around it, or a common password with a trailing space, is as guessable as without', () => {
  expect(checkNewPassword(` ${email.toUpperCase()} `, { email })).toBe('Your password cannot be your email address. Choose one that is harder to guess.');
  expect(checkNewPassword('password1 ', { email })).toBe('This password is too common. Choose one that is harder to guess.');
});

test('characters are counted as typed: "é" written as e and an accent is one', () => {
  expect(checkNewPassword('e\u0301'.repeat(4), { email })).toBe('Use at least 8 characters for your password.');
});
