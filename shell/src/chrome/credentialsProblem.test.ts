import { CREDENTIALS_EMAIL_MAX_LENGTH, CREDENTIALS_PASSWORD_MAX_LENGTH } from '@careers/shared/auth';
import { credentialsProblem } from './credentialsProblem';

test('a missing field is required, the email first, both marked when both are empty', () => {
  expect(credentialsProblem('  ', '')).toEqual({ code: 'required', invalid: 'both', focus: 'email' });
  expect(credentialsProblem('', 'secret')).toEqual({ code: 'required', invalid: 'email', focus: 'email' });
  expect(credentialsProblem('ada@example.com', '')).toEqual({ code: 'required', invalid: 'password', focus: 'password' });
});

test('over the limits counted in characters as the server counts them, the field to fix is named', () => {
  const domain = '@example.com';
  expect(credentialsProblem('a'.repeat(CREDENTIALS_EMAIL_MAX_LENGTH - domain.length + 1) + domain, 'secret')).toEqual({ code: 'email_too_long', invalid: 'email', focus: 'email' });
  // An emoji is one character, not two UTF-16 units: the longest password still goes.
  expect(credentialsProblem('ada@example.com', '😀'.repeat(CREDENTIALS_PASSWORD_MAX_LENGTH))).toBeNull();
  expect(credentialsProblem('ada@example.com', 'x'.repeat(CREDENTIALS_PASSWORD_MAX_LENGTH + 1))).toEqual({ code: 'password_too_long', invalid: 'password', focus: 'password' });
});
