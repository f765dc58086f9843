import { pageColumn, pageHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { ApplicationsList } from './ApplicationsList';

/** /careers/applications: every application, active ones first, each with its status timeline. */
export function ApplicationsPage() {
  const { t } = useDashboardI18n();
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('applications.heading')}
      </h1>
      <ApplicationsList which="active" />
      <ApplicationsList which="inactive" />
    </div>
  );
}
