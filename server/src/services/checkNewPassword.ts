import { said, type Said } from '../domainErrors';
import { serverI18n } from '../i18n/serverI18n';
import { isCommonPassword } from './commonPasswords';
import { normalizeEmail } from './candidates';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@careers/shared/contracts/auth';

// The contract's limits, which the sign-up page's field carries too.
const MIN_PASSWORD_LENGTH = NEW_PASSWORD_MIN_LENGTH;
const MAX_PASSWORD_LENGTH = NEW_PASSWORD_MAX_LENGTH;

/**
 * Why a password someone wants to set is refused, or null when it is fine. The rules are NIST SP
 * 800-63B's: a minimum length, no password that is known to attackers or guessable from the
 * account, and deliberately no composition rules (they make passwords harder to remember, not to guess).
 */
export function newPasswordProblem(password: string, context: { email: string }): Said | null {
  // Code points of the NFC form, not UTF-16 units: an emoji or an 'é' typed as e + accent is one
  // character to the person typing it (and NIST asks for normalization). Nothing is trimmed for the
  // length — spaces are characters, and a password is stored exactly as typed.
  const characters = [...password.normalize('NFC')];
  if (characters.length < MIN_PASSWORD_LENGTH) return said('server.password.tooShort', { min: MIN_PASSWORD_LENGTH });
  if (characters.length > MAX_PASSWORD_LENGTH) return said('server.password.tooLong', { max: MAX_PASSWORD_LENGTH });
  // 'aaaaaaaa' and eight spaces pass a length rule and fall to the first guess of any attacker.
  if (characters.every((c) => c === characters[0])) {
    return said('server.password.repeats');
  }
  // Compared without surrounding spaces: ' alex@demo.test ' is as guessable as the address itself.
  const lower = password.normalize('NFC').trim().toLowerCase();
  const email = normalizeEmail(context.email);
  const at = email.lastIndexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : '';
  if (email && (lower === email || (localPart && lower === localPart))) {
    return said('server.password.isEmail');
  }
  if (isCommonPassword(password) || isCommonPassword(lower)) return said('server.password.common');
  return null;
}

/** The same as an English sentence. */
export function checkNewPassword(password: string, context: { email: string }): string | null {
  const problem = newPasswordProblem(password, context);
  return problem && serverI18n('en').t(problem.key, problem.values);
}
