import { useDashboardList } from '../../data/useDashboard';
import { muted } from '../dashboard/dashboardStyles';
import { ListSection } from '../dashboard/ListSection';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { InterviewCards } from './InterviewCards';

/** The dashboard's interviews section, in the candidate's time zone: upcoming soonest first, then past ones (/careers/interviews parts them: InterviewsPage). */
export function InterviewsList({ limit, upcomingOnly = false, headingLevel = 2 }: { limit?: number; upcomingOnly?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('interviews');
  const all = list.data?.data.interviews;
  const shown = all ? (upcomingOnly ? all.filter((i) => i.upcoming) : all) : undefined;
  const items = shown && limit ? shown.slice(0, limit) : shown;
  const zone = all?.[0]?.time_zone;
  return (
    <ListSection id="interviews-list" title={t('interviews.heading')} headingLevel={headingLevel}>
      {zone && <p css={muted}>{t('interviews.zone', { zone })}</p>}
      <InterviewCards items={items} error={list.error} onRetry={() => void list.mutate()} />
    </ListSection>
  );
}
