import { useEffect, useRef, useState, type Ref } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, notReadyStyle, scriptOnly, useFormatDate, useNotReady } from '@careers/shared/ui';
import type { Application } from '@careers/shared/contracts';
import { withdrawApplication } from '../../data/dashboardApi';
import { useDashboardList } from '../../data/useDashboard';
import { withApplication } from '../../data/withApplication';
import { ListState } from '../dashboard/ListState';
import { actions, card, cardTitle, muted, plainList, sectionHeading, tag, toneOfStatus } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';
import { useSectionLabel } from '../dashboard/useSectionLabel';

/** One application: status, its timeline from applying to now, the next step, and withdraw while active. */
function ApplicationCard({ application, onWithdrawn, focusId }: { application: Application; onWithdrawn: (now: Application) => Promise<unknown>; focusId?: Application['id'] }) {
  const { t } = useDashboardI18n();
  const { date: formatDate } = useFormatDate();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = application.position.name;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const notReady = useNotReady(t('dashboard.notReady'));

  // Opening the confirmation moves focus to its question; closing it (kept, or a failure) back to the button.
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (wasConfirming.current) withdrawRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  // Just withdrawn: this card (wherever it is listed now) takes focus, by its heading.
  useEffect(() => {
    if (focusId !== undefined && focusId === application.id) headingRef.current?.focus();
  }, [focusId, application.id]);

  const withdraw = async () => {
    setBusy(true);
    try {
      const answer = await withdrawApplication(transport, domain, application.id);
      showToast({ kind: 'success', message: t('applications.withdrawn') });
      await onWithdrawn(answer.application);
    } catch {
      showToast({ kind: 'error', message: t('applications.withdrawFailed') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li css={card} data-testid="application">
      <h3 css={cardTitle} ref={headingRef} tabIndex={-1}>
        <a href={`/careers/job/${application.position.id}`} css={(theme) => ({ color: theme.colors.text })}>
          {name}
        </a>
      </h3>
      <p css={muted}>
        {application.position.location} · {t('applications.appliedOn', { date: formatDate(application.created_at) })}
      </p>
      <span css={(theme) => tag(theme, toneOfStatus(application.status))}>{t('applications.status', { status: application.status })}</span>
      {!application.is_active && (
        // How and when it ended, in words: the tag's colour alone does not say it.
        <p css={{ margin: 0 }}>{t('applications.outcome', { status: outcomeOf(application), date: formatDate(application.updated_at) })}</p>
      )}
      <ol aria-label={t('applications.timeline', { position: name })} css={(theme) => ({ margin: 0, paddingLeft: theme.spacing.lg, display: 'flex', flexDirection: 'column', gap: 2 })}>
        {application.timeline.map((step, n) => (
          <li key={`${step.status}-${n}`} aria-current={n === application.timeline.length - 1 ? 'step' : undefined}>
            <strong>{step.status}</strong> <span css={muted}>· {step.stage} · {formatDate(step.at)}</span>
          </li>
        ))}
      </ol>
      {application.next_step && <p css={{ margin: 0 }}>{t('applications.next', { step: application.next_step })}</p>}
      {application.can_withdraw && (
        <div css={actions}>
          {confirming ? (
            <div role="group" aria-label={t('applications.withdrawLabel', { position: name })} css={actions}>
              <p css={{ margin: 0, flexBasis: '100%' }} ref={questionRef} tabIndex={-1}>{t('applications.withdrawConfirm', { position: name })}</p>
              <Button variant="disruptive" disabled={busy} onClick={() => void withdraw()}>
                {t('applications.withdraw')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t('applications.withdrawKeep')}
              </Button>
            </div>
          ) : (
            <Button
              ref={withdrawRef}
              variant="secondary"
              css={[notReadyStyle, scriptOnly]}
              aria-label={t('applications.withdrawLabel', { position: name })}
              {...notReady}
              onClick={() => setConfirming(true)}
            >
              {t('applications.withdraw')}
            </Button>
          )}
        </div>
      )}
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Used alone (the dashboard), the list keeps track itself; its heading takes focus if the card left it.
  const [ownFocusId, setOwnFocusId] = useState<Application['id']>();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const managed = onWithdrawn !== undefined;
  useEffect(() => {
    if (managed || ownFocusId === undefined) return;
    if (!items?.some((a) => a.id === ownFocusId)) ownHeading.current?.focus();
  }, [managed, ownFocusId, items]);
  return (
    <section aria-labelledby={useSectionLabel(`applications-${which}`)}>
      <Heading id={`applications-${which}`} css={sectionHeading} tabIndex={-1} ref={headingRef ?? ownHeading}>
        {t(which === 'active' ? 'applications.active' : 'applications.inactive')}
      </Heading>
      <ListState items={items} error={list.error} onRetry={() => void list.mutate()}>
        {(rows) => (
          <ul css={plainList}>
            {rows.map((a) => (
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
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

// Statuses that are an ending in themselves. An inactive application in any other status ended at a stage
// of it ('Offer' that was declined, canceled or expired): the stage says how, the status alone does not.
const FINAL_STATUSES = new Set(['Hired', 'Rejected', 'Withdrawn']);

/** How an inactive application ended, in words: 'Withdrawn', 'Offer declined'. */
function outcomeOf(application: Pick<Application, 'status' | 'stage'>): string {
  return FINAL_STATUSES.has(application.status) || !application.stage ? application.status : application.stage;
}
