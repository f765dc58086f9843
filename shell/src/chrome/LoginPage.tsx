import { safeNextPath } from '@careers/shared/auth';
import { PageHeading } from '@careers/shared/mf';
import { useShellI18n } from '../i18n/useShellI18n';
import { LoginForm } from './LoginForm';

/** Where a candidate lands after logging in from /careers/login: `next` if it stays on this site, else the dashboard. */
export function loginDestination(search: string, origin: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'), origin, '/careers/dashboard');
}

/** /careers/login: the candidate login page. */
export function LoginPage() {
  const { t } = useShellI18n();
  return (
    <section style={{ maxWidth: 420 }}>
      <PageHeading>{t('shell.login.title')}</PageHeading>
      <LoginForm onLoggedIn={() => location.assign(loginDestination(location.search, location.origin))} />
    </section>
  );
}
