import { useState } from 'react';
import styled from '@emotion/styled';
import { mq, gutterStyles } from '@careers/shared/theme';
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
  position: relative;
  max-width: ${({ theme }) => theme.layout.appShellMaxWidth}px;
  height: 100%;
  margin: 0 auto;
  /* Same gutters as the page, so the brand lines up with the content. */
  ${gutterStyles}
  display: flex;
  align-items: center;
  gap: 20px;
  white-space: nowrap;
  min-width: 0;
  /* On a phone nothing may stick out sideways (WCAG 1.4.10, 320 px): tighter spacing, smaller
     buttons, and the brand gives way (ellipsis) before anything else does. */
  ${mq.phone} {
    gap: 8px;
    & > button {
      flex: none;
      padding-inline: 12px;
    }
  }
`;

// On phones the company's links fold into a menu under the bar, so the bar keeps its height.
const Links = styled.ul<{ open: boolean }>`
  display: flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  ${mq.phone} {
    display: ${({ open }) => (open ? 'flex' : 'none')};
    flex-direction: column;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    z-index: ${({ theme }) => theme.zIndex.dropdown};
  }
`;

const Spacer = styled.span`
  flex: 1;
  display: none;
  ${mq.phone} {
    display: block;
  }
`;

const MenuButton = styled.button`
  display: none;
  font: inherit;
  font-weight: 600;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.text};
  ${mq.phone} {
    display: block;
  }
`;

// The bell arrives after the page content (bootstrap): its room is kept, so nothing beside it moves then.
const BellSlot = styled.div`
  flex: none;
  min-width: 40px;
  min-height: 40px;
`;

const Name = styled.span`
  ${mq.phone} {
    display: none;
  }
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
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  & img {
    display: block;
    max-width: 100%;
    object-fit: contain;
    object-position: left;
  }
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
  const [menuOpen, setMenuOpen] = useState(false);
  if (!configs) return null;
  const navbar = configs.pcsxConfig.branding.customNavbarConfig;
  const showCustom = navbar.enabled && (user.isLoggedIn || navbar.showForLoggedOut);
  return (
    <Bar>
      <Nav aria-label={t('shell.nav.label')}>
        <Brand href="/careers" onClick={followLink} aria-label={t('shell.nav.home', { company: configs.company.name })}>
          {configs.company.logoUrl ? <img src={configs.company.logoUrl} alt="" height={32} /> : configs.company.name}
        </Brand>
        {showCustom && (
          <MenuButton type="button" aria-expanded={menuOpen} aria-controls="careers-nav-links" onClick={() => setMenuOpen(!menuOpen)}>
            {t('shell.nav.menu')}
          </MenuButton>
        )}
        <Links id="careers-nav-links" open={menuOpen}>
          {showCustom &&
            visibleLinks(navbar.links, user.isLoggedIn).map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onClick={(event) => {
                    setMenuOpen(false);
                    followLink(event);
                  }}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
        </Links>
        <Spacer />
        {configs.notificationsConfig.enableCandidateInappNotifications && user.isLoggedIn ? <BellSlot id="careers-notification-slot" /> : <div id="careers-notification-slot" />}
        {user.isLoggedIn ? (
          <>
            {profile && <Name>{profile.fullname}</Name>}
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
