import { notReadyStyle, useNotReady } from '@careers/shared/ui';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import type { AlertSearch } from './alertSearch';
import { toolbarButton } from './toolbarButton';
import { useSaveSearch } from './useSaveSearch';
import './alertMessages';

/** 'Save this search', or once saved 'Search saved' with a link to manage the saved searches. */
export function SaveThisSearch({ search, isSaved }: { search: AlertSearch; isSaved: boolean }) {
  const { t } = useSearchI18n();
  const { saved, busy, save, savedRef, saveRef } = useSaveSearch(search, isSaved);
  // Drawn by the server on the search page (issue 27): says it is not ready until the remote has taken it over.
  const notReady = useNotReady(t('details.notReady'));
  if (!saved) {
    return (
      <button ref={saveRef} type="button" css={[toolbarButton, notReadyStyle]} {...notReady} onClick={save} disabled={busy}>
        {t('alerts.save')}
      </button>
    );
  }
  return (
    <>
      <span role="status" ref={savedRef} tabIndex={-1} css={(theme) => ({ color: theme.colors.textMuted })}>
        {t('alerts.saved')}
      </span>
      <a href="/careers/settings" css={(theme) => ({ color: theme.colors.link })}>
        {t('alerts.manage')}
      </a>
    </>
  );
}
