import { NEW_PASSWORD_MAX_LENGTH } from '@careers/shared/contracts/auth';
import { checkNewPassword } from '../services/checkNewPassword';
import { loginPage } from './loginPage';
import { serverI18n } from '../i18n/serverI18n';

const page = (input: Partial<Parameters<typeof loginPage>[0]>) =>
  loginPage({ mode: 'signup', company: 'Acme', csrfToken: 'token', carried: {}, i18n: serverI18n('en'), ...input });
const inputOf = (html: string, name: string) => html.match(new RegExp(`<input id="${name}"[^>]*>`))?.[0] ?? '';

describe('the sign-up page', () => {
  test("no field cuts what is typed or pasted (no maxlength): the password's hint names the server's limit, which refuses past it", () => {
    const html = page({});
    for (const name of ['firstName', 'lastName', 'email', 'password']) expect(inputOf(html, name)).not.toContain('maxlength');
    expect(NEW_PASSWORD_MAX_LENGTH).toBe(200);
    expect(html).toContain('<p class="hint" id="password-hint">8 to 200 characters. Not a common password, and not your email address.</p>');
    // The hint's limit is the rule's: one character more is what the server refuses, with its message on the field.
    expect(checkNewPassword('k7'.repeat(100), { email: 'kim@example.com' })).toBeNull();
    expect(checkNewPassword(`${'k7'.repeat(100)}x`, { email: 'kim@example.com' })).toBe('Use at most 200 characters for your password.');
    for (const name of ['email', 'password']) expect(inputOf(page({ mode: 'login' }), name)).not.toContain('maxlength');
  });

  test('a refused sign-up comes back with the keyboard on the first field with an error', () => {
    const refused = page({ error: 'Please fix the highlighted fields.', fieldErrors: { password: 'Use at most 200 characters for your password.', email: 'Enter a valid email address.' } });
    expect(inputOf(refused, 'email')).toContain(' autofocus ');
    expect(inputOf(refused, 'password')).not.toContain('autofocus');
    expect(inputOf(refused, 'firstName')).not.toContain('autofocus');
    const passwordOnly = page({ fieldErrors: { password: 'Use at most 200 characters for your password.' } });
    expect(inputOf(passwordOnly, 'password')).toContain(' autofocus ');
    expect(passwordOnly.match(/autofocus/g)).toHaveLength(1);
    // Nothing refused: the page starts at its top as any page does.
    expect(page({})).not.toContain('autofocus');
  });
});
