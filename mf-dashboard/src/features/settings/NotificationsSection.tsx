import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { errorText, saveNotificationPreferences } from '../../data/settingsApi';
import { SavedSearchesPanel } from '../savedSearches/SavedSearchesPanel';
import { SettingsSection } from './SettingsSection';
import { checkRow, muted } from './settingsStyles';
import { useSettingsI18n } from './useSettingsI18n';

// The catalogue's words for the server's categories (the API's are English only); a category this page does not
// know yet keeps the server's words.
const CATEGORY_KEYS: Readonly<Record<string, { label: string; description: string }>> = {
  applications: { label: 'settings.notifications.applications', description: 'settings.notifications.applications.description' },
  interviews: { label: 'settings.notifications.interviews', description: 'settings.notifications.interviews.description' },
  offers: { label: 'settings.notifications.offers', description: 'settings.notifications.offers.description' },
  forms: { label: 'settings.notifications.forms', description: 'settings.notifications.forms.description' },
  jobs: { label: 'settings.notifications.jobs', description: 'settings.notifications.jobs.description' },
};

/**
 * In-app notification categories (the bell skips those turned off) and the saved searches with their
 * alerts. A change is saved at once and a toast confirms it; on failure the box goes back and a toast says why.
 */
export function NotificationsSection({ settings, onChange }: { settings: AccountSettings; onChange: (next: AccountSettings | undefined) => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const words = ({ id, label, description }: { id: string; label: string; description: string }) => {
    const keys = CATEGORY_KEYS[id];
    return keys ? { label: t(keys.label), description: t(keys.description) } : { label, description };
  };

  const toggle = async (id: string, enabled: boolean) => {
    const optimistic = { ...settings, notificationCategories: settings.notificationCategories.map((c) => (c.id === id ? { ...c, enabled } : c)) };
    onChange(optimistic);
    try {
      const saved = (await saveNotificationPreferences(transport, domain, { [id]: enabled })).data;
      onChange(saved);
      // The box alone changes silently: the toast's live region tells a screen reader the choice was kept.
      const category = saved.notificationCategories.find((c) => c.id === id);
      const label = category ? words(category).label : id;
      showToast({ kind: 'success', message: t(enabled ? 'settings.notifications.on' : 'settings.notifications.off', { category: label }) });
    } catch (error) {
      onChange(settings);
      showToast({ kind: 'error', message: errorText(error, t('settings.failed')) });
    }
  };

  return (
    <SettingsSection id="settings-notifications" heading={t('settings.notifications.heading')}>
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
        <legend css={[muted, { padding: 0, marginBottom: 8 }]}>{t('settings.notifications.legend')}</legend>
        {settings.notificationCategories.map((category) => (
          <div key={category.id} css={checkRow}>
            <input
              type="checkbox"
              id={`notify-${category.id}`}
              checked={category.enabled}
              onChange={(e) => void toggle(category.id, e.target.checked)}
              aria-describedby={`notify-${category.id}-text`}
            />
            <label htmlFor={`notify-${category.id}`}>
              <strong>{words(category).label}</strong>
              <br />
              <span id={`notify-${category.id}-text`} css={muted}>
                {words(category).description}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      <SavedSearchesPanel />
    </SettingsSection>
  );
}
