import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { mq, gutterStyles } from '@careers/shared/theme';
import { useSnapshot } from 'valtio/react';
import { followLink } from './followLink';
import { useShellI18n } from '../i18n/useShellI18n';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import { buttonStyles, notReadyStyle, useNotReady, type ButtonVariant } from '@careers/shared/ui';
import { logoutPageHref, pageHref } from './pageAddress';
import { scriptOnly, withoutScripts, withoutScriptsOnly } from './scriptOnly';
import type { NavbarLink } from '@careers/shared/boot';
import { navbarMenuBreakpoint } from './navbarMenuBreakpoint';
import { focusLoginPageForm } from './focusLoginPageForm';
import { LoginModalPart } from './lazyParts';

// The login modal's chunk is only prefetched (lazyParts): a pointer over Log in or the keyboard on it runs it before
// the press, so the modal opens at once.
const readyLoginModal = () => void LoginModalPart.preload().catch(() => undefined);

/** The media query of the widths where the company's links fold into the Menu (see navbarMenuBreakpoint). */
const folded = (below: number) => `@media (max-width: ${below - 0.02}px)`;

interface FoldProps {
  foldBelow: number;
}

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
// Not only on phones: wherever the links would not fit beside the name and Log out (a tablet, a desktop at
// 200 % zoom), so the page never scrolls sideways.
const Links = styled.ul<FoldProps & { open: boolean }>`
  display: flex;
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  ${({ foldBelow }) => folded(foldBelow)} {
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
  /* Without scripts the Menu is a link to this list (NoScriptMenu), which it opens by being its target. */
  ${withoutScripts} {
    ${({ foldBelow }) => folded(foldBelow)} {
      &:target {
        display: flex;
      }
    }
  }
`;

const Spacer = styled.span<FoldProps>`
  flex: 1;
  display: none;
  ${({ foldBelow }) => folded(foldBelow)} {
    display: block;
  }
`;

// The Menu's look, for the button and for its stand-in without scripts.
const menuLook = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  font: inherit;
  font-weight: 600;
  background: none;
  border: 1px solid ${theme.colors.border};
  border-radius: 6px;
  padding: 6px 10px;
  color: ${theme.colors.text};
`;

// The not-ready look is part of the button's own style, not a `css` prop beside it: emotion inserts a `css` prop given
// to a component (not a tag) as a class of its own that no element carries. The server leaves such a class out of
// the page's styles, so the browser compiled and inserted it in the chrome's first commit (issue 27, warm TBT).
const MenuButton = styled.button<FoldProps>`
  display: none;
  ${menuLook}
  ${({ foldBelow }: FoldProps) => folded(foldBelow)} {
    display: block;
    flex: none;
  }
  ${withoutScripts} {
    display: none;
  }
  ${({ theme }) => notReadyStyle(theme)}
`;

/**
 * The header's Log in and Log out: the Button's look, the not-ready look and hidden without scripts, in one `css`
 * prop on the tag itself (see MenuButton for why not `<Button css=…>`).
 */
const headerButton = (variant: ButtonVariant) => (theme: Theme) => [buttonStyles(theme, variant), notReadyStyle(theme), scriptOnly];

// The Menu where no script runs: a link to the list of links, which shows as the list's target (Links).
const NoScriptMenu = styled.a<FoldProps>`
  display: none;
  ${menuLook}
  text-decoration: none;
  ${withoutScripts} {
    ${({ foldBelow }: FoldProps) => folded(foldBelow)} {
      display: block;
      flex: none;
    }
  }
