import { StateScreen } from '@careers/shared/ui';
import { useSettings } from '../../data/useSettings';
import { AccountSection } from './AccountSection';
import { DataSection } from './DataSection';
import { DeleteSection } from './DeleteSection';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { PasswordSection } from './PasswordSection';
import { pageColumn, pageHeading } from './settingsStyles';
import { useSettingsI18n } from './useSettingsI18n';

/**
 * After a deletion the session is gone: a full load of the public page that says so (and what was kept),
 * so every part of the site starts again logged out.
 */
const openSiteLoggedOut = () => window.location.assign('/careers/account-deleted');

/** /careers/settings (spec §2, protected): the candidate's account. */
export function SettingsPage({ onDeleted = openSiteLoggedOut }: { onDeleted?: () => void }) {
  const { t } = useSettingsI18n();
  const settings = useSettings();
  const data = settings.data;
  return (
    <div css={pageColumn} aria-busy={settings.isLoading || undefined}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('settings.heading')}
      </h1>
      {settings.error && !data ? (
        <StateScreen state="error" onRetry={() => void settings.mutate()} />
      ) : !data ? (
        <StateScreen state="loading" />
      ) : (
        <>
          <AccountSection settings={data} onSaved={() => void settings.mutate()} />
          <PasswordSection />
          <NotificationsSection settings={data} onChange={(next) => void settings.mutate(next, { revalidate: false })} />
          <LanguageSection settings={data} onChange={(next) => void settings.mutate(next, { revalidate: false })} />
          <DataSection />
          <DeleteSection settings={data} onDeleted={onDeleted} />
        </>
      )}
    </div>
  );
}
