import { useEffect, useState } from 'react';
import type { OnboardingResponse } from '@careers/shared/contracts';
import { useShellI18n } from '../i18n/useShellI18n';
import { useTransport } from '@careers/shared/transport';
import { Button, Spinner } from '@careers/shared/ui';

/**
 * A logged-in candidate who is not onboarded: post to the onboarding endpoint, then reload so the
 * server boots the page with the new state (spec §2 access rules).
 */
const reloadPage = () => location.reload();

export function OnboardingGate({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useShellI18n();
  const transport = useTransport();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    transport
      .post<OnboardingResponse>('/api/pcsx/onboarding')
      .then(() => live && reload())
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt, transport, reload]);

  if (!failed) return <Spinner label={t('shell.onboarding.working')} />;
  return (
    <div role="alert">
      <p>{t('shell.onboarding.failed')}</p>
      <Button
        onClick={() => {
          setFailed(false);
          setAttempt(attempt + 1);
        }}
      >
        {t('shell.retry')}
      </Button>
    </div>
  );
}
