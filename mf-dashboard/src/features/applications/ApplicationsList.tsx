import { useEffect, useRef, useState, type Ref } from 'react';
import { useFormatDate } from '@careers/shared/ui';
import type { Application } from '@careers/shared/contracts';
import { useDashboardList } from '../../data/useDashboard';
import { withApplication } from '../../data/withApplication';
import { card, cardTitle, muted, tag, toneOfStatus } from '../dashboard/dashboardStyles';
import { ListSection } from '../dashboard/ListSection';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { statusText } from '../dashboard/statusText';
import { useListView } from '../dashboard/useListView';
import { ApplicationTimeline } from './ApplicationTimeline';
import { WithdrawApplication } from './WithdrawApplication';

/** One application: status, its timeline from applying to now, the next step, and withdraw while active. */
function ApplicationCard({ application, onWithdrawn, focusId }: { application: Application; onWithdrawn: (now: Application) => Promise<unknown>; focusId?: Application['id'] }) {
  const { t } = useDashboardI18n();
  const { date: formatDate } = useFormatDate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Just withdrawn: this card (wherever it is listed now) takes focus, by its heading.
  useEffect(() => {
    if (focusId !== undefined && focusId === application.id) headingRef.current?.focus();
  }, [focusId, application.id]);

  return (
    <li css={card} data-testid="application">
      <h3 css={cardTitle} ref={headingRef} tabIndex={-1}>
        <a href={`/careers/job/${application.position.id}`} css={(theme) => ({ color: theme.colors.text })}>
          {application.position.name}
        </a>
      </h3>
      <p css={muted}>
        {application.position.location} · {t('applications.appliedOn', { date: formatDate(application.created_at) })}
      </p>
      <span css={(theme) => tag(theme, toneOfStatus(application.status))}>{t('applications.status', { status: statusText(t, application.status) })}</span>
      {!application.is_active && (
        // How and when it ended, in words: the tag's colour alone does not say it.
        <p css={{ margin: 0 }}>{t('applications.outcome', { status: outcomeOf(application, t), date: formatDate(application.updated_at) })}</p>
      )}
      <ApplicationTimeline application={application} />
      {application.next_step && <p css={{ margin: 0 }}>{t('applications.next', { step: application.next_step })}</p>}
      {application.can_withdraw && <WithdrawApplication application={application} onWithdrawn={onWithdrawn} />}
    </li>
  );
}

/** Active or inactive applications of the candidate, with the list states. */
export function ApplicationsList({
  which,
  limit,
  headingLevel = 2,
  focusId,
  onWithdrawn,
  headingRef,
}: {
  which: 'active' | 'inactive';
  limit?: number;
  headingLevel?: 2 | 3;
  /** The application just withdrawn: its card takes focus wherever it is listed now. */
  focusId?: Application['id'];
  /** Told which application was withdrawn, once the list has its new state. */
  onWithdrawn?: (id: Application['id']) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('applications');
  const all = list.data ? (which === 'active' ? list.data.data.applications : list.data.data.inactiveApplications) : undefined;
  const items = all && limit ? all.slice(0, limit) : all;
  // Used alone (the dashboard), the list keeps track itself; its heading takes focus if the card left it.
  const [ownFocusId, setOwnFocusId] = useState<Application['id']>();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const managed = onWithdrawn !== undefined;
  useEffect(() => {
    if (managed || ownFocusId === undefined) return;
    if (!items?.some((a) => a.id === ownFocusId)) ownHeading.current?.focus();
  }, [managed, ownFocusId, items]);
  const cards = useListView(items, list.error, () => void list.mutate(), (a) => (
    <ApplicationCard
      key={a.id}
      application={a}
      focusId={managed ? focusId : ownFocusId}
      onWithdrawn={async (now) => {
        // The answer is the application as it is now: the list takes it, no second request for the list.
        await list.mutate((current) => current && withApplication(current, now), { revalidate: false });
        (onWithdrawn ?? setOwnFocusId)(a.id);
      }}
    />
  ));
  return (
    <ListSection id={`applications-${which}`} title={t(which === 'active' ? 'applications.active' : 'applications.inactive')} headingLevel={headingLevel}
      headingRef={headingRef ?? ownHeading}>
      {cards}
    </ListSection>
  );
}

// Statuses that are an ending in themselves. An inactive application in any other status ended at a stage
// of it ('Offer' that was declined, canceled or expired): the stage says how, the status alone does not.
const FINAL_STATUSES = new Set(['Hired', 'Rejected', 'Withdrawn']);

/** How an inactive application ended, in words: 'Withdrawn', 'Offer declined'. */
function outcomeOf(application: Pick<Application, 'status' | 'stage'>, t: (key: string) => string): string {
  return FINAL_STATUSES.has(application.status) || !application.stage ? statusText(t, application.status) : application.stage;
}
