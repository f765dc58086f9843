import styled from '@emotion/styled';
import { useSnapshot } from 'valtio/react';
import { followLink } from './followLink';
import { useShellI18n } from '../i18n/useShellI18n';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import { Button } from '@careers/shared/ui';
import type { NavbarLink } from '@careers/shared/boot';

const Bar = styled.header`
  height: ${({ theme }) => theme.layout.navbarHeight}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Nav = styled.nav`
  max-width: ${({ theme }) => theme.layout.appShellMaxWidth}px;
  height: 100%;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 20px;
`;

const Links = styled.ul`
  display: flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &[aria-current='page'] {
    text-decoration: underline;
  }
`;

const Brand = styled(Link)`
  font-size: 18px;
`;

/** Links the company shows in its navbar for this visitor (config `customNavbarConfig`). */
export function visibleLinks(links: readonly NavbarLink[], isLoggedIn: boolean): NavbarLink[] {
  return links.filter((link) => link.showWhen === 'always' || (link.showWhen === 'loggedIn') === isLoggedIn);
}

export interface NavbarProps {
  pathname: string;
  onLogout: () => void;
}

/** Page navbar: company brand, the company's links by login state, the bell slot and login/logout. */
export function Navbar({ pathname, onLogout }: NavbarProps) {
  const { t } = useShellI18n();
  const { configs, user, profile } = useSnapshot(sessionStore);
  if (!configs) return null;
  const navbar = configs.pcsxConfig.branding.customNavbarConfig;
  const showCustom = navbar.enabled && (user.isLoggedIn || navbar.showForLoggedOut);
  return (
    <Bar>
      <Nav aria-label={t('shell.nav.label')}>
        <Brand href="/careers" onClick={followLink} aria-label={t('shell.nav.home', { company: configs.company.name })}>
          {configs.company.logoUrl ? <img src={configs.company.logoUrl} alt="" height={32} /> : configs.company.name}
        </Brand>
        <Links>
          {showCustom &&
            visibleLinks(navbar.links, user.isLoggedIn).map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={followLink} aria-current={pathname === link.href ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
        </Links>
        <div id="careers-notification-slot" />
        {user.isLoggedIn ? (
          <>
            {profile && <span>{profile.fullname}</span>}
            <Button variant="secondary" onClick={onLogout}>
              {t('shell.logout')}
            </Button>
          </>
        ) : (
          configs.loginSignupConfig.candidateLoginEnabled && (
            <Button variant="primary" onClick={() => openLoginModal()}>
              {t('shell.login')}
            </Button>
          )
        )}
      </Nav>
    </Bar>
  );
}
