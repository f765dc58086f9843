import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { safeNextPath } from '@careers/shared/auth';
import { PageHeading } from '@careers/shared/mf';
import { sessionStore } from '@careers/shared/state';
import { Button, buttonStyles } from '@careers/shared/ui';
import { useShellI18n } from '../i18n/useShellI18n';
import { LOGIN_PAGE_ID } from './focusLoginPageForm';
import { LoginForm } from './LoginForm';
import { pageLoginFailure } from './pageLoginFailure';
import { logoutPageHref, pageOrigin, pageSearch } from './pageAddress';
import { scriptOnly, withoutScriptsOnly } from './scriptOnly';

/** Where a candidate lands after logging in from /careers/login: `next` if it stays on this site, else the dashboard. */
export function loginDestination(search: string, origin: string): string {
  return safeNextPath(new URLSearchParams(search).get('next'), origin, '/careers/dashboard');
}

// A class, not a style attribute: the server renders this page too, and the CSP refuses style attributes in HTML.
const Section = styled.section({ maxWidth: 420 });

export interface LoginPageProps {
  onLogout: () => void;
}

/**
 * /careers/login: the candidate login page, drawn by the server too (shell/src/ssr/renderChrome.tsx). Someone already logged in is told whose session this
 * is, with Log out and Continue: a second login form would silently replace their session.
 */
export function LoginPage({ onLogout }: LoginPageProps) {
  const { t } = useShellI18n();
  const { user, profile } = useSnapshot(sessionStore);
  if (user.isLoggedIn) {
    const name = profile?.fullname ? `${profile.fullname} (${profile.email})` : (profile?.email ?? '');
    return (
      <Section>
        <PageHeading>{t('shell.login.already.title')}</PageHeading>
        {name && <p>{t('shell.login.already.who', { name })}</p>}
        <p>
          <a href={loginDestination(pageSearch(), pageOrigin())}>{t('shell.login.already.continue')}</a>
        </p>
        <Button variant="secondary" css={scriptOnly} onClick={onLogout}>
          {t('shell.logout')}
        </Button>
        {/* Without scripts the button could never act: the server's Log out page, as the header's (Navbar.tsx). */}
        <a href={logoutPageHref()} css={(theme) => [buttonStyles(theme, 'secondary'), withoutScriptsOnly('inline-flex')]}>
          {t('shell.logout')}
        </a>
      </Section>
    );
  }
  const destination = loginDestination(pageSearch(), pageOrigin());
  // The id lets the header's 'Log in' find this form (focusLoginPageForm) rather than open the modal over it.
  return (
    <Section id={LOGIN_PAGE_ID}>
      <PageHeading>{t('shell.login.title')}</PageHeading>
      {/* Posted without the shell's script, the form comes back here (not to /candidate/login's own page), drawn
          by the same code with what the server refused: the address keeps its query, so `next` stays too. */}
      <LoginForm next={destination} action={`/careers/login${pageSearch()}`} failure={pageLoginFailure()} onLoggedIn={() => location.assign(destination)} />
    </Section>
  );
}
