import { openLoginModal } from '@careers/shared/state';
import { buttonStyles, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { notice } from '../../ui/styles';

/** Above the apply form for a visitor who is not logged in (the company allows it): they may log in first. */
export function LoggedOutNotice() {
  const { t } = useFormsI18n();
  return (
    <div css={(theme) => ({ ...notice(theme, 'info'), display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm })}>
      <span css={{ flex: '1 1 240px' }}>{t('formsPage.apply.loggedOut')}</span>
      <LogInButton label={t('formsPage.apply.logIn')} notReadyWords={t('formsPage.notReady')} />
    </div>
  );
}

/**
 * The logged-out notice's Log in (the server draws the page, issue 27): it opens the shell's dialog, which needs the
 * remote running. It reads the takeover itself: that change is urgent, and read by the page it redrew the whole form.
 */
function LogInButton({ label, notReadyWords }: { label: string; notReadyWords: string }) {
  const notReady = useNotReady(notReadyWords);
  return (
    // A tag, not <Button css=…>: emotion inserts the `css` prop of a component as a class no element carries, which the
    // server leaves out of the page's styles, so the browser compiled it while taking the page over (issue 27, TBT).
    <button type="button" css={(theme) => [buttonStyles(theme, 'secondary'), notReadyStyle(theme), scriptOnly]} {...notReady} onClick={() => openLoginModal({ reason: 'apply' })}>
      {label}
    </button>
  );
}
