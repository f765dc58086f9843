import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { notReadyStyle, useNotReady } from '@careers/shared/ui';
import type { SavedSearchMetadata } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { AlertSearch } from './alertSearch';
import { JobAlertForm } from './JobAlertForm';
import { SaveThisSearch } from './SaveThisSearch';
import { toolbarButton } from './toolbarButton';
import './alertMessages';

export interface SaveSearchButtonProps {
  search: AlertSearch;
  /** The shown results' savedSearchMetadata (whether this search is saved already). */
  metadata: SavedSearchMetadata | undefined;
}

/**
 * 'Save this search' (when candidateLoginEnabled and savedSearchNotification.enabled; logged out it
 * asks to log in first, then saves) and, for visitors who are not logged in, 'Get job alerts' by
 * e-mail when loggedOutNotificationConfig.enabled (double opt-in: the server mails a link to confirm).
 */
export function SaveSearchButton({ search, metadata }: SaveSearchButtonProps) {
  const { t } = useSearchI18n();
  const { configs, user } = useSnapshot(sessionStore);
  const [alertOpen, setAlertOpen] = useState(false);
  // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
  const notReady = useNotReady(t('details.notReady'));
  const canSave = Boolean(configs?.loginSignupConfig.candidateLoginEnabled && configs.notificationsConfig.savedSearchNotification.enabled);
  const alerts = configs?.pcsxConfig.loggedOutNotificationConfig;
  const canAlert = Boolean(alerts?.enabled) && !user.isLoggedIn;
  if (!canSave && !canAlert) return null;

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', width: '100%', marginTop: 8 }}>
      {canSave && <SaveThisSearch search={search} isSaved={metadata?.isSaved ?? false} />}
      {canAlert && (
        <button type="button" css={[toolbarButton, notReadyStyle]} {...notReady} aria-expanded={alertOpen} onClick={() => setAlertOpen((open) => !open)}>
          {t('alerts.jobAlert')}
        </button>
      )}
      {canAlert && alertOpen && <JobAlertForm search={search} privacyText={alerts?.privacyText ?? ''} onClose={() => setAlertOpen(false)} />}
    </div>
  );
}
