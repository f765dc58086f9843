import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { buttonStyles } from '@careers/shared/ui';
import { exportHref } from '../../data/settingsApi';
import { SettingsSection } from './SettingsSection';
import { useSettingsI18n } from './useSettingsI18n';

/** Download all my data: one JSON file with every record the company keeps about the candidate. */
export function DataSection() {
  const { t } = useSettingsI18n();
  const { domain } = useSnapshot(sessionStore);
  return (
    <SettingsSection id="settings-data" heading={t('settings.data.heading')}>
      <p>{t('settings.data.text')}</p>
      <div>
        <a href={exportHref(domain)} download css={(theme) => buttonStyles(theme, 'secondary')}>
          {t('settings.data.download')}
        </a>
      </div>
    </SettingsSection>
  );
}
