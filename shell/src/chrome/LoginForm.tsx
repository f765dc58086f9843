import { useId, useRef, type RefObject } from 'react';
import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { buildCandidateLoginUrl } from '@careers/shared/auth';
import type { LoginFailure } from '@careers/shared/contracts';
import { keepLoginPlace } from '@careers/shared/location';
import { pageHref } from './pageAddress';
import { useLoginAttempt } from './useLoginAttempt';
import { useShellI18n } from '../i18n/useShellI18n';
import { loginModalStore, sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, TextField } from '@careers/shared/ui';

const Form = styled.form`
  display: grid;
  gap: 12px;
  label {
    font-weight: 600;
  }
`;

// A link of the site's theme (as mf-forms' links): the browser's default blue and visited purple are not ours.
const SignupLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  justify-self: start;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  margin: 0;
`;

export interface LoginFormProps {
  /** Called after the server accepted the credentials and set the session cookie. */
  onLoggedIn: () => void;
  /** Receives the email field, so a dialog can start the keyboard there. */
  emailRef?: RefObject<HTMLInputElement | null>;
  /** Where the server sends the candidate after a login posted by the plain form (before the page's scripts ran). */
  next?: string;
  /** Where the plain form posts (the login page's own address, so a refusal comes back to it). */
  action?: string;
  /** A refusal the server drew this form with (its plain post, without scripts): shown until the next try. */
  failure?: LoginFailure | null;
}

/**
 * Email and password login against POST /candidate/login; the server's message shows on failure.
 * A failed attempt puts the keyboard on the field to fix (WCAG 3.3.1), marked invalid and described
 * by the message.
 *
 * Also a plain HTML form to the same address (CSRF token, domain and `next` as hidden fields): the server draws
 * the login page, and a click on Log in before the scripts have taken it over posts the form, which the server
 * answers as its own login page does (logged in and sent to `next`, or the page again with the message). The
 * fields are read from the DOM, not from React state, so what was typed before the takeover is what is sent.
 */
export function LoginForm({ onLoggedIn, emailRef, next, action = '/candidate/login', failure: refused = null }: LoginFormProps) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const { domain, configs } = useSnapshot(sessionStore);
  const { place } = useSnapshot(loginModalStore);
  const ownEmailRef = useRef<HTMLInputElement>(null);
  const emailField = emailRef ?? ownEmailRef;
  const passwordField = useRef<HTMLInputElement>(null);
  const { submit, error, invalid, busy } = useLoginAttempt({ emailField, passwordField, refused, onLoggedIn });
  const errorId = useId();

  if (!configs?.loginSignupConfig.candidateLoginEnabled) return <p>{t('shell.login.disabled')}</p>;

  // A modal opened by an action ('Save job') sends the sign-up back to the same place, which goes along; the
  // login page sends it where the candidate was going (its `next`), not back to the login page itself.
  const signupUrl = `${buildCandidateLoginUrl({ domain, next: place?.href ?? next ?? pageHref() })}&mode=signup`;
  // A refused post comes back as a new page, which would start the keyboard at its top and leave the message
  // unannounced (an alert already in a loaded page is not read out): it starts on the field to fix, which the
  // message describes. The password when the server does not say which (it must not).
  const fixFirst = refused ? (refused.field === 'email' ? 'email' : 'password') : null;
  const marked = (field: 'email' | 'password') =>
    invalid === field || invalid === 'both' ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <Form method="post" action={action} onSubmit={submit} noValidate aria-busy={busy}>
      <input type="hidden" name="_csrf" value={transport.csrfToken()} />
      <input type="hidden" name="domain" value={domain} />
      {next && <input type="hidden" name="next" value={next} />}
      <TextField
        label={t('shell.login.email')}
        ref={emailField}
        type="email"
        name="email"
        // 'username', not 'email': the field is the account's identifier, which password managers pair with current-password.
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        autoCapitalize="none"
        defaultValue={refused?.email}
        autoFocus={fixFirst === 'email'}
        {...marked('email')}
      />
      <TextField
        label={t('shell.login.password')}
        ref={passwordField}
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus={fixFirst === 'password'}
        {...marked('password')}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? t('shell.login.submitting') : t('shell.login.submit')}
      </Button>
      <SignupLink href={signupUrl} onClick={() => place && keepLoginPlace({ ...place })}>
        {t('shell.login.createAccount')}
      </SignupLink>
    </Form>
  );
}
