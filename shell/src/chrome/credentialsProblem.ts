import { CREDENTIALS_EMAIL_MAX_LENGTH, CREDENTIALS_PASSWORD_MAX_LENGTH } from '@careers/shared/auth';

/** Which login field a refusal marks: one of them, both, or none. */
export type InvalidField = 'email' | 'password' | 'both' | null;

// The server's refusals that name the one field to fix (pasted, or filled by a script past maxlength); their
// words are loginFailureText.ts's, which name the limit.
export const TOO_LONG = {
  email_too_long: { field: 'email', code: 'email_too_long' },
  password_too_long: { field: 'password', code: 'password_too_long' },
} as const;

// Characters as the server's schema counts them (code points): an emoji is one, not two UTF-16 units.
const characters = (text: string) => [...text].length;

/**
 * What is wrong with the typed credentials before sending them, or null: a missing field ('required'; the email
 * is the one to fill first), or one over the contract's limits (the server would refuse it: said here, on the field).
 */
export function credentialsProblem(email: string, password: string): { code: 'required' | keyof typeof TOO_LONG; invalid: InvalidField; focus: 'email' | 'password' } | null {
  if (!email.trim() || !password) return { code: 'required', invalid: !email.trim() ? (password ? 'email' : 'both') : 'password', focus: !email.trim() ? 'email' : 'password' };
  const tooLong = characters(email.trim()) > CREDENTIALS_EMAIL_MAX_LENGTH ? TOO_LONG.email_too_long : characters(password) > CREDENTIALS_PASSWORD_MAX_LENGTH ? TOO_LONG.password_too_long : null;
  return tooLong && { code: tooLong.code, invalid: tooLong.field, focus: tooLong.field };
}
