import { CREDENTIALS_EMAIL_MAX_LENGTH, CREDENTIALS_PASSWORD_MAX_LENGTH } from '@careers/shared/auth';
import type { LoginFailure } from '@careers/shared/contracts';
import type { I18n } from '@careers/shared/i18n';

// The server's refusals the shell has words for, in the visitor's language; others show the server's text. The
// too-long ones name the contract's limit, read from its constant (the catalogue takes it as `max`).
const REFUSALS = {
  invalid_credentials: { key: 'shell.login.invalidCredentials', values: undefined },
  email_too_long: { key: 'shell.login.emailTooLong', values: { max: CREDENTIALS_EMAIL_MAX_LENGTH } },
  password_too_long: { key: 'shell.login.passwordTooLong', values: { max: CREDENTIALS_PASSWORD_MAX_LENGTH } },
} as const;

type Translate = I18n['t'];

/** The shell's words for a refusal's code, or null when it has none of its own for it. */
export function refusalText(code: string, t: Translate): string | null {
  if (!Object.hasOwn(REFUSALS, code)) return null;
  const { key, values } = REFUSALS[code as keyof typeof REFUSALS];
  return t(key, values);
}

/** What the login form says about a refusal: the shell's words for its code, else the server's message. */
export function loginFailureText(failure: LoginFailure, t: Translate): string {
  return refusalText(failure.code, t) ?? failure.message;
}
