import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import type { Application } from '@careers/shared/contracts';
import { withdrawApplication } from '../../data/dashboardApi';
import { useDashboardList } from '../../data/useDashboard';
import { formatDate } from '../dashboard/formatDate';
import { ListState } from '../dashboard/ListState';
import { actions, card, cardTitle, muted, plainList, sectionHeading, tag, toneOfStatus } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';

/** One application: status, its timeline from applying to now, the next step, and withdraw while active. */
function ApplicationCard({ application, onWithdrawn }: { application: Application; onWithdrawn: () => Promise<unknown> }) {
  const { t, locale } = useDashboardI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = application.position.name;

  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawApplication(transport, domain, application.id);
      showToast({ kind: 'success', message: t('applications.withdrawn') });
      await onWithdrawn();
    } catch {
      showToast({ kind: 'error', message: t('applications.withdrawFailed') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li css={card} data-testid="application">
      <h3 css={cardTitle}>
        <a href={`/careers/job/${application.position.id}`} css={(theme) => ({ color: theme.colors.text })}>
          {name}
        </a>
      </h3>
      <p css={muted}>
        {application.position.location} · {t('applications.appliedOn', { date: formatDate(application.created_at, locale) })}
      </p>
      <span css={(theme) => tag(theme, toneOfStatus(application.status))}>{t('applications.status', { status: application.status })}</span>
      <ol aria-label={t('applications.timeline', { position: name })} css={(theme) => ({ margin: 0, paddingLeft: theme.spacing.lg, display: 'flex', flexDirection: 'column', gap: 2 })}>
        {application.timeline.map((step, n) => (
          <li key={`${step.status}-${n}`} aria-current={n === application.timeline.length - 1 ? 'step' : undefined}>
            <strong>{step.status}</strong> <span css={muted}>· {step.stage} · {formatDate(step.at, locale)}</span>
          </li>
        ))}
      </ol>
      {application.next_step && <p css={{ margin: 0 }}>{t('applications.next', { step: application.next_step })}</p>}
      {application.can_withdraw && (
        <div css={actions}>
          {confirming ? (
            <div role="group" aria-label={t('applications.withdrawLabel', { position: name })} css={actions}>
              <p css={{ margin: 0, flexBasis: '100%' }}>{t('applications.withdrawConfirm', { position: name })}</p>
              <Button variant="disruptive" disabled={busy} onClick={() => void withdraw()}>
                {t('applications.withdraw')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t('applications.withdrawKeep')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" aria-label={t('applications.withdrawLabel', { position: name })} onClick={() => setConfirming(true)}>
              {t('applications.withdraw')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Active or inactive applications of the candidate, with the list states. */
export function ApplicationsList({ which, limit, headingLevel = 2 }: { which: 'active' | 'inactive'; limit?: number; headingLevel?: 2 | 3 }) {
  const { t } = useDashboardI18n();
  const list = useDashboardList('applications');
  const all = list.data ? (which === 'active' ? list.data.data.applications : list.data.data.inactiveApplications) : undefined;
  const items = all && limit ? all.slice(0, limit) : all;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`applications-${which}`}>
      <Heading id={`applications-${which}`} css={sectionHeading}>
        {t(which === 'active' ? 'applications.active' : 'applications.inactive')}
      </Heading>
      <ListState items={items} error={list.error} onRetry={() => void list.mutate()}>
        {(rows) => (
          <ul css={plainList}>
            {rows.map((a) => (
              <ApplicationCard key={a.id} application={a} onWithdrawn={() => list.mutate()} />
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
