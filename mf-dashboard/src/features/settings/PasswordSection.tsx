import { useSnapshot } from 'valtio/react';
import { sessionStore, showToast } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { TextField, useForm } from '@careers/shared/ui';
import { changePassword } from '../../data/settingsApi';
import { boundField } from './boundField';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, after the current one. Other browsers logged in to the account are logged out. */
export function PasswordSection() {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const form = useForm({
    initial: EMPTY,
    failureOf: (thrown: unknown) => settingsFailure(thrown, t('settings.failed')),
    submit: async (passwords) => {
      await changePassword(transport, domain, passwords);
      showToast({ kind: 'success', message: t('settings.password.saved') });
      return EMPTY;
    },
  });

  return (
    <SettingsSection id="settings-password" heading={t('settings.password.heading')}>
      <SettingsForm form={form} submitLabel={t('settings.password.save')}>
        <TextField label={t('settings.password.current')} type="password" autoComplete="current-password" required {...boundField(form, 'currentPassword')} />
        <TextField label={t('settings.password.new')} hint={t('settings.password.newHint')} type="password" autoComplete="new-password" required {...boundField(form, 'newPassword')} />
      </SettingsForm>
    </SettingsSection>
  );
}