`;

// Where no script runs, the Menu opens the list by making it the page's target, and neither the Menu again nor
// Esc can take that back: the open list ends with a link to no target, which closes it. Not drawn otherwise
// (with scripts the Menu button and Esc close it; links beside the name never open or close).
const CloseItem = styled.li<FoldProps>`
  display: none;
  ${withoutScripts} {
    ${({ foldBelow }: FoldProps) => folded(foldBelow)} {
      display: list-item;
      margin-block-start: 4px;
      padding-block-start: 12px;
      border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

// The bell arrives after the page content (bootstrap): its room is kept, so nothing beside it moves then.
const BellSlot = styled.div`
  flex: none;
  min-width: 40px;
  min-height: 40px;
`;

// The name is the part that gives way: a long one (sign-up takes 100 characters) ends in "…" instead of
// pushing the brand and Log out off screen; the whole name stays in the text and the tooltip.
const Name = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 16em;
  overflow: hidden;
  text-overflow: ellipsis;
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
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  // The header's buttons on a page the server drew, pressed before the shell has taken it over (a slow phone): they
  // say so, as the remotes' buttons do, rather than do nothing (user trial, session 13). Without scripts the links
  // beside them stand in.
  const notReady = useNotReady(t('shell.notReady'));

  // Escape closes the open menu from anywhere and gives focus back to the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (!configs) return null;
  const navbar = configs.pcsxConfig.branding.customNavbarConfig;
  const showCustom = navbar.enabled && (user.isLoggedIn || navbar.showForLoggedOut);
  const links = showCustom ? visibleLinks(navbar.links, user.isLoggedIn) : [];
  const bell = configs.notificationsConfig.enableCandidateInappNotifications && user.isLoggedIn;
  const loginButton = !user.isLoggedIn && configs.loginSignupConfig.candidateLoginEnabled;
  const foldBelow = navbarMenuBreakpoint({
    brand: configs.company.logoUrl ? null : configs.company.name,
    links: links.map((link) => link.label),
    action: user.isLoggedIn ? t('shell.logout') : loginButton ? t('shell.login') : null,
    loggedIn: user.isLoggedIn,
    bell,
  });

  // The open menu covers the page under the bar: once focus moves on past it (Tab from its last link), it
  // closes, so the focused control is never underneath it.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (menuButton.current?.contains(next) || menu.current?.contains(next))) return;
    setMenuOpen(false);
  };

  return (
    <Bar>
      <Nav aria-label={t('shell.nav.label')}>
        <Brand href="/careers" onClick={followLink} aria-label={t('shell.nav.home', { company: configs.company.name })}>
          {configs.company.logoUrl ? <img src={configs.company.logoUrl} alt="" height={32} /> : configs.company.name}
        </Brand>
        {showCustom && (
          <MenuButton
            ref={menuButton}
            type="button"
            foldBelow={foldBelow}
            aria-expanded={menuOpen}
            aria-controls="careers-nav-links"
            {...notReady}
            onClick={() => setMenuOpen(!menuOpen)}
            onBlur={menuOpen ? closeWhenFocusLeaves : undefined}
          >
            {t('shell.nav.menu')}
          </MenuButton>
        )}
        {showCustom && (
          <NoScriptMenu foldBelow={foldBelow} href="#careers-nav-links" aria-controls="careers-nav-links">
            {t('shell.nav.menu')}
          </NoScriptMenu>
        )}
        <Links
          ref={menu}
          id="careers-nav-links"
          aria-label={t('shell.nav.links')}
          foldBelow={foldBelow}
          open={menuOpen}
          onBlur={menuOpen ? closeWhenFocusLeaves : undefined}
        >
          {links.map((link) => (
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
          {showCustom && (
            <CloseItem foldBelow={foldBelow}>
              {/* '#' targets nothing: the list stops being the target, so it folds away again. */}
              <Link href="#">{t('shell.nav.closeMenu')}</Link>
            </CloseItem>
          )}
        </Links>
        <Spacer foldBelow={foldBelow} />
        {bell ? <BellSlot id="careers-notification-slot" /> : <div id="careers-notification-slot" />}
        {user.isLoggedIn ? (
          <>
            {profile && <Name title={profile.fullname}>{profile.fullname}</Name>}
            <button type="button" css={headerButton('secondary')} {...notReady} onClick={onLogout}>
              {t('shell.logout')}
            </button>
            {/* Without scripts the button could never act: the server's own Log out page, whose button posts the form
                and comes back to the jobs, as the scripted log-out does. */}
            <a href={logoutPageHref()} css={(theme) => [buttonStyles(theme, 'secondary'), withoutScriptsOnly('inline-flex')]}>
              {t('shell.logout')}
            </a>
          </>
        ) : (
          loginButton && (
            <>
              <button
                type="button"
                css={headerButton('primary')}
                {...notReady}
                onPointerEnter={readyLoginModal}
                onFocus={readyLoginModal}
                onClick={() => focusLoginPageForm() || openLoginModal()}
              >
                {t('shell.login')}
              </button>
              {/* Without scripts there is no login dialog: the login page, which comes back here. */}
              <a href={`/careers/login?next=${encodeURIComponent(pageHref())}`} css={(theme) => [buttonStyles(theme, 'primary'), withoutScriptsOnly('inline-flex')]}>
                {t('shell.login')}
              </a>
            </>
          )
        )}
      </Nav>
    </Bar>
  );
}
