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
export function checkNewPassword(password: string, context: { email: string }): string | null {
  // Code points of the NFC form, not UTF-16 units: an emoji or an 'é' typed as e + accent is one
  // character to the person typing it (and NIST asks for normalization). Nothing is trimmed for the
  // length — spaces are characters, and a password is stored exactly as typed.
  const characters = [...password.normalize('NFC')];
  if (characters.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  if (characters.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  // 'aaaaaaaa' and eight spaces pass a length rule and fall to the first guess of any attacker.
  if (characters.every((c) => c === characters[0])) {
    return 'This password repeats a single character. Choose one that is harder to guess.';
  }
  // Compared without surrounding spaces: ' alex@demo.test ' is as guessable as the address itself.
  const lower = password.normalize('NFC').trim().toLowerCase();
  const email = normalizeEmail(context.email);
  const at = email.lastIndexOf('@');
  const localPart = at > 0 ? email.slice(0, at) : '';
  if (email && (lower === email || (localPart && lower === localPart))) {
    return 'Your password cannot be your email address. Choose one that is harder to guess.';
  }
  if (isCommonPassword(password) || isCommonPassword(lower)) return 'This password is too common. Choose one that is harder to guess.';
  return null;
}
