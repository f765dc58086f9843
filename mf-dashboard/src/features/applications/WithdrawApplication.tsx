import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { Button, notReadyStyle, scriptOnly, useNotReady } from '@careers/shared/ui';
import type { Application } from '@careers/shared/contracts';
import { withdrawApplication } from '../../data/dashboardApi';
import { actions } from '../dashboard/dashboardStyles';
import { useDashboardI18n } from '../dashboard/useDashboardI18n';

export interface WithdrawApplicationProps {
  application: Application;
  /** Told the application as the server has it now, once withdrawn. */
  onWithdrawn: (now: Application) => Promise<unknown>;
}

/**
 * An application's Withdraw, asked again before it acts (Withdraw / Keep, Escape keeps). Opening the question moves
 * the focus to it; closing it (kept, or a failure) back to the button. The outcome is said in a toast.
 */
export function WithdrawApplication({ application, onWithdrawn }: WithdrawApplicationProps) {
  const { t } = useDashboardI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = application.position.name;
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

  const withdraw = async () => {
    if (busy) return;
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
    <div css={actions}>
      {confirming ? (
        <div
          role="group"
          aria-label={t('applications.withdrawLabel', { position: name })}
          css={[actions, { '& [aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } }]}
          // Escape answers the question as Keep does (trial finding: it did nothing), unless the call already runs.
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !busy) setConfirming(false);
          }}
        >
          <p css={{ margin: 0, flexBasis: '100%' }} ref={questionRef} tabIndex={-1}>{t('applications.withdrawConfirm', { position: name })}</p>
          {/* aria-disabled, not disabled, while the call runs: a disabled button drops keyboard focus to <body>. */}
          <Button variant="disruptive" aria-disabled={busy || undefined} onClick={() => void withdraw()}>
            {t('applications.withdraw')}
          </Button>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && setConfirming(false)}>
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
  );
}
