import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { mq, gutterStyles, themeAssetUrl, themeOf } from '@careers/shared/theme';
import { useSnapshot } from 'valtio/react';
import { followLink } from './followLink';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';
import { useNotReady } from '@careers/shared/ui';
import type { NavbarLink } from '@careers/shared/boot';
import { navbarMenuBreakpoint } from './navbarMenuBreakpoint';
import { folded, type FoldProps } from './folded';
import { NavLink } from './NavLink';
import { NavMenu } from './NavMenu';
import { NavbarAccount } from './NavbarAccount';

// The company's theme (navbar section) gives the bar its colours and height; the server draws the same theme, so the
// height never changes after hydration.
const Bar = styled.header`
  height: ${({ theme }) => theme.sections.navbar.height}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.sections.navbar.backgroundColour};
  color: ${({ theme }) => theme.sections.navbar.textColour};
`;

const Nav = styled.nav`
  position: relative;
  max-width: ${({ theme }) => theme.sections.pcsx_core.contentMaxWidth}px;
  height: 100%;
  margin: 0 auto;
  /* Same gutters as the page, so the brand lines up with the content. */
  ${gutterStyles}
  display: flex;
  align-items: center;
  gap: 20px;
  white-space: nowrap;
  min-width: 0;
  ${({ theme }) => theme.sections.navbar.layout === 'logo-centre' && logoCentre}
  /* On a phone nothing may stick out sideways (WCAG 1.4.10, 320 px): tighter spacing, smaller
     buttons, and the brand gives way (ellipsis) before anything else does. */
  ${mq.phone} {
    gap: 8px;
    /* A longer language's Log out ('Se déconnecter', en-XA's '[Ļöĝ öûţ ōñé]') wraps onto two lines in the bar
       rather than pushing itself off a 320 px screen (issue 30's locale walk found it 12 px out). */
    & > button {
      flex: 0 1 auto;
      padding-inline: 12px;
      white-space: normal;
      line-height: 1.15;
    }
  }
`;

// Logo in the centre (the theme's navbar layout): the brand moves between the links and the account, pushed to the
// middle by its auto margins (nothing else grows, so the margins get the free room); only order changes, no size.
const logoCentre = `
  & > ul,
  & > span {
    flex: 0 1 auto;
  }
  & > a:first-of-type {
    order: 1;
    margin-inline: auto;
  }
  & > span,
  & > div,
  & > button:not([aria-controls]),
  & > a:not(:first-of-type, [aria-controls]) {
    order: 2;
  }
`;

const Spacer = styled.span<FoldProps>`
  flex: 1;
  display: none;
  ${({ foldBelow }) => folded(foldBelow)} {
    display: block;
  }
`;

// The bell arrives after the page content (bootstrap): its room is kept, so nothing beside it moves then.
const BellSlot = styled.div`
  flex: none;
  min-width: 40px;
  min-height: 40px;
`;

const Brand = styled(NavLink)`
  font-size: 18px;
  /* Beside the links the brand keeps its width; on a phone it gives way first (Nav). */
  flex: none;
  ${mq.phone} {
    flex: 0 1 auto;
    /* Giving way, the name wraps onto a second line of the bar rather than being cut ('Northwind La…' beside
       the Menu and Log in drawn without scripts, 390 px); only a name longer than two lines ends in "…". */
    font-size: 16px;
    line-height: 1.2;
    white-space: normal;
    overflow-wrap: normal;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  & img {
    display: block;
    max-width: 100%;
    object-fit: contain;
    object-position: left;
    /* The logo sits at the bar's start: the right in a right-to-left page (object-position has no logical words). */
    [dir='rtl'] & {
      object-position: right;
    }
  }
`;

// A theme's logo is drawn in a box of known size before it loads (no layout shift), its picture contained in it.
const LOGO_HEIGHT = 32;
const LOGO_WIDTH = 160;

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
  // The header's buttons on a page the server drew, pressed before the shell has taken it over (a slow phone): they
  // say so, as the remotes' buttons do, rather than do nothing (user trial, session 13). Without scripts the links
  // beside them stand in.
  const notReady = useNotReady(t('shell.notReady'));
  const theme = themeOf(useTheme());

  if (!configs) return null;
  const navbar = configs.pcsxConfig.branding.customNavbarConfig;
  const showCustom = navbar.enabled && (user.isLoggedIn || navbar.showForLoggedOut);
  const links = showCustom ? visibleLinks(navbar.links, user.isLoggedIn) : [];
  const bell = configs.notificationsConfig.enableCandidateInappNotifications && user.isLoggedIn;
  const loginButton = !user.isLoggedIn && configs.loginSignupConfig.candidateLoginEnabled;
  // A logo from the theme (an uploaded image) wins over the config's.
  const logo = theme.sections.navbar.logo ? themeAssetUrl(theme.sections.navbar.logo) : configs.company.logoUrl;
  const foldBelow = navbarMenuBreakpoint({
    brand: logo ? null : configs.company.name,
    links: links.map((link) => link.label),
    action: user.isLoggedIn ? t('shell.logout') : loginButton ? t('shell.login') : null,
    loggedIn: user.isLoggedIn,
    bell,
  });

  return (
    <Bar>
      <Nav aria-label={t('shell.nav.label')}>
        {/* The company's name runs in its own direction: on a right-to-left page its ellipsis is cut at its end,
            not its start ('…hwind Labs'). */}
        <Brand href="/careers" dir="auto" onClick={followLink} aria-label={t('shell.nav.home', { company: configs.company.name })}>
          {logo ? <img src={logo} alt="" height={LOGO_HEIGHT} width={theme.sections.navbar.logo ? LOGO_WIDTH : undefined} /> : configs.company.name}
        </Brand>
        <NavMenu links={links} pathname={pathname} showCustom={showCustom} foldBelow={foldBelow} notReady={notReady} />
        <Spacer foldBelow={foldBelow} />
        {bell ? <BellSlot id="careers-notification-slot" /> : <div id="careers-notification-slot" />}
        <NavbarAccount loggedIn={user.isLoggedIn} fullname={profile?.fullname} loginEnabled={loginButton} notReady={notReady} onLogout={onLogout} />
      </Nav>
    </Bar>
  );
}
