import { useEffect, useRef } from 'react';
import { buttonStyles } from '@careers/shared/ui';
import { useFormsI18n } from '../../i18n/useFormsI18n';
import { AppLink } from '../../ui/AppLink';
import { actionsRow, pageHeading } from '../../ui/styles';

export interface ApplyConfirmationProps {
  positionName: string;
  loggedIn: boolean;
  navigate: (url: string) => void;
}

/** What the candidate sees once the application is in: a clear confirmation and where to go next. */
export function ApplyConfirmation({ positionName, loggedIn, navigate }: ApplyConfirmationProps) {
  const { t } = useFormsI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (and the focused submit button) just went away: start reading here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="apply-done-heading">
      <h1 id="apply-done-heading" ref={heading} tabIndex={-1} css={pageHeading}>
        {t('formsPage.apply.doneHeading')}
      </h1>
      <p>{t('formsPage.apply.doneText', { position: positionName })}</p>
      <div css={actionsRow}>
        <AppLink href="/careers/search" go={navigate} css={(theme) => buttonStyles(theme, 'primary')}>
          {t('formsPage.apply.searchJobs')}
        </AppLink>
        {loggedIn && (
          <AppLink href="/careers/dashboard" go={navigate} css={(theme) => buttonStyles(theme, 'secondary')}>
            {t('formsPage.apply.dashboard')}
          </AppLink>
        )}
      </div>
    </section>
  );
}
