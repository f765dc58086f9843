import { useDashboardList } from '../../data/useDashboard';
import { muted, sectionHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { useSectionLabel } from '../dashboard/useSectionLabel';
import { InterviewCards } from './InterviewCards';

/** The dashboard's interviews section, in the candidate's time zone: upcoming soonest first, then past ones (/careers/interviews parts them: InterviewsPage). */
export function InterviewsList({ limit, upcomingOnly = false, headingLevel = 2 }: { limit?: number; upcomingOnly?: boolean; headingLevel?: 2 | 3 }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('interviews');
  const all = list.data?.data.interviews;
  const shown = all ? (upcomingOnly ? all.filter((i) => i.upcoming) : all) : undefined;
  const items = shown && limit ? shown.slice(0, limit) : shown;
  const zone = all?.[0]?.time_zone;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={useSectionLabel('interviews-list')}>
      <Heading id="interviews-list" css={sectionHeading}>
        {t('interviews.heading')}
      </Heading>
      {zone && <p css={muted}>{t('interviews.zone', { zone })}</p>}
      <InterviewCards items={items} error={list.error} onRetry={() => void list.mutate()} />
    </section>
  );
}
