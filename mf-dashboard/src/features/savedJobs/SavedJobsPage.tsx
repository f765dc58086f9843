import { pageColumn, pageHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { SavedJobsList } from './SavedJobsList';

/** /careers/saved-jobs: the saved jobs, to apply for or unsave. */
export function SavedJobsPage() {
  const { t } = useDashboardI18n();
  return (
    <div css={pageColumn}>
      <h1 id="saved-jobs" tabIndex={-1} css={pageHeading}>
        {t('saved.heading')}
      </h1>
      <SavedJobsList showHeading={false} />
    </div>
  );
}
