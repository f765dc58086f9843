import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { mq } from '@careers/shared/theme';
import { openLoginModal } from '@careers/shared/state';
import { buttonStyles, notReadyStyle, type ButtonVariant, type useNotReady } from '@careers/shared/ui';
import { useShellI18n } from '../i18n/useShellI18n';
import { logoutPageHref, pageHref } from './pageAddress';
import { scriptOnly, withoutScriptsOnly } from './scriptOnly';
import { focusLoginPageForm } from './focusLoginPageForm';
import { LoginModalPart } from './lazyParts';

// The login modal's chunk is only prefetched (lazyParts): a pointer over Log in or the keyboard on it runs it before
// the press, so the modal opens at once.
const readyLoginModal = () => void LoginModalPart.preload().catch(() => undefined);

/**
 * The header's Log in and Log out: the Button's look, the not-ready look and hidden without scripts, in one `css`
 * prop on the tag itself (see NavMenu's MenuButton for why not `<Button css=…>`).
 */
const headerButton = (variant: ButtonVariant) => (theme: Theme) => [buttonStyles(theme, variant), notReadyStyle(theme), scriptOnly];

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

interface NavbarAccountProps {
  loggedIn: boolean;
  /** The logged-in candidate's name, when their profile is known. */
  fullname?: string;
  /** The company lets candidates log in here (a visitor then sees Log in). */
  loginEnabled: boolean;
  notReady: ReturnType<typeof useNotReady>;
  onLogout: () => void;
}

/** The navbar's end: the candidate's name and Log out, or Log in for a visitor; links stand in without scripts. */
export function NavbarAccount({ loggedIn, fullname, loginEnabled, notReady, onLogout }: NavbarAccountProps) {
  const { t } = useShellI18n();
  if (loggedIn) {
    return (
      <>
        {fullname !== undefined && <Name title={fullname}>{fullname}</Name>}
        <button type="button" css={headerButton('secondary')} {...notReady} onClick={onLogout}>
          {t('shell.logout')}
        </button>
        {/* Without scripts the button could never act: the server's own Log out page, whose button posts the form
            and comes back to the jobs, as the scripted log-out does. */}
        <a href={logoutPageHref()} css={(theme) => [buttonStyles(theme, 'secondary'), withoutScriptsOnly('inline-flex')]}>
          {t('shell.logout')}
        </a>
      </>
    );
  }
  if (!loginEnabled) return null;
  return (
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
  );
}
