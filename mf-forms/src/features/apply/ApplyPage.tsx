import { useDeferredValue, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { withTracking } from '@careers/shared/location';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import { Button, buttonStyles, notReadyStyle, scriptOnly, StateScreen, useNotReady } from '@careers/shared/ui';
import { problemOf } from '../../data/problemOf';
import { useApplyForm } from '../../data/useApplyForm';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { AppLink } from '../../ui/AppLink';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { link, notice, pageColumn, pageHeading } from '../../ui/styles';
import { ApplyConfirmation } from './ApplyConfirmation';
import { ClosedNotice } from './ClosedNotice';
import { useApplyFormPart } from './useApplyFormPart';

export interface ApplyPageProps {
  pid: number | null;
  /** /careers/apply/private: the position is unlisted, so links go back to its private page. */
  isPrivate: boolean;
  navigate: (url: string) => void;
}

/**
 * /careers/apply?pid=… and /careers/apply/private?pid=… (spec §2): the company's application form
 * for a position. The shell already asked a visitor to log in unless the company allows logged-out
 * apply. A saved draft comes back when the page is opened again; sending shows a confirmation.
 */
export function ApplyPage({ pid, isPrivate, navigate }: ApplyPageProps) {
  const { t } = useFormsI18n();
  const { user } = useSnapshot(sessionStore);
  const query = useApplyForm(pid);
  // The form is the page's biggest render (every question, two country lists). Drawn as a transition, React
  // renders it in slices of a few milliseconds instead of one long task that blocks a phone's main thread
  // (issue 27); the loading state stays until the whole page is ready, which then appears at once as before.
  const data = useDeferredValue(query.data);
  // The form's toolkit comes in its own chunk, fetched beside the data call; the loading state covers both.
  const part = useApplyFormPart();
  const [sent, setSent] = useState(false);
  // The position closed while the form was open: the server refused a draft or the application (409).
  const [closedSince, setClosedSince] = useState(false);
  const position = data?.position;
  // Nobody can apply to a closed position: its page says what it is, not 'Apply for …'.
  const closed = Boolean(position?.is_closed) || closedSince;
  const heading = position ? t(closed ? 'formsPage.apply.closedHeading' : 'formsPage.apply.heading', { position: position.name }) : t('formsPage.apply.headingFallback');
  useDocumentTitle(heading);

  const searchLink = (
    <AppLink href="/careers/search" go={navigate} css={link}>
      {t('formsPage.apply.searchJobs')}
    </AppLink>
  );
  const page = (children: ReactNode) => <div css={pageColumn}>{children}</div>;
  const fallbackHeading = (
    <h1 tabIndex={-1} css={pageHeading}>
      {t('formsPage.apply.headingFallback')}
    </h1>
  );

  if (pid === null) return page(<>{fallbackHeading}<p>{t('formsPage.apply.missing')}</p>{searchLink}</>);
  if (query.error) {
    const kind = problemOf(query.error);
    return page(
      <>
        {fallbackHeading}
        {kind === 'login' ? (
          <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16 }}>
            <p css={{ margin: 0 }}>{t('formsPage.form.loginRequired')}</p>
            <Button onClick={() => openLoginModal({ reason: 'apply' })}>{t('formsPage.apply.logIn')}</Button>
          </div>
        ) : kind === 'notFound' ? (
          <>
            <StateScreen state="empty" message={t('formsPage.apply.notFound')} />
            {searchLink}
          </>
        ) : (
          <StateScreen state="error" onRetry={() => void query.mutate()} />
        )}
      </>,
    );
  }
  if (!data || !position || !part) return page(<>{fallbackHeading}<StateScreen state="loading" /></>);
  const { ApplyForm, SanitizedHtml } = part;
  if (sent) return page(<ApplyConfirmation positionName={position.name} loggedIn={user.isLoggedIn} navigate={navigate} />);

  // Back to the job keeps the visit's tracking parameters (issue 14 #4).
  const jobHref = withTracking(isPrivate ? `/careers/job/private?pid=${position.id}` : `/careers/job/${position.id}`);
  const { form } = data;
  return page(
    <>
      <h1 tabIndex={-1} css={(theme) => ({ ...pageHeading(theme), marginBottom: theme.spacing.xs })}>
        {heading}
      </h1>
      <p css={(theme) => ({ margin: `0 0 ${theme.spacing.md}px`, color: theme.colors.textMuted })}>
        {position.location}
        {' · '}
        <AppLink href={jobHref} go={navigate} css={link}>
          {t('formsPage.apply.backToJob')}
        </AppLink>
      </p>
      {/* The form draws no title of its own (ApplyForm: one heading); its introduction, if any, shows here. */}
      {form.layout === 'htmlDescription' && form.descriptionHtml && (
        <SanitizedHtml html={form.descriptionHtml} css={(theme) => ({ marginBottom: theme.spacing.md })} />
      )}
      {/* The server's closed rule (archived or past its valid_through), the one sending is refused by. Closed
          while open, the page turns into the one a closed position opens with: nothing left to fill in or send. */}
      {closed ? (
        <>
          <ClosedNotice takeFocus={closedSince} />
          {searchLink}
        </>
      ) : (
        <>
          {!user.isLoggedIn && (
            <div css={(theme) => ({ ...notice(theme, 'info'), display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing.sm })}>
              <span css={{ flex: '1 1 240px' }}>{t('formsPage.apply.loggedOut')}</span>
              <LogInButton label={t('formsPage.apply.logIn')} notReadyWords={t('formsPage.notReady')} />
            </div>
          )}
          <ApplyForm data={data} loggedIn={user.isLoggedIn} onSent={() => setSent(true)} onClosed={() => setClosedSince(true)} />
        </>
      )}
    </>,
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
