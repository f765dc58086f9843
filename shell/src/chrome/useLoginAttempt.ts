import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useSnapshot } from 'valtio/react';
import type { CredentialsBody, LoginFailure } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { TransportError, useTransport } from '@careers/shared/transport';
import { forgetLoginFailure } from './pageLoginFailure';
import { loginFailureText, refusalText } from './loginFailureText';
import { useRefusalTitle } from './useRefusalTitle';
import { useShellI18n } from '../i18n/useShellI18n';
import { credentialsProblem, TOO_LONG, type InvalidField } from './credentialsProblem';

interface LoginAttemptInputs {
  emailField: RefObject<HTMLInputElement | null>;
  passwordField: RefObject<HTMLInputElement | null>;
  /** A refusal the server drew the form with: shown until the next try. */
  refused: LoginFailure | null;
  onLoggedIn: () => void;
}

/**
 * The login form's submit and what it says: the message, the fields it marks and whether a login is on its way.
 * The fields are read from the DOM, not from React state, so what was typed before the takeover is what is sent.
 * A failed attempt puts the keyboard on the field to fix (WCAG 3.3.1).
 */
export function useLoginAttempt({ emailField, passwordField, refused, onLoggedIn }: LoginAttemptInputs) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  // The server's refusal as first shown: the page's title starts with it for as long as it is what the form says.
  const [refusal] = useState(() => (refused ? loginFailureText(refused, t) : ''));
  const [error, setError] = useState(refusal);
  useRefusalTitle(refusal && error === refusal ? refusal : null);
  const [invalid, setInvalid] = useState<InvalidField>(refused?.field ?? null);
  // Taken over: the refusal is this form's state now, not the page's (a later visit starts afresh).
  useEffect(() => forgetLoginFailure(), []);
  const [busy, setBusy] = useState(false);

  const refuse = (message: string, field: InvalidField, focus: 'email' | 'password') => {
    setError(message);
    setInvalid(field);
    setBusy(false);
    (focus === 'email' ? emailField : passwordField).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = emailField.current?.value ?? '';
    const password = passwordField.current?.value ?? '';
    // The fields carry no maxlength, which would cut a pasted password without a word and log in with another one.
    const problem = credentialsProblem(email, password);
    if (problem) return refuse(problem.code === 'required' ? t('shell.login.required') : (refusalText(problem.code, t) ?? ''), problem.invalid, problem.focus);
    setBusy(true);
    setError('');
    setInvalid(null);
    try {
      await transport.post('/candidate/login', { email: email.trim(), password, domain } satisfies CredentialsBody);
      onLoggedIn();
    } catch (failure) {
      const tooLong = failure instanceof TransportError && Object.hasOwn(TOO_LONG, failure.code) ? TOO_LONG[failure.code as keyof typeof TOO_LONG] : null;
      if (tooLong) return refuse(refusalText(tooLong.code, t) ?? '', tooLong.field, tooLong.field);
      const known = failure instanceof TransportError ? refusalText(failure.code, t) : null;
      // The server does not say which one was wrong (it must not): the password is the one to retype.
      passwordField.current?.select();
      refuse(known ?? (failure instanceof Error ? failure.message : String(failure)), 'both', 'password');
    }
  };

  return { submit, error, invalid, busy };
}
