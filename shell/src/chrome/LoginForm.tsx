import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { buildCandidateLoginUrl } from '@careers/shared/auth';
import type { CredentialsBody } from '@careers/shared/contracts';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';

const Form = styled.form`
  display: grid;
  gap: 12px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  margin: 0;
`;

export interface LoginFormProps {
  /** Called after the server accepted the credentials and set the session cookie. */
  onLoggedIn: () => void;
}

/** Email and password login against POST /candidate/login; the server's message shows on failure. */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const { domain, configs } = useSnapshot(sessionStore);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!configs?.loginSignupConfig.candidateLoginEnabled) return <p>{t('shell.login.disabled')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('shell.login.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await transport.post('/candidate/login', { email: email.trim(), password, domain } satisfies CredentialsBody);
      onLoggedIn();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const signupUrl = `${buildCandidateLoginUrl({ domain, next: location.pathname + location.search })}&mode=signup`;
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      <label>
        {t('shell.login.email')}
        <input type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t('shell.login.password')}
        <input type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? t('shell.login.submitting') : t('shell.login.submit')}
      </Button>
      <a href={signupUrl}>{t('shell.login.createAccount')}</a>
    </Form>
  );
}
