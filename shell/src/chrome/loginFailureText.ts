import type { LoginFailure } from '@careers/shared/contracts';

// The server's refusals the shell has words for, in the visitor's language; others show the server's text.
const REFUSALS = {
  invalid_credentials: 'shell.login.invalidCredentials',
  email_too_long: 'shell.login.emailTooLong',
  password_too_long: 'shell.login.passwordTooLong',
} as const;

/** The message key for a refusal's code, or null when the shell has no words of its own for it. */
export const refusalKey = (code: string) => (Object.hasOwn(REFUSALS, code) ? REFUSALS[code as keyof typeof REFUSALS] : null);

/** What the login form says about a refusal: the shell's words for its code, else the server's message. */
export function loginFailureText(failure: LoginFailure, t: (key: string) => string): string {
  const key = refusalKey(failure.code);
  return key ? t(key) : failure.message;
}
