import { createI18n } from '@careers/shared/i18n';
import '../i18n/useShellI18n';
import { loginFailureText, refusalText } from './loginFailureText';

// Other limits than the real ones: the words must follow the constants, not repeat their numbers.
jest.mock('@careers/shared/auth', () => ({
  ...jest.requireActual<object>('@careers/shared/auth'),
  CREDENTIALS_EMAIL_MAX_LENGTH: 64,
  CREDENTIALS_PASSWORD_MAX_LENGTH: 72,
}));

const en = createI18n({ locale: 'en' }).t;
const es = createI18n({ locale: 'es' }).t;

test('the too-long refusals name the limits of the constants, in the visitor language', () => {
  expect(refusalText('email_too_long', en)).toBe('This email address is too long. An email address has at most 64 characters.');
  expect(refusalText('password_too_long', en)).toBe('This password is too long. A password has at most 72 characters.');
  expect(refusalText('password_too_long', es)).toBe('Esta contraseña es demasiado larga. Una contraseña tiene como máximo 72 caracteres.');
});

test('a refusal the shell has no words for shows the server message', () => {
  expect(refusalText('locked', en)).toBeNull();
  expect(loginFailureText({ email: '', code: 'locked', message: 'Too many attempts.', field: 'both' }, en)).toBe('Too many attempts.');
  expect(loginFailureText({ email: '', code: 'invalid_credentials', message: 'x', field: 'both' }, en)).toBe('Incorrect email or password.');
});
