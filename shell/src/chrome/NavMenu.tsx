import styled from '@emotion/styled';
import type { NavbarLink } from '@careers/shared/boot';
import { notReadyStyle, type useNotReady } from '@careers/shared/ui';
import { followLink } from './followLink';
import { useShellI18n } from '../i18n/useShellI18n';
import { withoutScripts } from './scriptOnly';
import { folded, type FoldProps } from './folded';
import { NavLink } from './NavLink';
import { useNavMenu } from './useNavMenu';

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
    inset-inline: 0;
    padding: 12px 16px;
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    z-index: ${({ theme }) => theme.zIndex.dropdown};
    /* Folded, the links sit on the page's background, not the bar's: the page's text colour. */
    & a {
      color: ${({ theme }) => theme.colors.text};
    }
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

// The Menu's look, for the button and for its stand-in without scripts.
const menuLook = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  font: inherit;
  font-weight: 600;
  background: none;
  border: 1px solid ${theme.colors.border};
  border-radius: 6px;
  padding: 6px 10px;
  color: ${theme.sections.navbar.textColour};
`;

// The not-ready look is part of the button's own style, not a `css` prop beside it: emotion inserts a `css` prop given
// to a component (not a tag) as a class of its own that no element carries. The server leaves such a class out of
// the page's styles, so the browser compiled and inserted it in the chrome's first commit (issue 27, warm TBT).
const MenuButton = styled.button<FoldProps>`
  display: none;
  ${menuLook}
  ${({ foldBelow }: FoldProps) => folded(foldBelow)} {
    display: block;
    /* Wraps rather than pushes Log out off a phone's screen in a longer language (Navbar's buttons). */
    flex: 0 1 auto;
    white-space: normal;
    line-height: 1.15;
  }
  ${withoutScripts} {
    display: none;
  }
  ${({ theme }) => notReadyStyle(theme)}
`;

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

interface NavMenuProps extends FoldProps {
  links: NavbarLink[];
  pathname: string;
  /** The company shows its links to this visitor: the Menu is drawn (the list is drawn always, maybe empty). */
  showCustom: boolean;
  notReady: ReturnType<typeof useNotReady>;
}

/**
 * The company's links in the navbar: beside the brand where they fit, else folded behind a Menu button (a link to
 * the list without scripts) that opens them under the bar.
 */
export function NavMenu({ links, pathname, showCustom, foldBelow, notReady }: NavMenuProps) {
  const { t } = useShellI18n();
  const menu = useNavMenu();
  return (
    <>
      {showCustom && (
        <MenuButton
          ref={menu.buttonRef}
          type="button"
          foldBelow={foldBelow}
          aria-expanded={menu.open}
          aria-controls="careers-nav-links"
          {...notReady}
          onClick={menu.toggle}
          onBlur={menu.open ? menu.closeWhenFocusLeaves : undefined}
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
        ref={menu.listRef}
        id="careers-nav-links"
        aria-label={t('shell.nav.links')}
        foldBelow={foldBelow}
        open={menu.open}
        onBlur={menu.open ? menu.closeWhenFocusLeaves : undefined}
      >
        {links.map((link) => (
          <li key={link.href}>
            <NavLink
              href={link.href}
              onClick={(event) => {
                menu.close();
                followLink(event);
              }}
              aria-current={pathname === link.href ? 'page' : undefined}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        {showCustom && (
          <CloseItem foldBelow={foldBelow}>
            {/* '#' targets nothing: the list stops being the target, so it folds away again. */}
            <NavLink href="#">{t('shell.nav.closeMenu')}</NavLink>
          </CloseItem>
        )}
      </Links>
    </>
  );
}
