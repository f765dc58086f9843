import { useDeferredValue, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio/react';
import { openLoginModal, sessionStore } from '@careers/shared/state';
import { StateScreen } from '@careers/shared/ui';
import { useApplyForm } from '../../data/useApplyForm';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { LoadFailure } from '../../ui/LoadFailure';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { pageColumn, pageHeading } from '../../ui/styles';
import { ApplyConfirmation } from './ApplyConfirmation';
import { ApplyPositionLine } from './ApplyPositionLine';
import { ClosedNotice } from './ClosedNotice';
import { LoggedOutNotice } from './LoggedOutNotice';
import { SearchJobsLink } from './SearchJobsLink';
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

  const searchLink = <SearchJobsLink navigate={navigate} />;
  const page = (children: ReactNode) => <div css={pageColumn}>{children}</div>;
  const fallbackHeading = (
    <h1 tabIndex={-1} css={pageHeading}>
      {t('formsPage.apply.headingFallback')}
    </h1>
  );

  if (pid === null) return page(<>{fallbackHeading}<p>{t('formsPage.apply.missing')}</p>{searchLink}</>);
  if (query.error) {
    return page(
      <>
        {fallbackHeading}
        <LoadFailure
          error={query.error}
          logInLabel={t('formsPage.apply.logIn')}
          onLogIn={() => openLoginModal({ reason: 'apply' })}
          notFound={
            <>
              <StateScreen state="empty" message={t('formsPage.apply.notFound')} />
              {searchLink}
            </>
          }
          onRetry={() => void query.mutate()}
        />
      </>,
    );
  }
  if (!data || !position || !part) return page(<>{fallbackHeading}<StateScreen state="loading" /></>);
  const { ApplyForm, SanitizedHtml } = part;
  if (sent) return page(<ApplyConfirmation positionName={position.name} loggedIn={user.isLoggedIn} navigate={navigate} />);

  const { form } = data;
  return page(
    <>
      <h1 tabIndex={-1} css={(theme) => ({ ...pageHeading(theme), marginBottom: theme.spacing.xs })}>
        {heading}
      </h1>
      <ApplyPositionLine position={position} isPrivate={isPrivate} navigate={navigate} />
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
          {!user.isLoggedIn && <LoggedOutNotice />}
          <ApplyForm data={data} loggedIn={user.isLoggedIn} onSent={() => setSent(true)} onClosed={() => setClosedSince(true)} />
        </>
      )}
    </>,
  );
}
