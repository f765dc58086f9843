import { useEffect, useRef, useState } from 'react';
import type { Application } from '@careers/shared/contracts';
import { pageColumn, pageHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { ApplicationsList } from './ApplicationsList';

/** /careers/applications: every application, active ones first, each with its status timeline. */
export function ApplicationsPage() {
  const { t } = useDashboardI18n();
  const [withdrawnId, setWithdrawnId] = useState<Application['id']>();
  const activeHeading = useRef<HTMLHeadingElement>(null);
  // After a withdrawal the card focuses itself where it is now listed (its effect runs first); if it is
  // listed nowhere, focus goes to the active list's heading rather than the page body.
  useEffect(() => {
    if (withdrawnId === undefined) return;
    const active = document.activeElement;
    if (!active || active === document.body) activeHeading.current?.focus();
  }, [withdrawnId]);
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('applications.heading')}
      </h1>
      <ApplicationsList which="active" focusId={withdrawnId} onWithdrawn={setWithdrawnId} headingRef={activeHeading} />
      <ApplicationsList which="inactive" focusId={withdrawnId} onWithdrawn={setWithdrawnId} />
    </div>
  );
}
