import type { Interview } from '@careers/shared/contracts';
import { useDashboardList } from '../../data/useDashboard';
import { useListView } from '../dashboard/useListView';
import { muted, pageColumn, pageHeading, sectionHeading } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { InterviewCards } from './InterviewCards';

/**
 * One part of the page, a region named by its heading, so a screen reader's region and heading lists both offer
 * 'Upcoming' and 'Past'. An empty part says so (the spec's 'No data found') instead of leaving a heading alone.
 */
function InterviewsPart({ id, title, items, error, onRetry }: { id: string; title: string; items: readonly Interview[]; error: unknown; onRetry: () => void }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} css={sectionHeading}>
        {title}
      </h2>
      <InterviewCards items={items} error={error} onRetry={onRetry} />
    </section>
  );
}

/**
 * /careers/interviews: every interview in the candidate's time zone, with place or link and a calendar file, in an
 * 'Upcoming' part (soonest first) and a 'Past' part (latest first, the server's order). One list without a divider
 * let a past interview pass for the next one (user trial).
 */
export function InterviewsPage() {
  const { t } = useDashboardI18n();
  const list = useDashboardList('interviews');
  const all = list.data?.data.interviews;
  const zone = all?.[0]?.time_zone;
  const retry = () => void list.mutate();
  // Loading, or the first load failed: one spinner or one error with its retry for the page, not one per part.
  const pending = useListView<never>(undefined, list.error, retry, () => null);
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('interviews.heading')}
      </h1>
      {zone && <p css={muted}>{t('interviews.zone', { zone })}</p>}
      {all ? (
        <>
          <InterviewsPart id="interviews-upcoming" title={t('interviews.upcoming')} items={all.filter((i) => i.upcoming)} error={list.error} onRetry={retry} />
          <InterviewsPart id="interviews-past" title={t('interviews.past')} items={all.filter((i) => !i.upcoming)} error={list.error} onRetry={retry} />
        </>
      ) : (
        pending
      )}
    </div>
  );
}
