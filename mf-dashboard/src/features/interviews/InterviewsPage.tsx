import { pageColumn, pageHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { InterviewsList } from './InterviewsList';

/** /careers/interviews: every interview in the candidate's time zone, with place or link and a calendar file. */
export function InterviewsPage() {
  const { t } = useDashboardI18n();
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('interviews.heading')}
      </h1>
      <InterviewsList title={t('interviews.upcoming') + ' / ' + t('interviews.past')} />
    </div>
  );
}
