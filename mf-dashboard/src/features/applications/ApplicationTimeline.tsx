import { useFormatDate } from '@careers/shared/ui';
import type { Application } from '@careers/shared/contracts';
import { muted } from '../dashboard/dashboardStyles';
import { statusText } from '../dashboard/statusText';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';

/** An application's steps from applying to now, the last one marked as the current step. */
export function ApplicationTimeline({ application }: { application: Application }) {
  const { t } = useDashboardI18n();
  const { date: formatDate } = useFormatDate();
  return (
    <ol aria-label={t('applications.timeline', { position: application.position.name })} css={(theme) => ({ margin: 0, paddingInlineStart: theme.spacing.lg, display: 'flex', flexDirection: 'column', gap: 2 })}>
      {application.timeline.map((step, n) => (
        <li key={`${step.status}-${n}`} aria-current={n === application.timeline.length - 1 ? 'step' : undefined}>
          <strong>{statusText(t, step.status)}</strong> <span css={muted}>· {step.stage} · {formatDate(step.at)}</span>
        </li>
      ))}
    </ol>
  );
}
