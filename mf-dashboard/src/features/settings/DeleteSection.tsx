import { useSnapshot } from 'valtio/react';
import type { AccountSettings } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { useTransport } from '@careers/shared/transport';
import { TextField, useForm } from '@careers/shared/ui';
import { deleteAccount } from '../../data/settingsApi';
import { boundField } from './boundField';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';
import { notice } from './settingsStyles';
import { settingsFailure } from './settingsFailure';
import { useSettingsI18n } from './useSettingsI18n';

/**
 * Delete my account: the password and the typed confirmation, then the account and everything in it
 * go (except what the page says is kept), the session ends and the site opens logged out.
 */
export function DeleteSection({ settings, onDeleted }: { settings: AccountSettings; onDeleted: () => void }) {
  const { t } = useSettingsI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  // After each failed try, focus goes to the first field with a message, else to the form's error.
  const form = useForm({
    initial: { password: '', confirmation: '' },
    check: ({ password, confirmation }) => {
      const messages: Record<string, string> = {};
      if (!password) messages.password = t('settings.delete.passwordMissing');
      if (confirmation.trim() !== settings.deleteConfirmation) messages.confirmation = t('settings.delete.confirmMissing', { word: settings.deleteConfirmation });
      return messages;
    },
    failureOf: (thrown: unknown) => settingsFailure(thrown, t('settings.failed')),
    submit: async ({ password, confirmation }) => {
      await deleteAccount(transport, domain, { password, confirmation });
      onDeleted();
    },
  });

  return (
    <SettingsSection id="settings-delete" heading={t('settings.delete.heading')}>
      <p>{t('settings.delete.text')}</p>
      <p css={notice}>{settings.keptAfterDeletion}</p>
      <SettingsForm form={form} submitLabel={t('settings.delete.submit')} variant="disruptive">
        <TextField label={t('settings.delete.password')} type="password" autoComplete="current-password" required {...boundField(form, 'password')} />
        <TextField label={t('settings.delete.confirmLabel', { word: settings.deleteConfirmation })} autoComplete="off" required {...boundField(form, 'confirmation')} />
      </SettingsForm>
    </SettingsSection>
  );
}
